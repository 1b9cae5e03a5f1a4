import { NNBSP } from '../french-text';
import { beforeTeam, HEAD_TO_HEAD_SKIPPED, tieBreakSentence } from './tie-break-words';
import type { TieBreak, TieBreakCriterion } from './types';

const LOUPS = 'Les Loups de Saint-Laurent';
const reason = (criterion: TieBreakCriterion, values: [number, number], over = LOUPS): TieBreak => ({
  criterion,
  over,
  values,
});

describe('tieBreakSentence', () => {
  it.each<[TieBreak, string]>([
    [reason('headToHead', [3, 1]), 'Devant les Loups de Saint-Laurent : 3 points contre 1 dans leurs matchs'],
    [reason('headToHead', [1, 0]), 'Devant les Loups de Saint-Laurent : 1 point contre 0 dans leurs matchs'],
    [reason('headToHead', [-1, -2]), 'Devant les Loups de Saint-Laurent : -1 point contre -2 dans leurs matchs'],
    [reason('headToHead', [-2, -3]), 'Devant les Loups de Saint-Laurent : -2 points contre -3 dans leurs matchs'],
    [reason('wins', [7, 6]), 'Devant les Loups de Saint-Laurent : 7 victoires contre 6'],
    [reason('wins', [1, 0]), 'Devant les Loups de Saint-Laurent : 1 victoire contre 0'],
    [reason('points', [12, 10]), 'Devant les Loups de Saint-Laurent : 12 points contre 10'],
    [reason('runDifferential', [12, 5]), 'Devant les Loups de Saint-Laurent : différentiel +12 contre +5'],
    [reason('runDifferential', [0, -4]), 'Devant les Loups de Saint-Laurent : différentiel 0 contre -4'],
    [reason('runsAllowed', [31, 40]), 'Devant les Loups de Saint-Laurent : 31 points accordés contre 40'],
    [reason('runsAllowed', [1, 2]), 'Devant les Loups de Saint-Laurent : 1 point accordé contre 2'],
    [reason('runsFor', [58, 51]), 'Devant les Loups de Saint-Laurent : 58 points marqués contre 51'],
    [reason('runsFor', [1, 0]), 'Devant les Loups de Saint-Laurent : 1 point marqué contre 0'],
    [reason('runsFor', [2, 1]), 'Devant les Loups de Saint-Laurent : 2 points marqués contre 1'],
    [reason('runsAllowed', [2, 3]), 'Devant les Loups de Saint-Laurent : 2 points accordés contre 3'],
    [reason('winPercentage', [0.7, 0.65]), 'Devant les Loups de Saint-Laurent : 70,0 % de victoires contre 65,0 %'],
    [reason('winPercentage', [1, 0.333]), 'Devant les Loups de Saint-Laurent : 100,0 % de victoires contre 33,3 %'],
    [reason('adminDecision', [1, 2]), 'Devant les Loups de Saint-Laurent : décision de la ligue'],
  ])('%o', (tieBreak, expected) => {
    expect(tieBreakSentence(tieBreak)).toBe(expected.replace(/ ([:%])/g, `${NNBSP}$1`));
  });

  it('says when head-to-head was skipped', () => {
    const skipped: TieBreak = { ...reason('runDifferential', [9, 1], 'Castors'), skipped: ['headToHead'] };
    expect(tieBreakSentence(skipped)).toBe(
      `Devant Castors${NNBSP}: différentiel +9 contre +1 (confrontations directes non comparables${NNBSP}: nombre de matchs inégal)`,
    );
    expect(HEAD_TO_HEAD_SKIPPED).toContain(`comparables${NNBSP}:`);
    expect(tieBreakSentence({ ...skipped, skipped: [] })).toBe(`Devant Castors${NNBSP}: différentiel +9 contre +1`);
  });
});

describe('beforeTeam', () => {
  it.each([
    ['Les Loups', 'Devant les Loups'],
    ['Le Rocher', 'Devant le Rocher'],
    ['La Meute', 'Devant la Meute'],
    ['L’Élan', 'Devant l’Élan'],
    ["L'Élan", "Devant l'Élan"],
    ['Lesage', 'Devant Lesage'],
    ['Lions', 'Devant Lions'],
    ['Laval', 'Devant Laval'],
    ['Castors Les Rapides', 'Devant Castors Les Rapides'],
    ['Club L’Étoile', 'Devant Club L’Étoile'],
  ])('%s', (team, expected) => {
    expect(beforeTeam(team)).toBe(expected);
  });
});
