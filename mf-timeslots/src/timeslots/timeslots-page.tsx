import {
  ConfirmDialog,
  useSeasonSchedule,
  Page,
  Spinner,
  TIMESLOT_GROUPS,
  useObservable,
  windowSizeStore,
  type TimeslotGroup,
} from '@league/shared';
import type { Match, Timeslot, TimeslotSchedule } from '@league/shared/schemas';
import { useEffect, useState } from 'react';
import { useSearchParams } from '@league/shared/router';
import { AddSlotForm } from './add-slot-form';
import { GROUP_LABELS, timeslotLabels } from './labels';
import { MatchPicker } from './match-picker';
import { SlotCard } from './slot-card';
import { matchesToReschedule, slotWords } from './slot-facts';
import { DayLists, WeekGrids } from './slot-views';
import { openConfirmation, useRemoveSlot } from './slot-writes';
import styles from './timeslots.module.css';
import { useTimeslots, useViewer, type Viewer } from './use-timeslots';

/** From this width the slots are shown as weeks over the day's minutes; below, as a list per day. */
export const WEEK_VIEW_MIN_WIDTH = 900;

/** /timeslots (captains and admins; the shell keeps the others out): rainout slots and their reservations. */
export function TimeslotsPage() {
  const timeslots = useTimeslots();
  const viewer = useViewer();
  useConfirmerLink();
  return (
    <Page title={timeslotLabels.title}>
      {viewer.isAdmin && <AddSlotForm />}
      {timeslots.status === 'loading' && <Spinner />}
      {timeslots.status === 'error' && <p role="alert">{timeslots.message}</p>}
      {timeslots.status === 'done' && <SlotGroups timeslots={timeslots.data} viewer={viewer} />}
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

function SlotGroups({ timeslots, viewer }: { timeslots: TimeslotSchedule; viewer: Viewer }) {
  const [group, setGroup] = useState<TimeslotGroup>('available');
  const [match, setMatch] = useState<Match | null>(null);
  const [removing, setRemoving] = useState<Timeslot | null>(null);
  const remove = useRemoveSlot();
  const schedule = useSeasonSchedule();
  const wide = useObservable(windowSizeStore).width >= WEEK_VIEW_MIN_WIDTH;
  const matches = matchesToReschedule(schedule, viewer.captainTeams, timeslots);
  const slots = timeslots[group];
  const card = (slot: Timeslot) => (
    <SlotCard slot={slot} group={group} viewer={viewer} match={match} onRemove={setRemoving} />
  );

  return (
    <>
      {viewer.captainTeams.length > 0 && <MatchPicker matches={matches} chosen={match} onChoose={setMatch} />}
      <ul className={styles.groups} aria-label={timeslotLabels.groups}>
        {TIMESLOT_GROUPS.map((name) => (
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
      <h2>{GROUP_LABELS[group]}</h2>
      {slots.length === 0 && <p>{timeslotLabels.empty}</p>}
      {wide ? <WeekGrids slots={slots} card={card} /> : <DayLists slots={slots} card={card} />}
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
