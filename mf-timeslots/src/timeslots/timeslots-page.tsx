import { ConfirmDialog, useSeasonSchedule, Page, Spinner, type TimeslotGroup } from '@league/shared';
import { TIMESLOT_GROUPS } from '@league/shared/timeslots';
import type { Match, Timeslot, TimeslotSchedule } from '@league/shared/schemas';
import { useEffect, useState } from 'react';
import { useSearchParams } from '@league/shared/router';
import { AddSlotForm } from './add-slot-form';
import { Agenda, type SlotCardOf } from './agenda';
import { Decisions } from './decisions';
import { GROUP_LABELS, timeslotLabels } from './labels';
import { MatchPicker } from './match-picker';
import { Rainouts } from './rainouts';
import { SlotCard } from './slot-card';
import { matchesToReschedule, slotWords } from './slot-facts';
import { openConfirmation, useRemoveSlot } from './slot-writes';
import styles from './timeslots.module.css';
import { useTimeslots, useViewer, type Viewer } from './use-timeslots';

/** The groups an admin browses in the agenda: the pending and confirmed ones are all listed above, to decide. */
export const ADMIN_AGENDA_GROUPS: readonly TimeslotGroup[] = ['available', 'booked'];

/**
 * /timeslots (captains and admins; the shell keeps the others out): rainout slots and their reservations. What the
 * viewer has to do comes first: an admin's decisions, the cancelled matches with their suggested slots, a captain's
 * request of any other slot; then the slots as an agenda.
 */
export function TimeslotsPage() {
  const timeslots = useTimeslots();
  const viewer = useViewer();
  useConfirmerLink();
  return (
    <Page title={timeslotLabels.title}>
      {timeslots.status === 'loading' && <Spinner />}
      {timeslots.status === 'error' && <p role="alert">{timeslots.message}</p>}
      {timeslots.status === 'error' && viewer.isAdmin && <AddSlotForm />}
      {timeslots.status === 'done' && <SlotsPage timeslots={timeslots.data} viewer={viewer} />}
    </Page>
  );
}

/** The e-mailed link `/timeslots?confirmer=<reservationId>` opens the timeslot confirmation dialog once. */
function useConfirmerLink() {
  const [params, setParams] = useSearchParams();
  const reservationId = params.get('confirmer');
  useEffect(() => {
    if (!reservationId) return;
    openConfirmation(reservationId);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('confirmer');
        return next;
      },
      { replace: true },
    );
  }, [reservationId, setParams]);
}

function SlotsPage({ timeslots, viewer }: { timeslots: TimeslotSchedule; viewer: Viewer }) {
  const [match, setMatch] = useState<Match | null>(null);
  const [removing, setRemoving] = useState<Timeslot | null>(null);
  const remove = useRemoveSlot();
  const schedule = useSeasonSchedule();
  const cardOf =
    (group: TimeslotGroup, dated = false): SlotCardOf =>
    (slot) => <SlotCard slot={slot} group={group} viewer={viewer} match={match} onRemove={setRemoving} dated={dated} />;

  return (
    <>
      {viewer.isAdmin && <Decisions timeslots={timeslots} cardOf={(group) => cardOf(group, true)} />}
      {(viewer.isAdmin || viewer.captainTeams.length > 0) && <Rainouts viewer={viewer} />}
      {viewer.isAdmin && (
        <section className={styles.block} aria-labelledby="timeslots-add">
          <h2 id="timeslots-add">{timeslotLabels.add}</h2>
          <AddSlotForm />
        </section>
      )}
      {viewer.captainTeams.length > 0 && (
        <section className={styles.block} aria-labelledby="timeslots-request">
          <h2 id="timeslots-request">{timeslotLabels.requestHeading}</h2>
          <MatchPicker
            matches={matchesToReschedule(schedule, viewer.captainTeams, timeslots)}
            chosen={match}
            onChoose={setMatch}
          />
        </section>
      )}
      <SlotAgenda
        timeslots={timeslots}
        groups={viewer.isAdmin ? ADMIN_AGENDA_GROUPS : TIMESLOT_GROUPS}
        cardOf={cardOf}
      />
      {removing && (
        <ConfirmDialog
          title={timeslotLabels.removeTitle}
          confirmLabel={timeslotLabels.remove}
          onCancel={() => setRemoving(null)}
          onConfirm={() => {
            setRemoving(null);
            void remove(removing);
          }}
        >
          {timeslotLabels.removeQuestion(slotWords(removing))}
        </ConfirmDialog>
      )}
    </>
  );
}

/** One group of slots at a time (toggle buttons with their counts), as an agenda. */
function SlotAgenda({
  timeslots,
  groups,
  cardOf,
}: {
  timeslots: TimeslotSchedule;
  groups: readonly TimeslotGroup[];
  cardOf(group: TimeslotGroup): SlotCardOf;
}) {
  const [group, setGroup] = useState<TimeslotGroup>('available');
  const slots = timeslots[group];
  return (
    <section className={styles.block} aria-labelledby="timeslots-group">
      <ul className={styles.groups} aria-label={timeslotLabels.groups}>
        {groups.map((name) => (
          <li key={name}>
            <button
              type="button"
              className={styles.groupButton}
              aria-pressed={name === group}
              onClick={() => setGroup(name)}
            >
              {GROUP_LABELS[name]} ({timeslots[name].length})
            </button>
          </li>
        ))}
      </ul>
      <h2 id="timeslots-group">{GROUP_LABELS[group]}</h2>
      {slots.length === 0 ? <p>{timeslotLabels.empty}</p> : <Agenda slots={slots} card={cardOf(group)} />}
    </section>
  );
}
