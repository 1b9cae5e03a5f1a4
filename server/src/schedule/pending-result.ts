/**
 * A proposed result waiting for an administrator (DESIGN.md §6), stored as JSON text in `pending_result`:
 * the one rule for "awaiting approval", shared by the schedule, the series and the standings.
 */
export function parseScore(json: string | null): { home: number; away: number } | null {
  if (!json) return null;
  try {
    const value = JSON.parse(json) as { home?: unknown; away?: unknown };
    return typeof value.home === 'number' && typeof value.away === 'number'
      ? { home: value.home, away: value.away }
      : null;
  } catch {
    return null;
  }
}

/** A match awaits approval when it holds a readable proposed result. */
export function awaitsApproval(pendingResult: string | null): boolean {
  return parseScore(pendingResult) !== null;
}

export function scoreOf(home: number | null, away: number | null) {
  return home === null || away === null ? null : { home, away };
}
