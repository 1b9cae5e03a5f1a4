import { compareFrench, Spinner } from '@league/shared';
import { usePlayers } from './team-reads';
import styles from './team.module.css';

export const rosterLabels = {
  title: 'Joueurs',
  empty: 'Aucun joueur inscrit pour cette équipe.',
} as const;

/** The team's players, from the season's list of players. */
export function TeamRoster({ team }: { team: string }) {
  const read = usePlayers();
  let content;
  if (read.status === 'loading') content = <Spinner />;
  else if (read.status === 'error') content = <p role="alert">{read.message}</p>;
  else {
    const players = read.data.players
      .filter((player) => player.team === team)
      .sort((a, b) => compareFrench(a.name, b.name));
    content =
      players.length === 0 ? (
        <p>{rosterLabels.empty}</p>
      ) : (
        <ul className={styles.roster}>
          {players.map((player) => (
            <li key={player._id}>{player.name}</li>
          ))}
        </ul>
      );
  }
  return (
    <section aria-labelledby="team-roster" className={styles.section}>
      <h2 id="team-roster">{rosterLabels.title}</h2>
      {content}
    </section>
  );
}
