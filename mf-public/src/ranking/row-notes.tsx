/**
 * What a standings row says beyond its numbers (docs/product.md, « Standings »): a shared rank, a team certain to be
 * in or out of the playoff places, and why it stands above the next team on equal points.
 */
import { NNBSP, type RankingRow, type Standing, type TieBreak } from '@league/shared';
import { tieBreakSentence } from '@league/shared/rankings';
import { useId, useState } from 'react';
import { seedOfRowName } from './category-labels';
import styles from './ranking-table.module.css';

export const rowNoteLabels = {
  sharedRank: 'ex æquo',
  completeTie: 'Égalité parfaite',
  why: `Pourquoi ce rang${NNBSP}?`,
  standing: { qualified: 'Qualifiée', eliminated: 'Éliminée' } satisfies Record<Standing, string>,
} as const;

/** Whether the row's rank is shared with the row above or below it (a complete tie). */
export function sharesRank(rows: readonly RankingRow[], index: number): boolean {
  const rank = rows[index]?.rank;
  return rows[index - 1]?.rank === rank || rows[index + 1]?.rank === rank;
}

/** « 3 », or « 3= » read as « 3 ex æquo » when the rank is shared. */
export function RankText({ rank, shared }: { rank: number; shared: boolean }) {
  if (!shared) return <>{rank}</>;
  return (
    <>
      {rank}
      <span aria-hidden="true">=</span>
      <span className={styles.visuallyHidden}> {rowNoteLabels.sharedRank}</span>
    </>
  );
}

/** A check or a cross beside the word: the marker never relies on colour alone. */
export function StandingIcon({ standing }: { standing: Standing }) {
  const path = standing === 'qualified' ? 'M5 12.5l4.5 4.5L19 7.5' : 'M7 7l10 10M17 7 7 17';
  return (
    <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={path} fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export function StandingBadge({ standing }: { standing: Standing }) {
  return (
    <span className={`${styles.standing} ${styles[standing]}`}>
      <StandingIcon standing={standing} />
      {rowNoteLabels.standing[standing]}
    </span>
  );
}

/** The reason in French; a series row names the team below by its seed until the season standings are final. */
export function reasonOf(tieBreak: TieBreak): string {
  return tieBreakSentence({ ...tieBreak, over: seedOfRowName(tieBreak.over) ?? tieBreak.over });
}

/**
 * Why the team stands above the next one on equal points, behind a button (keyboard and touch alike, never on
 * hover only): shown in full, the sentence would lengthen the row's name for assistive technology with another
 * team's name.
 */
export function TieBreakReason({ tieBreak }: { tieBreak: TieBreak }) {
  const [open, setOpen] = useState(false);
  const noteId = useId();
  return (
    <>
      <button
        type="button"
        className={styles.why}
        aria-expanded={open}
        aria-controls={noteId}
        onClick={() => setOpen((shown) => !shown)}
      >
        {rowNoteLabels.why}
      </button>
      <small id={noteId} className={styles.reason} hidden={!open}>
        {reasonOf(tieBreak)}
      </small>
    </>
  );
}

/**
 * The notes under a team's name: in or out of the places, then a complete tie or the reason of its rank. Before a
 * team has played, every team shares the first rank: « 1= » says so without a note on each row.
 */
export function RowNotes({ row, sharedRank }: { row: RankingRow; sharedRank: boolean }) {
  return (
    <>
      {row.standing && <StandingBadge standing={row.standing} />}
      {sharedRank && row.games > 0 && <small className={styles.tie}>{rowNoteLabels.completeTie}</small>}
      {row.tieBreak && <TieBreakReason tieBreak={row.tieBreak} />}
    </>
  );
}
