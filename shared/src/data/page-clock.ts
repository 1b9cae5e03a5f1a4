/** The time a server-rendered page was rendered at, while the browser hydrates it; null otherwise. */
let held: number | null = null;

/**
 * Now, for what a page shows (the next matchday, a team's upcoming matches, the schedule's opening week). While a
 * server-rendered page hydrates it is the server's time, so the browser's first render matches the HTML.
 */
export function pageNow(): number {
  return held ?? Date.now();
}

/** Holds the page clock at `time` (the server's render, then the browser's hydration); `null` lets it run again. */
export function holdPageClock(time: number | null): void {
  held = time;
}
