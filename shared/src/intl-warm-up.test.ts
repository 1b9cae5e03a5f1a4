import { formatFrenchDate } from './french-dates';
import { warmUpIntl } from './intl-warm-up';
import { nextTask } from './next-task';

describe('warmUpIntl', () => {
  afterEach(() => jest.restoreAllMocks());

  it('makes each Intl object in a task of its own, and dates read the same afterwards', async () => {
    const timeout = jest.spyOn(globalThis, 'setTimeout');
    const before = formatFrenchDate('2026-06-06T18:30:00-04:00', 'day');
    await warmUpIntl();
    expect(timeout.mock.calls.length).toBeGreaterThanOrEqual(8);
    expect(formatFrenchDate('2026-06-06T18:30:00-04:00', 'day')).toBe(before);
    expect(before).toBe('samedi 6 juin 2026');
  });
});

describe('nextTask', () => {
  afterEach(() => {
    delete (globalThis as { scheduler?: unknown }).scheduler;
  });

  it("uses the browser's scheduler.yield where there is one", async () => {
    const yieldTask = jest.fn(() => Promise.resolve());
    (globalThis as { scheduler?: unknown }).scheduler = { yield: yieldTask };
    await nextTask();
    expect(yieldTask).toHaveBeenCalledTimes(1);
  });

  it('else waits for a timer, so that the browser runs what waits first', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('waiting task'), 0);
    await nextTask();
    order.push('after nextTask');
    expect(order).toEqual(['waiting task', 'after nextTask']);
  });
});
