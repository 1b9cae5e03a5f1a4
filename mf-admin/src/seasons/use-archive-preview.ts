import { call } from '@league/shared';
import type { ArchivePreview } from '@league/shared/schemas';
import { useEffect, useRef, useState } from 'react';
import { archivePreview } from '@league/shared/contract';

interface DayRange {
  startDate: string;
  stopDate: string;
}

export type PreviewState =
  | { status: 'loading' }
  | { status: 'done'; preview: ArchivePreview }
  | { status: 'error' }
  /** the dates are incomplete or reversed: nothing to count */
  | { status: 'idle' };

/** Dates typed one after the other are counted once the typing pauses. */
const PAUSE_MS = 250;

const keyOf = (range: DayRange | null) => (range ? `${range.startDate}|${range.stopDate}` : '');

interface Answered {
  /** the days asked for ('' : none, the whole season) */
  asked: string;
  /** the days the answer counted */
  key: string;
  version: number;
  outcome: PreviewState;
}

/**
 * What the server says archiving these days would do. With both days empty it counts the whole current season,
 * whose first and last days (`preview.season`) are the dates to propose. A new `version` (after an archive) asks
 * again whatever the days.
 */
export function useArchivePreview({ startDate, stopDate }: DayRange, version = 0): PreviewState {
  const [state, setState] = useState<Answered | null>(null);
  /** the days of the answer last shown: asking again for them is needless */
  const answered = useRef<{ key: string; version: number } | null>(null);
  const wanted =
    startDate === '' && stopDate === ''
      ? ''
      : startDate && stopDate && startDate <= stopDate
        ? keyOf({ startDate, stopDate })
        : null;

  useEffect(() => {
    if (wanted === null) return;
    const last = answered.current;
    if (last && last.version === version && last.key === wanted) return;
    let live = true;
    const [start, stop] = wanted.split('|');
    const timer = setTimeout(
      () =>
        // without days: the whole current season, with its proposed dates
        call(archivePreview, { query: wanted ? { startDate: start, stopDate: stop } : {} }).then(
          (preview) => {
            if (!live) return;
            answered.current = { key: keyOf(preview.range), version };
            setState({ asked: wanted, key: answered.current.key, version, outcome: { status: 'done', preview } });
          },
          () => {
            if (live) setState({ asked: wanted, key: wanted, version, outcome: { status: 'error' } });
          },
        ),
      wanted ? PAUSE_MS : 0,
    );
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [wanted, version]);

  if (wanted === null) return { status: 'idle' };
  // an answer for other days than those shown, or from before an archive, is stale: the new one is on its way
  if (!state || state.version !== version || (state.key !== wanted && state.asked !== wanted)) {
    return { status: 'loading' };
  }
  return state.outcome;
}
