import { calendarDayOf, pageNow, type ScheduleWeek } from '@league/shared';
import { openingWeekIndex } from '@league/shared/schedule';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { pastWeeksLabel, SCHEDULE_LABELS } from './schedule-labels';
import styles from './schedule.module.css';
import { ViewLink } from './view-link';
import { WeekSection, type WeekSectionProps } from './week-section';

/** Weeks rendered at first: the opening week and the next two (a first screen and a bit, even on a wide one). */
export const FIRST_WEEKS = 3;
/** Weeks added each time the reader nears the end. */
export const MORE_WEEKS = 4;

export interface ScheduleWeeksProps extends Omit<WeekSectionProps, 'week'> {
  weeks: readonly ScheduleWeek[];
  /**
   * the weeks are a window of the season: all shown, with ways to read earlier and later ones (null: none), and the
   * window `earlier` shows (a link to it works before the page's script)
   */
  window?: {
    earlier: (() => void) | null;
    later: (() => void) | null;
    earlierView: { from: string; to: string } | null;
  };
}

/**
 * A big league has a hundred weeks: the page opens at the current week with the past ones folded away, and
 * renders the weeks to come a few at a time as the reader scrolls. Printing renders them all. A window of weeks
 * (the page's first screen) shows every week read, and reads earlier or later ones when asked.
 */
export function ScheduleWeeks({ weeks, selectedId, window, ...week }: ScheduleWeeksProps) {
  const opening = useMemo(
    () => openingWeekIndex(weeks, calendarDayOf(pageNow(), week.timeZone)),
    [weeks, week.timeZone],
  );
  const [pastOpen, setPastOpen] = useState(false);
  const [shownCount, setShownCount] = useState(FIRST_WEEKS);
  const printing = usePrinting();
  const pastId = useId();

  const past = weeks.slice(0, opening);
  const coming = weeks.slice(opening, opening + shownCount);
  const hidden = weeks.length - opening - coming.length;
  const render = (list: readonly ScheduleWeek[]) =>
    list.map((item) => (
      <WeekSection
        key={item.start}
        week={item}
        selectedId={item.days.some((day) => day.matches.some((match) => match._id === selectedId)) ? selectedId : null}
        {...week}
      />
    ));

  // One flat run of weeks on paper, so that each week after the first starts a page.
  if (printing) return <div className={styles.weeks}>{render(weeks)}</div>;
  if (window)
    return (
      <div className={styles.weeks}>
        {window.earlier && window.earlierView && (
          <ViewLink
            view={{ whole: false, ...window.earlierView }}
            onShow={window.earlier}
            className={styles.pastToggle}
          >
            {SCHEDULE_LABELS.earlierWeeks}
          </ViewLink>
        )}
        {render(weeks)}
        {window.later && <MoreWeeks onMore={window.later} />}
      </div>
    );
  return (
    <div className={styles.weeks}>
      {past.length > 0 && (
        <>
          <button
            type="button"
            className={styles.pastToggle}
            aria-expanded={pastOpen}
            aria-controls={pastId}
            onClick={() => setPastOpen((open) => !open)}
          >
            {pastWeeksLabel(past.length)}
          </button>
          {pastOpen && <div id={pastId}>{render(past)}</div>}
        </>
      )}
      {render(coming)}
      {hidden > 0 && <MoreWeeks remaining={hidden} onMore={() => setShownCount((count) => count + MORE_WEEKS)} />}
    </div>
  );
}

/** A button to render (or read) more weeks, pressed for the reader when it comes near the screen. */
function MoreWeeks({ remaining, onMore }: { remaining?: number; onMore: () => void }) {
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const target = button.current;
    if (!target || typeof IntersectionObserver === 'undefined') return;
    // A new observer after each render reports at once whether the button is still near: it may take a few rounds.
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && onMore(), {
      rootMargin: '800px 0px',
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [remaining, onMore]);
  return (
    <button ref={button} type="button" className={styles.more} onClick={onMore}>
      {remaining === undefined ? SCHEDULE_LABELS.moreWeeks : `${SCHEDULE_LABELS.moreWeeks} (${remaining})`}
    </button>
  );
}

/** True while the browser prints: the schedule is rendered whole before the print is laid out. */
function usePrinting(): boolean {
  const [printing, setPrinting] = useState(false);
  useEffect(() => {
    const before = () => flushSync(() => setPrinting(true));
    const after = () => setPrinting(false);
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    return () => {
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
    };
  }, []);
  return printing;
}
