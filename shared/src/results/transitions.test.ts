import {
  nextResultState,
  RESULT_STATE_REFUSALS,
  resultStateOf,
  type ResultEvent,
  type ResultOutcome,
  type ResultState,
} from './transitions';

describe('the score proposal state machine', () => {
  const table: [ResultState, ResultEvent, ResultOutcome, ResultState | null][] = [
    ['scheduled', 'propose', 'played', 'proposed'],
    ['scheduled', 'propose', 'cancelled', 'proposed'],
    ['scheduled', 'propose', 'scheduled', null],
    ['proposed', 'propose', 'played', 'proposed'],
    ['played', 'propose', 'played', null],
    ['cancelled', 'propose', 'played', null],
    ['proposed', 'approve', 'played', 'played'],
    ['proposed', 'approve', 'cancelled', 'cancelled'],
    ['proposed', 'approve', 'scheduled', null],
    ['scheduled', 'approve', 'played', null],
    ['played', 'approve', 'played', null],
    ['cancelled', 'approve', 'cancelled', null],
    ['proposed', 'refuse', 'played', 'scheduled'],
    ['scheduled', 'refuse', 'played', null],
    ['played', 'refuse', 'played', null],
    ['scheduled', 'edit', 'played', 'played'],
    ['proposed', 'edit', 'cancelled', 'cancelled'],
    ['played', 'edit', 'scheduled', 'scheduled'],
    ['cancelled', 'edit', 'played', 'played'],
  ];
  it.each(table)('from %s, %s (%s) leads to %s', (state, event, outcome, expected) => {
    expect(nextResultState(state, event, outcome)).toBe(expected);
  });

  it.each([
    [{ status: 'scheduled', pending: false }, 'scheduled'],
    [{ status: 'scheduled', pending: true }, 'proposed'],
    [{ status: 'played', pending: false }, 'played'],
    [{ status: 'cancelled', pending: false }, 'cancelled'],
  ] as const)('a stored match %j is %s', (match, state) => {
    expect(resultStateOf(match)).toBe(state);
  });
});

describe('the refusals of the state machine', () => {
  it('tells in French why a proposal or a decision comes too late', () => {
    expect(RESULT_STATE_REFUSALS).toEqual({
      propose: 'Ce match a déjà un résultat approuvé\u202f; seul un administrateur peut le modifier',
      approve: "Ce match n'a aucun résultat en attente d'approbation",
      refuse: "Ce match n'a aucun résultat en attente d'approbation",
    });
  });
});
