import { JOIN_YEAR_PROBLEM, joinYearProblem } from './join-year';

describe('joinYearProblem', () => {
  it.each(['', '  ', '2020', ' 2020 ', '1900', '2100'])('takes %j', (join) => {
    expect(joinYearProblem(join)).toBeNull();
  });

  it.each(['1899', '2101', '3050', 'abc', '20', '202a', '٢٠٢٠', '2020.0'])(
    'refuses %j, saying what it takes',
    (join) => {
      expect(joinYearProblem(join)).toBe(JOIN_YEAR_PROBLEM);
    },
  );

  it('says the rule in French', () => {
    expect(JOIN_YEAR_PROBLEM).toBe('Année invalide (quatre chiffres, de 1900 à 2100)');
  });
});
