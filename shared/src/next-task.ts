/**
 * Lets the browser run what waits (input, a paint) before the caller goes on, in a task of its own: a long start
 * cut into short tasks keeps a slow phone responsive. `scheduler.yield` where the browser has it.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
