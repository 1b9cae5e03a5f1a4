import { TeamChip, type RankingGroup, type RankingRow, type RecordLine } from '@league/shared';
import { paths } from '@league/shared';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { seedOfRowName } from './category-labels';
import styles from './ranking-table.module.css';

/** Spec §3 ranking row columns, short in the header and spelled out for assistive technology. */
export const RANKING_COLUMNS = [
  { key: 'games', short: 'PJ', long: 'Parties jouées' },
  { key: 'win', short: 'V', long: 'Victoires' },
  { key: 'lost', short: 'D', long: 'Défaites' },
  { key: 'nul', short: 'N', long: 'Nuls' },
  { key: 'points', short: 'PTS', long: 'Points au classement' },
  { key: 'pf', short: 'PP', long: 'Points pour' },
  { key: 'pa', short: 'PC', long: 'Points contre' },
  { key: 'diff', short: 'DIFF', long: 'Différentiel' },
] as const satisfies readonly { key: keyof RecordLine; short: string; long: string }[];

export const rankingTableLabels = {
  rank: 'Rang',
  team: 'Équipe',
  provisional: 'Provisoire',
  awaiting: (count: number) =>
    count === 1 ? '1 résultat en attente d’approbation' : `${count} résultats en attente d’approbation`,
  empty: 'Aucune équipe dans ce groupe.',
} as const;

interface RankingTableProps {
  group: RankingGroup;
  caption: string;
  /** team name → colour, for the chips */
  colors: ReadonlyMap<string, string>;
}

/** One group's standings; scrolls sideways inside its own frame so that the page never overflows at 360 px. */
export function RankingTable({ group, caption, colors }: RankingTableProps) {
  const captionId = useId();
  return (
    <div className={styles.scroller} tabIndex={0} role="region" aria-labelledby={captionId}>
      <table className={styles.table}>
        <caption id={captionId} className={styles.caption}>
          {caption}
          {group.provisional && <span className={styles.provisional}>{rankingTableLabels.provisional}</span>}
        </caption>
        <thead>
          <tr>
            <th scope="col" className={styles.rank}>
              {rankingTableLabels.rank}
            </th>
            <th scope="col" className={styles.team}>
              {rankingTableLabels.team}
            </th>
            {RANKING_COLUMNS.map((column) => (
              <th scope="col" key={column.key}>
                <abbr title={column.long}>{column.short}</abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {group.rows.map((row, index) => (
            <tr key={row.team}>
              <td className={styles.rank}>{index + 1}</td>
              <th scope="row" className={styles.team}>
                <RowName row={row} colors={colors} />
              </th>
              {RANKING_COLUMNS.map((column) => (
                <td key={column.key} className={column.key === 'points' ? styles.points : undefined}>
                  {row[column.key]}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {group.rows.length === 0 && <p>{rankingTableLabels.empty}</p>}
    </div>
  );
}

/** A team (chip linking to its page) or, in the series before the standings are final, its seed. */
function RowName({ row, colors }: { row: RankingRow; colors: ReadonlyMap<string, string> }) {
  const seed = seedOfRowName(row.team);
  return (
    <>
      {seed ?? (
        <Link to={paths.team(row.team)} className={styles.teamLink}>
          <TeamChip name={row.team} color={colors.get(row.team)} />
        </Link>
      )}
      {row.awaitingApproval > 0 && (
        <small className={styles.awaiting}>{rankingTableLabels.awaiting(row.awaitingApproval)}</small>
      )}
    </>
  );
}
