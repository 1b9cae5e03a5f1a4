import { HydrateInTurn, type RankingGroup, type RankingRow } from '@league/shared';
import { useId, useState } from 'react';
import { RANKING_COLUMNS } from '../components/record-columns';
import { TeamLink } from '../components/team-link';
import { seedOfRowName } from './category-labels';
import { RankText, RowNotes, sharesRank } from './row-notes';
import styles from './ranking-table.module.css';

export const rankingTableLabels = {
  rank: 'Rang',
  team: 'Équipe',
  provisional: 'Provisoire',
  awaiting: (count: number) =>
    count === 1 ? '1 résultat en attente d’approbation' : `${count} résultats en attente d’approbation`,
  empty: 'Aucune équipe dans ce groupe.',
  allColumns: 'Toutes les colonnes',
  playoffPlaces: (places: number) => (places === 1 ? '1 place en séries' : `${places} places en séries`),
} as const;

interface RankingTableProps {
  group: RankingGroup;
  caption: string;
  /** team name → colour, for the chips */
  colors: ReadonlyMap<string, string>;
}

/**
 * One group's standings. On a phone, rank, team, wins, losses and points fit the screen and a toggle adds the
 * other columns, which then scroll sideways inside the frame behind a sticky rank and team. The title and the
 * 'Provisoire' badge sit above the scrolling part, so they never clip. Each row carries its rank (shared in a
 * complete tie) and its notes; a thick line follows the last playoff place when the league shows them.
 */
export function RankingTable({ group, caption, colors }: RankingTableProps) {
  const captionId = useId();
  const badgeId = useId();
  const labelledBy = group.provisional ? `${captionId} ${badgeId}` : captionId;
  const [allColumns, setAllColumns] = useState(false);
  const cellClass = (column: RankingColumn) =>
    [column.primary ? '' : styles.secondary, column.key === 'points' ? styles.points : ''].join(' ').trim() ||
    undefined;
  return (
    <HydrateInTurn as="div" className={styles.frame}>
      <div className={styles.caption}>
        <span id={captionId}>{caption}</span>
        {group.provisional && (
          <span id={badgeId} className={styles.provisional}>
            {rankingTableLabels.provisional}
          </span>
        )}
        {group.playoffPlaces !== undefined && (
          <span className={styles.places}>{rankingTableLabels.playoffPlaces(group.playoffPlaces)}</span>
        )}
        <button
          type="button"
          className={styles.columnsToggle}
          aria-pressed={allColumns}
          aria-describedby={captionId}
          onClick={() => setAllColumns((shown) => !shown)}
        >
          {rankingTableLabels.allColumns}
        </button>
      </div>
      <div className={styles.scroller} tabIndex={0} role="region" aria-labelledby={labelledBy}>
        <table className={`${styles.table} ${allColumns ? styles.allColumns : ''}`} aria-labelledby={labelledBy}>
          <thead>
            <tr>
              <th scope="col" className={styles.rank}>
                {rankingTableLabels.rank}
              </th>
              <th scope="col" className={styles.team}>
                {rankingTableLabels.team}
              </th>
              {RANKING_COLUMNS.map((column) => (
                <th scope="col" key={column.key} data-column={column.key} className={cellClass(column)}>
                  <abbr title={column.long}>{column.short}</abbr>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {group.rows.map((row, index) => (
              <tr key={row.team} data-playoff-line={index + 1 === group.playoffPlaces || undefined}>
                <td className={styles.rank}>
                  <RankText rank={row.rank} shared={sharesRank(group.rows, index)} />
                </td>
                <th scope="row" className={styles.team}>
                  <RowName row={row} colors={colors} />
                  <RowNotes row={row} sharedRank={sharesRank(group.rows, index)} />
                </th>
                {RANKING_COLUMNS.map((column) => (
                  <td key={column.key} data-column={column.key} className={cellClass(column)}>
                    {row[column.key]}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
        {group.rows.length === 0 && <p>{rankingTableLabels.empty}</p>}
      </div>
    </HydrateInTurn>
  );
}

type RankingColumn = (typeof RANKING_COLUMNS)[number];

/** A team (chip linking to its page) or, in the series before the standings are final, its seed. */
function RowName({ row, colors }: { row: RankingRow; colors: ReadonlyMap<string, string> }) {
  const seed = seedOfRowName(row.team);
  return (
    <>
      {seed ?? (
        <span className={styles.teamLink}>
          <TeamLink name={row.team} color={colors.get(row.team)} />
        </span>
      )}
      {row.awaitingApproval > 0 && (
        <small className={styles.awaiting}>{rankingTableLabels.awaiting(row.awaitingApproval)}</small>
      )}
    </>
  );
}
