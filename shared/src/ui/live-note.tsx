import { useEffect, useRef, useState } from 'react';
import { useObservable } from '../bus/use-observable';
import { uiConfigStore } from '../config-store';
import { liveUpdateStore } from '../data/live';
import { NNBSP } from '../french-text';
import { formatFrenchDate } from '../french-dates';

export const liveNoteLabels = {
  updatedAt: (time: string) => `Mis à jour à ${time}`,
  finalScore: (away: string, awayScore: number, home: string, homeScore: number) =>
    `Résultat final${NNBSP}: ${away} ${awayScore}, ${home} ${homeScore}`,
} as const;

/** What the note needs of a match (a season or a series match): its teams, once known, and its approved score. */
export interface LiveMatch {
  _id: string;
  homeTeam: string | null;
  awayTeam: string | null;
  result: { home: number; away: number } | null;
}

const NOTE = { color: 'var(--color-muted)', fontSize: '0.875em', margin: '0 0 var(--space-2)' } as const;
/** read by screen readers, not shown */
const SPOKEN_ONLY = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/**
 * On a page that follows the league live (docs/architecture.md#live): « Mis à jour à 19 h 42 » once a live update
 * came, and a polite announcement, for screen readers, of each final score among `matches` that was approved since
 * the page last read them (the league's other changes are not announced).
 */
export function LiveNote({ matches }: { matches?: readonly LiveMatch[] }) {
  const updatedAt = useObservable(liveUpdateStore);
  const { timeZone } = useObservable(uiConfigStore);
  const finals = useNewFinalScores(matches);
  return (
    <>
      {updatedAt !== null && (
        <p style={NOTE}>{liveNoteLabels.updatedAt(formatFrenchDate(updatedAt, 'time', timeZone))}</p>
      )}
      <div aria-live="polite" style={SPOKEN_ONLY}>
        {finals}
      </div>
    </>
  );
}

/**
 * The final scores of the matches that had none when last read and have one now (a match the page had not shown
 * before is not news: another week opened, another filter). Remembered across reads, so a list that empties while
 * it is read again still tells what changed.
 */
function useNewFinalScores(matches: readonly LiveMatch[] | undefined): string {
  const scored = useRef(new Map<string, boolean>());
  const [said, setSaid] = useState('');
  useEffect(() => {
    const news: string[] = [];
    for (const { _id, homeTeam, awayTeam, result } of matches ?? []) {
      if (scored.current.get(_id) === false && result && homeTeam && awayTeam)
        news.push(liveNoteLabels.finalScore(awayTeam, result.away, homeTeam, result.home));
      scored.current.set(_id, result !== null);
    }
    if (news.length > 0) setSaid(news.join('. '));
  }, [matches]);
  return said;
}
