import { call, NNBSP } from '@league/shared';
import { seasonRanking } from '@league/shared/contract';
import { useId, useState } from 'react';
import { MAX_POOLS, spreadIntoPools, standingsOrder, type StandingsOrder } from './pool-spread';
import type { SeasonTeam } from './team-list';
import ui from '../admin-ui/tab.module.css';
import styles from './new-season.module.css';

type Order = 'standings' | 'alphabetical';

const poolsWord = (count: number) => `${count} poule${count > 1 ? 's' : ''}`;

/**
 * The quick actions of the pools: deal each division into N pools (by last season's standings or alphabetically),
 * and give a division to the teams that have none (a list pasted with names only).
 */
export function PoolActions({
  teams,
  lastArchive,
  onChange,
}: {
  teams: readonly SeasonTeam[];
  /** the newest archived season, whose standings may order the teams */
  lastArchive: string | null;
  onChange(teams: SeasonTeam[]): void;
}) {
  const id = useId();
  const [countText, setCountText] = useState('2');
  const count = Math.min(MAX_POOLS, Math.max(1, Math.round(Number(countText)) || 1));
  const [order, setOrder] = useState<Order>(lastArchive ? 'standings' : 'alphabetical');
  const [reading, setReading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [division, setDivision] = useState('');
  const withoutDivision = teams.filter((team) => team.division.trim() === '').length;
  const byStandings = order === 'standings' && lastArchive !== null;

  const spread = async () => {
    setProblem(null);
    let standings: StandingsOrder | null = null;
    if (byStandings) {
      setReading(true);
      try {
        standings = standingsOrder((await call(seasonRanking, { query: { season: lastArchive } })).groups);
      } catch {
        setProblem(
          `Le classement de la saison «${NNBSP}${lastArchive}${NNBSP}» n’a pas pu être lu${NNBSP}: rien n’a changé. Réessayez, ou répartissez par ordre alphabétique.`,
        );
        return;
      } finally {
        setReading(false);
      }
    }
    onChange(spreadIntoPools(teams, count, standings));
  };

  return (
    <div className="league-stack">
      <div className={styles.actions}>
        <label className={styles.actions}>
          Poules par division
          <input
            type="number"
            className={styles.count}
            min={1}
            max={MAX_POOLS}
            value={countText}
            onChange={(event) => setCountText(event.target.value)}
          />
        </label>
        <label className={styles.actions}>
          Ordre
          <select
            className={styles.control}
            value={byStandings ? 'standings' : 'alphabetical'}
            onChange={(event) => setOrder(event.target.value as Order)}
          >
            {lastArchive && <option value="standings">{`classement de «${NNBSP}${lastArchive}${NNBSP}»`}</option>}
            <option value="alphabetical">alphabétique</option>
          </select>
        </label>
        <button
          type="button"
          className={ui.button}
          disabled={reading || teams.length === 0}
          aria-describedby={`${id}-how`}
          onClick={() => void spread()}
        >
          Répartir en {poolsWord(count)}
        </button>
      </div>
      <p id={`${id}-how`} className={styles.muted}>
        {count === 1
          ? 'Dans chaque division, une seule poule (aucune poule).'
          : byStandings
            ? `Dans chaque division, en serpentin selon le classement de la saison «${NNBSP}${lastArchive}${NNBSP}» (1er en poule 1, 2e en poule 2… puis en sens inverse)${NNBSP}; les équipes absentes de ce classement ensuite, par ordre alphabétique.`
            : 'Dans chaque division, par ordre alphabétique, en poules de même taille (à une équipe près).'}
      </p>
      {problem && (
        <p role="alert" className={ui.error}>
          {problem}
        </p>
      )}
      {withoutDivision > 0 && (
        <div className={styles.actions}>
          <label className={styles.actions}>
            {withoutDivision} équipe{withoutDivision > 1 ? 's' : ''} sans division
            <input
              className={styles.control}
              aria-label="Division à leur donner"
              list={`${id}-divisions`}
              value={division}
              maxLength={100}
              onChange={(event) => setDivision(event.target.value)}
            />
          </label>
          <datalist id={`${id}-divisions`}>
            {[...new Set(teams.map((team) => team.division).filter(Boolean))].map((name) => (
              <option key={name} value={name} />
            ))}
          </datalist>
          <button
            type="button"
            className={ui.button}
            disabled={division.trim() === ''}
            onClick={() =>
              onChange(
                teams.map((team) => (team.division.trim() === '' ? { ...team, division: division.trim() } : team)),
              )
            }
          >
            Les mettre dans cette division
          </button>
        </div>
      )}
    </div>
  );
}
