import type { RecordLine } from '@league/shared';
import { useId, type ReactNode } from 'react';
import { RANKING_COLUMNS } from '../components/record-columns';
import styles from './team.module.css';

export interface RecordRow {
  key: string;
  label: ReactNode;
  line: RecordLine;
}

/** Won-lost-tied lines with the ranking's columns, in a frame that scrolls sideways on a phone. */
export function RecordTable({
  caption,
  firstColumn,
  rows,
}: {
  caption: string;
  firstColumn: string;
  rows: RecordRow[];
}) {
  const captionId = useId();
  return (
    <div className={styles.scroller} tabIndex={0} role="region" aria-labelledby={captionId}>
      <table className={styles.table}>
        <caption id={captionId}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className={styles.label}>
              {firstColumn}
            </th>
            {RANKING_COLUMNS.map((column) => (
              <th scope="col" key={column.key}>
                <abbr title={column.long}>{column.short}</abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row" className={styles.label}>
                {row.label}
              </th>
              {RANKING_COLUMNS.map((column) => (
                <td key={column.key}>{row.line[column.key]}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
