import type { Match } from '@league/shared/schemas';
import { latestResults, nextMatchday, upcomingForFavourites } from './matchdays';

const TZ = 'America/Toronto';
/** Saturday 6 June 2026, noon in Montréal. */
const NOW = Date.parse('2026-06-06T12:00:00-04:00');

function match(id: string, date: string, change: Partial<Match> = {}): Match {
  return {
    _id: id,
    date,
    field: 'Parc Jarry',
    homeTeam: 'Lions',
    awayTeam: 'Castors',
    division: 'A',
    pool: '1',
    round: null,
    status: 'scheduled',
    result: null,
    pendingApproval: null,
    ...change,
  };
}
const played = (home: number, away: number): Partial<Match> => ({ status: 'played', result: { home, away } });
const ids = (matches: readonly Match[] | undefined) => matches?.map((m) => m._id);

describe('next matchday (no favourites)', () => {
  it.each<[string, Match[], string | null, string[]]>([
    [
      'every match of the next day, earliest first',
      [
        match('later-day', '2026-06-09T18:30:00-04:00'),
        match('b', '2026-06-08T20:00:00-04:00'),
        match('a', '2026-06-08T18:30:00-04:00'),
      ],
      '2026-06-08',
      ['a', 'b'],
    ],
    [
      'today while it has matches to play, even those already started',
      [match('this-morning', '2026-06-06T09:00:00-04:00'), match('tomorrow', '2026-06-07T10:00:00-04:00')],
      '2026-06-06',
      ['this-morning'],
    ],
    [
      'a late match on its own local day, not the next UTC day',
      [match('late', '2026-06-06T22:30:00-04:00'), match('next', '2026-06-07T19:00:00-04:00')],
      '2026-06-06',
      ['late'],
    ],
    [
      'the cancelled matches of that day too, but not a day with only cancelled or played ones',
      [
        match('played', '2026-06-06T09:00:00-04:00', played(3, 2)),
        match('off', '2026-06-07T18:00:00-04:00', { status: 'cancelled' }),
        match('on', '2026-06-08T18:00:00-04:00'),
        match('off-too', '2026-06-08T20:00:00-04:00', { status: 'cancelled' }),
      ],
      '2026-06-08',
      ['on', 'off-too'],
    ],
    ['nothing once the season is over', [match('past', '2026-06-01T18:00:00-04:00')], null, []],
    ['nothing for an empty schedule', [], null, []],
  ])('%s', (_case, schedule, day, expected) => {
    const next = nextMatchday(schedule, NOW, TZ);
    expect(next?.day ?? null).toBe(day);
    expect(ids(next?.matches) ?? []).toEqual(expected);
  });
});

describe('upcoming matches of the favourite teams', () => {
  const schedule = [
    match('lions-past', '2026-06-01T18:00:00-04:00', played(1, 0)),
    match('lions-later', '2026-06-20T18:00:00-04:00'),
    match('lions-next', '2026-06-08T18:00:00-04:00'),
    match('hiboux-away', '2026-06-10T18:00:00-04:00', { homeTeam: 'Renards', awayTeam: 'Hiboux' }),
    match('others', '2026-06-07T18:00:00-04:00', { homeTeam: 'Renards', awayTeam: 'Huards' }),
    match('lions-cancelled', '2026-06-09T18:00:00-04:00', { status: 'cancelled' }),
  ];

  it.each<[string, string[], number, string[]]>([
    [
      'home or away, soonest first, played and cancelled left out',
      ['Lions', 'Hiboux'],
      6,
      ['lions-next', 'hiboux-away', 'lions-later'],
    ],
    ['at most the limit', ['Lions', 'Hiboux'], 2, ['lions-next', 'hiboux-away']],
    ['none for a team without matches to come', ['Aigles'], 6, []],
  ])('%s', (_case, favourites, limit, expected) => {
    expect(ids(upcomingForFavourites(schedule, favourites, NOW, TZ, limit))).toEqual(expected);
  });
});

describe('latest results', () => {
  it.each<[string, Match[], string | null, string[]]>([
    [
      'the last day with an approved result, with its cancellations and scores awaiting approval',
      [
        match('older', '2026-06-02T18:00:00-04:00', played(4, 1)),
        match('won', '2026-06-04T20:00:00-04:00', played(5, 3)),
        match('rained-out', '2026-06-04T18:00:00-04:00', { status: 'cancelled' }),
        match('awaiting', '2026-06-04T19:00:00-04:00', { pendingApproval: { home: 2, away: 2 } }),
        match('future', '2026-06-08T18:00:00-04:00'),
      ],
      '2026-06-04',
      ['rained-out', 'awaiting', 'won'],
    ],
    [
      'a later day whose scores all await approval does not count',
      [
        match('approved', '2026-06-02T18:00:00-04:00', played(4, 1)),
        match('awaiting', '2026-06-04T19:00:00-04:00', { pendingApproval: { home: 2, away: 2 } }),
      ],
      '2026-06-02',
      ['approved'],
    ],
    [
      'a day still in progress leaves out the matches to play',
      [match('early', '2026-06-06T09:00:00-04:00', played(1, 2)), match('tonight', '2026-06-06T19:00:00-04:00')],
      '2026-06-06',
      ['early'],
    ],
    ['nothing before the first result', [match('future', '2026-06-08T18:00:00-04:00')], null, []],
  ])('%s', (_case, schedule, day, expected) => {
    const latest = latestResults(schedule, TZ);
    expect(latest?.day ?? null).toBe(day);
    expect(ids(latest?.matches) ?? []).toEqual(expected);
  });
});
