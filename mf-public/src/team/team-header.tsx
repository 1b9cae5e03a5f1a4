import { uiConfigStore, useObservable } from '@league/shared';
import type { Team } from '@league/shared/schemas';
import { FavouriteToggle } from '../components/favourite-toggle';
import { hasPool } from '@league/shared/rankings';
import styles from './team.module.css';

export const teamHeaderLabels = {
  division: 'Division',
  pool: 'Poule',
  noPool: 'Aucune',
  memberSince: (year: number) => `Membre depuis ${year}`,
  logo: (name: string) => `Logo de l’équipe ${name}`,
  picture: (name: string) => `Photo de l’équipe ${name}`,
} as const;

/** Who the team is: logo, division and pool (its colour shows on its chips, never as a code), join year (when the league shows it), picture. */
export function TeamHeader({ team }: { team: Team }) {
  const { showJoinYear } = useObservable(uiConfigStore);
  return (
    <div className={styles.header}>
      <div className={styles.identity}>
        {team.logo && (
          <img src={team.logo} alt={teamHeaderLabels.logo(team.name)} className={styles.logo} width={96} height={96} />
        )}
        <dl className={styles.facts}>
          <dt>{teamHeaderLabels.division}</dt>
          <dd>{team.division}</dd>
          <dt>{teamHeaderLabels.pool}</dt>
          <dd>{hasPool(team.pool) ? team.pool : teamHeaderLabels.noPool}</dd>
        </dl>
      </div>
      {showJoinYear && team.join !== null && <p className={styles.since}>{teamHeaderLabels.memberSince(team.join)}</p>}
      <FavouriteToggle team={team.name} />
      {team.picture && <img src={team.picture} alt={teamHeaderLabels.picture(team.name)} className={styles.picture} />}
    </div>
  );
}
