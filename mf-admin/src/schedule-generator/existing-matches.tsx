import { Dialog } from '@league/shared';
import type { ScheduleGenerateAnswer } from '@league/shared/schemas';
import { generatorWords as words } from './generator-words';
import styles from './generator.module.css';

export type ExistingChoice = 'replace' | 'add';
type Existing = ScheduleGenerateAnswer['existing'];
interface Period {
  from: string;
  to: string;
}

/** « La période … compte déjà 12 matchs. 2 matchs joués ou en attente restent dans tous les cas. » */
const said = (existing: Existing, { from, to }: Period) =>
  words.existing(existing.count, from, to) + words.keptAnyway(existing.kept);

/**
 * The matches the period already holds, and what becomes of them: kept (the new ones added around them) or the
 * unplayed ones replaced. Until chosen, the preview keeps them; choosing previews again.
 */
export function ExistingMatches({
  existing,
  period,
  choice,
  onChoose,
}: {
  existing: Existing;
  period: Period;
  choice: ExistingChoice | null;
  onChoose(choice: ExistingChoice): void;
}) {
  return (
    <fieldset className={styles.group}>
      <legend>{words.existingChoice}</legend>
      <p>{said(existing, period)}</p>
      {choice === null && <p className={styles.hint}>{words.previewKeeps}</p>}
      <div className={styles.choices}>
        {(['add', 'replace'] as const).map((option) => (
          <label key={option}>
            <input
              type="radio"
              name="generator-existing"
              checked={choice === option}
              onChange={() => onChoose(option)}
            />
            {option === 'add' ? words.keep : words.replace}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** « Publier » with matches in the period and no choice yet: replace them or keep them, then publish. */
export function ExistingDialog({
  existing,
  period,
  onChoose,
  onCancel,
}: {
  existing: Existing;
  period: Period;
  onChoose(choice: ExistingChoice): void;
  onCancel(): void;
}) {
  return (
    <Dialog title={words.askTitle} onClose={onCancel} initialFocus="[data-existing-cancel]">
      <p>{said(existing, period)}</p>
      <p className={styles.hint}>{words.askHint}</p>
      <div className={styles.dialogActions}>
        <button type="button" className="league-button" data-existing-cancel="" onClick={onCancel}>
          {words.cancel}
        </button>
        <button type="button" className="league-button" onClick={() => onChoose('add')}>
          {words.keepButton}
        </button>
        {existing.count > existing.kept && (
          <button type="button" className="league-button-primary league-button" onClick={() => onChoose('replace')}>
            {words.replaceButton}
          </button>
        )}
      </div>
    </Dialog>
  );
}
