import { pendingProposal, proposalRefusal, RESULT_MESSAGES, type ResultProposal } from './score-rules';

describe('the score rules', () => {
  const start = new Date('2026-06-01T22:30:00Z');
  const after = new Date('2026-06-02T01:00:00Z');
  const before = new Date('2026-06-01T12:00:00Z');
  const table: [string, ResultProposal, Date, string | null][] = [
    ['a score after the start', { home: 7, away: 3 }, after, null],
    ['0 and 99', { home: 0, away: 99 }, after, null],
    ['a score at the very start', { home: 1, away: 1 }, start, null],
    ['a score before the start', { home: 7, away: 3 }, before, RESULT_MESSAGES.tooEarly],
    ['a rainout before the start', { cancelled: true }, before, null],
    ['a rainout after the start', { cancelled: true }, after, null],
    ['100', { home: 100, away: 3 }, after, RESULT_MESSAGES.score],
    ['a negative score', { home: 2, away: -1 }, after, RESULT_MESSAGES.score],
    ['a fraction', { home: 2.5, away: 1 }, after, RESULT_MESSAGES.score],
    [
      'a cancellation with a home score',
      { cancelled: true, home: 1 } as ResultProposal,
      after,
      RESULT_MESSAGES.cancelledWithScore,
    ],
    [
      'a cancellation with an away score',
      { cancelled: true, away: 0 } as ResultProposal,
      after,
      RESULT_MESSAGES.cancelledWithScore,
    ],
    ['a score given as text', { home: '7', away: 3 } as unknown as ResultProposal, after, RESULT_MESSAGES.score],
    [
      'a cancellation with a score',
      { cancelled: true, home: 1, away: 0 } as ResultProposal,
      after,
      RESULT_MESSAGES.cancelledWithScore,
    ],
  ];
  it.each(table)('%s', (_, proposal, now, refusal) => {
    expect(proposalRefusal(proposal, start, now)).toBe(refusal);
  });
});

describe('pendingProposal', () => {
  it.each([
    [{ pendingApproval: null }, null],
    [{ pendingApproval: null, pendingCancellation: false }, null],
    [{ pendingApproval: null, pendingCancellation: true }, { cancelled: true }],
    [{ pendingApproval: { home: 3, away: 1 } }, { home: 3, away: 1 }],
  ])('reads %j as %j', (match, expected) => {
    expect(pendingProposal(match)).toEqual(expected);
  });
});
