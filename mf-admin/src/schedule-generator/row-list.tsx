import { useState, type ReactNode } from 'react';
import { generatorWords as words } from './generator-words';
import styles from './generator.module.css';

/** How one row of a list changes itself. */
export type SetRow<Row> = (part: Partial<Row>) => void;

/**
 * A fieldset of rows of the same kind: each row a labelled group of fields with its « Retirer » button, and one
 * button that adds a row. `before` and `after` hold the hints and problems shown around the rows; `addProblem`, the
 * id of a problem that adding a row mends (no row yet), describes the add button and makes it the place the focus
 * goes when the form is refused.
 */
export function RowList<Row>({
  legend,
  rows,
  rowLabel,
  removeLabel,
  renderRow,
  addLabel,
  newRow,
  before,
  after,
  addProblem,
  onChange,
}: {
  legend: string;
  rows: readonly Row[];
  rowLabel(index: number): string;
  removeLabel(index: number): string;
  renderRow(row: Row, set: SetRow<Row>): ReactNode;
  addLabel: string;
  /** the row the add button appends; null keeps the button disabled */
  newRow: (() => Row) | null;
  before?: ReactNode;
  after?: ReactNode;
  addProblem?: string;
  onChange(rows: Row[]): void;
}) {
  const set = (index: number) => (part: Partial<Row>) =>
    onChange(rows.map((row, at) => (at === index ? { ...row, ...part } : row)));
  return (
    <fieldset className={styles.group}>
      <legend>{legend}</legend>
      {before}
      {rows.map((row, index) => (
        <div key={index} className={styles.row} role="group" aria-label={rowLabel(index)}>
          {renderRow(row, set(index))}
          <button
            type="button"
            aria-label={removeLabel(index)}
            onClick={() => onChange(rows.filter((_, at) => at !== index))}
          >
            {words.remove}
          </button>
        </div>
      ))}
      {after}
      <div className={styles.actions}>
        <button
          type="button"
          disabled={newRow === null}
          data-problem={addProblem ? '' : undefined}
          aria-describedby={addProblem}
          onClick={() => newRow && onChange([...rows, newRow()])}
        >
          {addLabel}
        </button>
      </div>
    </fieldset>
  );
}

/**
 * A part of the form folded away behind its summary: open from the start when it holds more than its default, and
 * never folded again by the form itself once open (the administrator folds it). `problem`, the id of what is wrong
 * with the part as a whole, describes the summary, where the focus goes when the form is refused.
 */
export function Folded({
  summary,
  open,
  problem,
  children,
}: {
  summary: ReactNode;
  open: boolean;
  problem?: string;
  children: ReactNode;
}) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return (
    <details className={styles.folded} open={opened || undefined}>
      <summary data-problem={problem ? '' : undefined} aria-describedby={problem}>
        {summary}
      </summary>
      {children}
    </details>
  );
}
