import { NNBSP, type TieBreakCriterion } from '@league/shared';
import { TIE_BREAK_CRITERIA } from '@league/shared/rankings';
import { useId, useState } from 'react';
import listStyles from '../lists/admin-list.module.css';
import { moved, OrderedList } from './ordered-list';
import styles from './settings-tab.module.css';

/** Each criterion as the settings screen names it. */
export const CRITERION_LABELS: Record<TieBreakCriterion, string> = {
  points: 'Points',
  wins: 'Victoires',
  headToHead: 'Confrontations directes',
  runDifferential: 'Différentiel',
  runsAllowed: 'Points accordés (moins est mieux)',
  runsFor: 'Points marqués',
  winPercentage: 'Pourcentage de victoires',
  adminDecision: 'Décision de la ligue',
};

export const tieBreakersLabels = {
  list: 'Ordre des critères',
  hint:
    `Les équipes sont rangées par le premier critère de la liste qui les sépare${NNBSP}; celles qui restent à ` +
    'égalité reprennent la liste depuis le début. Des équipes égales sur tous les critères partagent leur rang.',
  add: 'Critère à ajouter',
  addButton: 'Ajouter le critère',
} as const;

/**
 * « Bris d’égalité »: the ordered criteria of the standings (docs/product.md, « Standings »), each moved up or down
 * with buttons, removed, or added from those not in the list yet.
 */
export function TieBreakersField({
  value,
  error,
  onChange,
}: {
  value: readonly TieBreakCriterion[];
  error?: string;
  onChange(value: TieBreakCriterion[]): void;
}) {
  const listId = useId();
  const missing = TIE_BREAK_CRITERIA.filter((criterion) => !value.includes(criterion));
  const [chosen, setChosen] = useState<TieBreakCriterion | ''>('');
  const toAdd = chosen && missing.includes(chosen) ? chosen : (missing[0] ?? '');
  return (
    <>
      <p id={listId} className={styles.subtitle}>
        {tieBreakersLabels.list}
      </p>
      <p className={styles.hint}>{tieBreakersLabels.hint}</p>
      <OrderedList
        labelledBy={listId}
        items={value.map((criterion) => ({ key: criterion, label: CRITERION_LABELS[criterion] }))}
        onMove={(from, to) => onChange(moved(value, from, to))}
        onRemove={(index) => onChange(value.filter((_, at) => at !== index))}
      />
      {error && <p className={listStyles.fieldError}>{error}</p>}
      {toAdd && (
        <div className={styles.addCriterion}>
          <label className={listStyles.field}>
            <span>{tieBreakersLabels.add}</span>
            <select value={toAdd} onChange={(event) => setChosen(event.target.value as TieBreakCriterion)}>
              {missing.map((criterion) => (
                <option key={criterion} value={criterion}>
                  {CRITERION_LABELS[criterion]}
                </option>
              ))}
            </select>
          </label>
          <button type="button" onClick={() => onChange([...value, toAdd])}>
            {tieBreakersLabels.addButton}
          </button>
        </div>
      )}
    </>
  );
}
