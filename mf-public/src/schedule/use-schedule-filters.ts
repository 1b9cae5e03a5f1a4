import { pageNow, type ScheduleFilterSet } from '@league/shared';
import { filterSetFromQuery, withFilterQuery } from '@league/shared/schedule';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from '@league/shared/router';

/**
 * The schedule's filter set lives in the address (shareable, kept on reload). Changes replace the history entry:
 * ticking ten boxes should not take ten presses of « back ».
 */
export function useScheduleFilters(timeZone: string): [ScheduleFilterSet, (next: ScheduleFilterSet) => void] {
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  // The router applies an address change in a transition; until it lands, the page shows the change already,
  // or a ticked box would untick for a moment (and a quick second tick would read the old set).
  const [pending, setPending] = useState<{ filters: ScheduleFilterSet; before: string } | null>(null);
  const fromAddress = useMemo(
    () => filterSetFromQuery(new URLSearchParams(search), { now: pageNow(), timeZone }),
    [search, timeZone],
  );
  useEffect(() => setPending(null), [search]); // landed, or the reader moved through the history

  const setFilters = useCallback(
    (next: ScheduleFilterSet) => {
      setPending({ filters: next, before: search });
      setParams((current) => withFilterQuery(current, next, timeZone), { replace: true });
    },
    [search, setParams, timeZone],
  );
  return [pending?.before === search ? pending.filters : fromAddress, setFilters];
}
