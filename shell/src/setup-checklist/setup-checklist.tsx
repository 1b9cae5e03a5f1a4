import { call, NNBSP, useLeagueRead } from '@league/shared';
import { setupChecklist } from '@league/shared/contract';
import type { SetupStep } from '@league/shared/schemas';
import { Link } from '@league/shared/router';
import { useState } from 'react';
import styles from './setup-checklist.module.css';

/**
 * A new league's checklist, for its administrators, on Home and above the admin area: what to do before the season
 * starts, each step a link to the admin tab that does it, ticked once done (GET /api/setup/checklist). Its own chunk,
 * loaded for administrators only (setup-checklist-slot.tsx); « Masquer » hides it in this browser.
 */
export const HIDDEN_KEY = 'league-setup-checklist';

function storedHidden(): boolean {
  try {
    return localStorage.getItem(HIDDEN_KEY) === 'hidden';
  } catch {
    return false; // no storage (private mode): shown on each visit
  }
}

export default function SetupChecklist() {
  const [hidden, setHidden] = useState(storedHidden);
  if (hidden) return null;
  const hide = () => {
    try {
      localStorage.setItem(HIDDEN_KEY, 'hidden');
    } catch {
      // no storage: hidden until the page is left
    }
    setHidden(true);
  };
  return <Steps onHide={hide} />;
}

function Steps({ onHide }: { onHide: () => void }) {
  const read = useLeagueRead('setupChecklist', () => call(setupChecklist), 'La liste de départ n’a pas pu être lue');
  // a helper for the administrators, not the page: while it is read, or if it cannot be, the page shows as it is
  if (read.status !== 'done' || read.data.items.every((step) => step.done)) return null;
  const { items } = read.data;
  return (
    <section aria-labelledby="setup-checklist" className={styles.checklist}>
      <div className={styles.heading}>
        <h2 id="setup-checklist">Avant le début de la saison</h2>
        <span>
          Étapes faites{NNBSP}: {items.filter((step) => step.done).length} sur {items.length}
        </span>
      </div>
      <ol className={styles.steps}>
        {items.map((step) => (
          <Step key={step.key} step={step} />
        ))}
      </ol>
      <button type="button" className={styles.hide} onClick={onHide}>
        Masquer
      </button>
    </section>
  );
}

function Step({ step }: { step: SetupStep }) {
  return (
    <li data-done={step.done}>
      <span className={styles.box} aria-hidden="true" />
      <span>
        <span className={styles.visuallyHidden}>{step.done ? `Fait${NNBSP}: ` : `À faire${NNBSP}: `}</span>
        {step.href ? <Link to={step.href}>{step.label}</Link> : step.label}
      </span>
      {step.hint && !step.done && <small>{step.hint}</small>}
    </li>
  );
}
