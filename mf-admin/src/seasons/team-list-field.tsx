import { NNBSP } from '@league/shared';
import { useId, useMemo } from 'react';
import { countOf } from './archive-summary';
import { readTeamList, type SeasonTeam } from './team-list';
import ui from '../admin-ui/tab.module.css';
import seasons from './seasons.module.css';
import styles from './new-season.module.css';

/** How a listed team reads in the preview: « A · poule Est · gardée ». */
function describe(team: SeasonTeam): string {
  return [
    team.division ? `division ${team.division}` : 'sans division',
    ...(team.pool ? [`poule ${team.pool}`] : []),
    team.id ? 'gardée' : 'nouvelle',
  ].join(' · ');
}

/**
 * The new season's teams from a list: a text box, one team a line, read as it is typed — what each line gives, the
 * current teams it keeps and those it leaves out, each problem with its line — then « Continuer ».
 */
export function TeamListField({
  text,
  current,
  onText,
  onUse,
}: {
  text: string;
  current: readonly { _id: string; name: string }[];
  onText(text: string): void;
  onUse(teams: SeasonTeam[]): void;
}) {
  const id = useId();
  const list = useMemo(() => readTeamList(text, current), [text, current]);
  const listed = new Set(list.teams.flatMap((team) => (team.id ? [team.id] : [])));
  const removed = current.filter((team) => !listed.has(team._id));
  const kept = list.teams.filter((team) => team.id).length;
  const ready = list.problems.length === 0 && list.teams.length > 0;

  return (
    <div className="league-stack">
      <label className={styles.label}>
        Une équipe par ligne
        <textarea
          className={styles.list}
          value={text}
          rows={8}
          spellCheck={false}
          aria-describedby={`${id}-how`}
          onChange={(event) => onText(event.target.value)}
        />
      </label>
      <p id={`${id}-how`} className={styles.muted}>
        Nom, ou «{NNBSP}Nom{NNBSP}; Division{NNBSP}; Poule{NNBSP}», séparés par des points-virgules, des virgules ou des
        tabulations (un copier-coller d’un tableur convient). Une équipe qui porte le nom d’une équipe actuelle la
        garde, avec ses capitaines et ses joueurs.
      </p>
      <div aria-live="polite" className={styles.live}>
        {list.problems.length > 0 && (
          <ul className={styles.problems} aria-label="Lignes à corriger">
            {list.problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        )}
        {list.teams.length > 0 && (
          <p>
            {countOf(list.teams.length, 'équipe lue', 'équipes lues')}
            {NNBSP}: {countOf(kept, 'gardée', 'gardées')}, {countOf(list.teams.length - kept, 'nouvelle', 'nouvelles')}.
          </p>
        )}
        {removed.length > 0 && (
          <p className={seasons.warning}>
            {countOf(removed.length, 'équipe actuelle absente', 'équipes actuelles absentes')} de la liste, retirée
            {removed.length > 1 ? 's' : ''} de la saison courante (l’archive les garde){NNBSP}:{' '}
            {removed.map((team) => team.name).join(', ')}.
          </p>
        )}
      </div>
      {list.teams.length > 0 && (
        <ol className={styles.preview} aria-label="Aperçu de la liste">
          {list.teams.map((team) => (
            <li key={team.line}>
              {team.name} <span className={styles.muted}>— {describe(team)}</span>
            </li>
          ))}
        </ol>
      )}
      <div className="league-cluster">
        <button type="button" className={ui.button} disabled={!ready} onClick={() => onUse(list.teams.map(seasonTeam))}>
          {list.teams.length > 0 ? `Continuer avec ${countOf(list.teams.length, 'équipe', 'équipes')}` : 'Continuer'}
        </button>
      </div>
    </div>
  );
}

const seasonTeam = ({ id, name, division, pool }: SeasonTeam): SeasonTeam => ({
  ...(id ? { id } : {}),
  name,
  division,
  pool,
});
