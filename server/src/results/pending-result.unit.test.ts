import {
  awaitsApproval,
  parseProposal,
  parseScore,
  proposalJson,
  proposesCancellation,
  scoreOf,
} from './pending-result';

// Pure rules of a stored proposal (mutation-tested with `npm run test:mutation server-results`).
describe('parseProposal', () => {
  it('reads scores and a cancellation', () => {
    expect(parseProposal('{"home":7,"away":0}')).toEqual({ home: 7, away: 0 });
    expect(parseProposal('{"cancelled":true}')).toEqual({ cancelled: true });
    expect(parseProposal('{"cancelled":true,"home":1,"away":2}')).toEqual({ cancelled: true });
  });

  it('keeps only the scores of a scored proposal', () => {
    expect(parseProposal('{"home":3,"away":4,"extra":1}')).toStrictEqual({ home: 3, away: 4 });
  });

  it('reads nothing from an empty, broken or invalid text', () => {
    expect(parseProposal(null)).toBeNull();
    expect(parseProposal('')).toBeNull();
    expect(parseProposal('{not json')).toBeNull();
    expect(parseProposal('{"cancelled":"true"}')).toBeNull();
    expect(parseProposal('{"cancelled":false,"home":1}')).toBeNull();
    expect(parseProposal('{"home":1}')).toBeNull();
    expect(parseProposal('{"away":1}')).toBeNull();
    expect(parseProposal('{"home":-1,"away":2}')).toBeNull();
    expect(parseProposal('{"home":1,"away":2.5}')).toBeNull();
  });
});

describe('proposalJson', () => {
  it('stores the same text for equal proposals, whatever else they carry', () => {
    expect(proposalJson({ away: 2, home: 1 })).toBe('{"home":1,"away":2}');
    expect(proposalJson({ cancelled: true })).toBe('{"cancelled":true}');
    expect(proposalJson({ home: 1, away: 2, extra: 3 } as never)).toBe('{"home":1,"away":2}');
  });
});

describe('parseScore, proposesCancellation, awaitsApproval', () => {
  it('tells scores from a cancellation', () => {
    expect(parseScore('{"home":1,"away":2}')).toEqual({ home: 1, away: 2 });
    expect(parseScore('{"cancelled":true}')).toBeNull();
    expect(parseScore(null)).toBeNull();
    expect(proposesCancellation('{"cancelled":true}')).toBe(true);
    expect(proposesCancellation('{"home":1,"away":2}')).toBe(false);
    expect(proposesCancellation(null)).toBe(false);
    expect(proposesCancellation('broken')).toBe(false);
  });

  it('awaits approval only with a readable proposal', () => {
    expect(awaitsApproval('{"home":0,"away":0}')).toBe(true);
    expect(awaitsApproval('{"cancelled":true}')).toBe(true);
    expect(awaitsApproval('{"home":"a","away":0}')).toBe(false);
    expect(awaitsApproval(null)).toBe(false);
  });
});

describe('scoreOf', () => {
  it('is a score only when both sides have one', () => {
    expect(scoreOf(2, 0)).toEqual({ home: 2, away: 0 });
    expect(scoreOf(null, 0)).toBeNull();
    expect(scoreOf(2, null)).toBeNull();
    expect(scoreOf(null, null)).toBeNull();
  });
});
