import { paths } from '@league/shared';
import { withScheduleView, type ScheduleView } from '@league/shared/schedule';
import { useSearchParams } from '@league/shared/router';
import type { MouseEvent, ReactNode } from 'react';

/**
 * A link to a view of the schedule (« Toute la saison », earlier weeks), looking like the page's buttons: before the
 * page's script it is a plain link, whose address the server renders; once the page answers, a plain click shows the
 * view in place (`onShow`) and the address names it (replaced: no new page in the history), so that a reload or a
 * shared address shows the same weeks; a click that asks for a new tab or window is the browser's.
 */
export function ViewLink({
  view,
  onShow,
  className,
  children,
}: {
  view: ScheduleView;
  onShow: () => void;
  className?: string;
  children: ReactNode;
}) {
  const [params, setParams] = useSearchParams();
  const show = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setParams((current) => withScheduleView(current, view), { replace: true });
    onShow();
  };
  return (
    <a href={`${paths.schedule}${withScheduleView(params, view)}`} className={className} onClick={show}>
      {children}
    </a>
  );
}
