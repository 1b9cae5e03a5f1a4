import { hrefOf, NNBSP, seasonQuery, seasonViewStore, useObservable } from '@league/shared';
import type { exportRanking, exportSchedule } from '@league/shared/contract';
import { useId } from 'react';
import styles from './download-links.module.css';

export const downloadLabels = {
  excel: 'Excel (.xlsx)',
  csv: 'CSV',
  title: (what: string) => `Télécharger ${what}${NNBSP}:`,
  linkName: (what: string, format: string) => `Télécharger ${what} en ${format}`,
} as const;

/** The files a link offers, in the order shown: the workbook first, most people's choice. */
const FORMATS = [
  { format: 'xlsx', label: downloadLabels.excel },
  { format: 'csv', label: downloadLabels.csv },
] as const;

interface DownloadLinksProps {
  /** the export's contract entry */
  entry: typeof exportSchedule | typeof exportRanking;
  /** what the files hold, in a sentence: « le calendrier », « le classement de la saison » */
  what: string;
  /** the query the export takes besides the season (a team, a period) */
  query?: Readonly<Record<string, string | undefined>>;
  /** what the file holds when it is not what the page shows */
  note?: string;
}

/**
 * « Télécharger le calendrier : Excel (.xlsx) · CSV »: links to the season view's export (docs/product.md#exports),
 * the server naming the file. Not printed.
 */
export function DownloadLinks({ entry, what, query = {}, note }: DownloadLinksProps) {
  const season = useObservable(seasonViewStore);
  const noteId = useId();
  const hrefFor = (format: string) =>
    hrefOf(entry, { params: { format }, query: { ...seasonQuery(season), ...query } });
  return (
    <div className={styles.downloads}>
      <p className={styles.links}>
        <span>{downloadLabels.title(what)}</span>
        {FORMATS.map(({ format, label }) => (
          <a
            key={format}
            href={hrefFor(format)}
            download
            className={styles.link}
            aria-label={downloadLabels.linkName(what, label)}
            aria-describedby={note ? noteId : undefined}
          >
            {label}
          </a>
        ))}
      </p>
      {note && (
        <p id={noteId} className={styles.note}>
          {note}
        </p>
      )}
    </div>
  );
}
