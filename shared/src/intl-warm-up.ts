import { DEFAULT_TIME_ZONE, offsetMinutes } from './dates';
import { calendarDayOf, formatFrenchDate, type FrenchDateStyle } from './french-dates';
import { compareFrench } from './french-order';
import { nextTask } from './next-task';

const PAGE_STYLES: readonly Exclude<FrenchDateStyle, 'dayKey'>[] = ['day', 'shortDay', 'dayMonth', 'time'];

/**
 * Makes the Intl objects a page's first render uses, one per task, while the page's code is on its way.
 * A page's first Intl object loads ICU's data, 50–120 ms on a slow phone: made during hydration, that would be one
 * long task; made here, each step stays short. The formatters are cached, so the render finds them ready.
 */
export async function warmUpIntl(timeZone = DEFAULT_TIME_ZONE): Promise<void> {
  const epoch = new Date(0);
  const steps: (() => unknown)[] = [
    () => new Intl.Collator('en').compare('a', 'b'), // ICU's common data, the largest part
    () => compareFrench('a', 'b'),
    () => calendarDayOf(epoch, timeZone),
    () => offsetMinutes(timeZone, epoch),
    ...PAGE_STYLES.map((style) => () => formatFrenchDate(epoch, style, timeZone)),
  ];
  for (const step of steps) {
    await nextTask();
    step();
  }
}
