import type { Match } from '@league/shared/schemas';
import { aMatch } from '@league/test-support';
import { teamSchedule } from './team-schedule';

const NOW = Date.parse('2026-06-10T12:00:00-04:00');

/** A match of the Lions at home against the Ours on 20 June, after NOW; `change` says what the case is about. */
const match = (id: string, change: Partial<Match>) =>
  aMatch({ _id: id, date: '2026-06-20T18:30:00-04:00', homeTeam: 'Lions', awayTeam: 'Ours', ...change });

describe('a team’s schedule', () => {
  it.each([
    ['a future match without score', {}, 'upcoming'],
    ['a played match', { status: 'played', result: { home: 3, away: 2 } }, 'results'],
    ['a score awaiting approval', { pendingApproval: { home: 1, away: 4 } }, 'results'],
    ['a past match without a score yet', { date: '2026-06-01T18:30:00-04:00' }, 'results'],
    ['a past cancelled match', { date: '2026-06-01T18:30:00-04:00', status: 'cancelled' }, 'results'],
    ['a future cancelled match', { status: 'cancelled' }, 'upcoming'],
  ] as const)('puts %s in %s', (_case, change, section) => {
    const split = teamSchedule([match('m', change)], 'Lions', NOW);
    expect(split[section].map((m) => m._id)).toEqual(['m']);
  });

  it('keeps only the team’s matches, home or away, soonest first to come and latest first done', () => {
    const schedule = [
      match('later', { date: '2026-07-01T18:30:00-04:00', homeTeam: 'Ours', awayTeam: 'Lions' }),
      match('sooner', { date: '2026-06-15T18:30:00-04:00' }),
      match('other', { homeTeam: 'Castors', awayTeam: 'Hiboux' }),
      match('old', { date: '2026-05-01T18:30:00-04:00', result: { home: 1, away: 0 } }),
      match('recent', { date: '2026-06-05T18:30:00-04:00', result: { home: 2, away: 0 } }),
    ];
    const split = teamSchedule(schedule, 'Lions', NOW);
    expect(split.upcoming.map((m) => m._id)).toEqual(['sooner', 'later']);
    expect(split.results.map((m) => m._id)).toEqual(['recent', 'old']);
  });
});
