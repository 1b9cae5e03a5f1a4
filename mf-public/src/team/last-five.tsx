import type { ResultLetter } from '@league/shared';
import { useId } from 'react';
import styles from './season-glance.module.css';

export const lastFiveLabels = {
  title: 'Derniers résultats',
  order: 'du plus ancien au plus récent',
  names: { V: 'Victoire', D: 'Défaite', N: 'Nul' } satisfies Record<ResultLetter, string>,
} as const;

/** « V D V V N », oldest first: each letter is named for assistive technology; the colour only repeats it. */
export function LastFive({ letters }: { letters: readonly ResultLetter[] }) {
  const titleId = useId();
  if (letters.length === 0) return null;
  return (
    <div className={styles.lastFive}>
      <h3 id={titleId}>{lastFiveLabels.title}</h3>
      <ol className={styles.letters} aria-labelledby={titleId}>
        {letters.map((letter, index) => (
          <li key={index}>
            <span
              role="img"
              aria-label={lastFiveLabels.names[letter]}
              title={lastFiveLabels.names[letter]}
              className={`${styles.letter} ${styles[`letter${letter}`]}`}
            >
              {letter}
            </span>
          </li>
        ))}
      </ol>
      <p className={styles.hint}>{lastFiveLabels.order}</p>
    </div>
  );
}
