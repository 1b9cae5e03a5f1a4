import {
  Dialog,
  type ChoiceSection,
  type FilterChoices,
  type FilterSection,
  type ScheduleFilterSet,
} from '@league/shared';
import { invertSection, isSectionActive, resetSection, selectedIn, toggleChoice } from '@league/shared/schedule';
import { useId, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { DateSection } from './date-section';
import styles from './filters-dialog.module.css';
import { SCHEDULE_LABELS, showMatchesLabel } from './schedule-labels';

export interface FiltersDialogProps {
  filters: ScheduleFilterSet;
  choices: FilterChoices;
  timeZone: string;
  /** matches shown under the current filters */
  matchCount: number;
  /** every change applies at once: the schedule behind follows */
  onChange: (next: ScheduleFilterSet) => void;
  onClose: () => void;
}

const SECTIONS: readonly FilterSection[] = ['date', 'fields', 'teams', 'divisions'];

/**
 * The « Filtrer le calendrier » dialog. Rendered into the body: the shell blurs the page's `main` while a dialog is
 * open, and this dialog must stay sharp.
 */
export function ScheduleFiltersDialog(props: FiltersDialogProps) {
  return createPortal(<ScheduleFilters {...props} />, document.body);
}

/**
 * The dialog's frame and its four sections, one open at a time; where no body is at hand (the server's drawing of it
 * in the page, ./filters-drawing.tsx) it is rendered as it is.
 */
export function ScheduleFilters({ filters, choices, timeZone, matchCount, onChange, onClose }: FiltersDialogProps) {
  const [openSection, setOpenSection] = useState<FilterSection | null>('date');
  return (
    <Dialog title={SCHEDULE_LABELS.dialogTitle} onClose={onClose}>
      <div className={styles.sections}>
        {SECTIONS.map((section) => (
          <AccordionSection
            key={section}
            title={SCHEDULE_LABELS.sections[section]}
            active={isSectionActive(filters, section)}
            open={openSection === section}
            onToggle={() => setOpenSection((open) => (open === section ? null : section))}
          >
            {section === 'date' ? (
              <DateSection filters={filters} timeZone={timeZone} onChange={onChange} />
            ) : (
              <ChoiceList section={section} filters={filters} choices={choices[section]} onChange={onChange} />
            )}
          </AccordionSection>
        ))}
      </div>
      <OtherFilters filters={filters} rounds={choices.rounds} onChange={onChange} />
      <button type="button" className={styles.primary} onClick={onClose}>
        {showMatchesLabel(matchCount)}
      </button>
    </Dialog>
  );
}

function AccordionSection({
  title,
  active,
  open,
  onToggle,
  children,
}: {
  title: string;
  active: boolean;
  open: boolean;
  onToggle: () => void;
  children: ReactNode;
}) {
  const buttonId = useId();
  const panelId = useId();
  return (
    <div className={styles.section}>
      <h3 className={styles.sectionTitle}>
        <button type="button" id={buttonId} aria-expanded={open} aria-controls={panelId} onClick={onToggle}>
          <span>{title}</span>
          {active && <span className={styles.activeMark}> (filtré)</span>}
        </button>
      </h3>
      <div id={panelId} role="region" aria-labelledby={buttonId} hidden={!open} className={styles.panel}>
        {children}
      </div>
    </div>
  );
}

function ChoiceList({
  section,
  filters,
  choices,
  onChange,
}: {
  section: ChoiceSection;
  filters: ScheduleFilterSet;
  choices: readonly string[];
  onChange: (next: ScheduleFilterSet) => void;
}) {
  const selected = selectedIn(filters, section);
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.visuallyHidden}>{SCHEDULE_LABELS.sections[section]}</legend>
      <ul className={styles.choices}>
        {choices.map((name) => (
          <li key={name}>
            <label>
              <input
                type="checkbox"
                checked={selected.includes(name)}
                onChange={() => onChange(toggleChoice(filters, section, name))}
              />{' '}
              {name}
            </label>
          </li>
        ))}
      </ul>
      <div className={styles.actions}>
        <button type="button" className={styles.sectionAction} onClick={() => onChange(resetSection(filters, section))}>
          {SCHEDULE_LABELS.reset}
        </button>
        <button
          type="button"
          className={styles.sectionAction}
          onClick={() => onChange(invertSection(filters, section, choices))}
        >
          {SCHEDULE_LABELS.invert}
        </button>
      </div>
    </fieldset>
  );
}

function OtherFilters({
  filters,
  rounds,
  onChange,
}: {
  filters: ScheduleFilterSet;
  rounds: readonly number[];
  onChange: (next: ScheduleFilterSet) => void;
}) {
  const roundId = useId();
  return (
    <fieldset className={styles.fieldset}>
      <legend>{SCHEDULE_LABELS.otherFilters}</legend>
      <label className={styles.line}>
        <input
          type="checkbox"
          checked={filters.cancelledFilter}
          onChange={(event) => onChange({ ...filters, cancelledFilter: event.target.checked })}
        />{' '}
        {SCHEDULE_LABELS.cancelledOnly}
      </label>
      <div className={styles.line}>
        <label htmlFor={roundId}>{SCHEDULE_LABELS.round}</label>{' '}
        <select
          id={roundId}
          value={filters.roundFilter ?? ''}
          onChange={(event) =>
            onChange({ ...filters, roundFilter: event.target.value === '' ? null : Number(event.target.value) })
          }
        >
          <option value="">{SCHEDULE_LABELS.allRounds}</option>
          {rounds.map((round) => (
            <option key={round} value={round}>
              {`${SCHEDULE_LABELS.round} ${round}`}
            </option>
          ))}
        </select>
      </div>
    </fieldset>
  );
}
