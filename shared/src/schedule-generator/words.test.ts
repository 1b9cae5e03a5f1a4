import { counted, GENERATOR_MESSAGES, periodLabel, weekdayName, WEEKDAY_NAMES } from './words';

describe('the generator’s words', () => {
  it.each([
    ['2027-05-03', '2027-08-27', 'du 3 mai au 27 août 2027'],
    ['2027-05-03', '2027-05-03', 'du 3 mai au 3 mai 2027'],
    ['2026-12-01', '2027-01-20', 'du 1 décembre 2026 au 20 janvier 2027'],
  ])('says the period %s – %s « %s »', (from, to, said) => {
    expect(periodLabel(from, to)).toBe(said);
  });

  it('names the ISO weekdays, Monday first', () => {
    expect(WEEKDAY_NAMES).toHaveLength(7);
    expect([weekdayName(1), weekdayName(2), weekdayName(7)]).toEqual(['lundi', 'mardi', 'dimanche']);
    expect(weekdayName(8)).toBe('8');
  });

  it('counts in French, singular for one', () => {
    expect([counted(0, 'match', 'matchs'), counted(1, 'match', 'matchs'), counted(2, 'match', 'matchs')]).toEqual([
      '0 match',
      '1 match',
      '2 matchs',
    ]);
  });

  it('says how many matches the period holds, and how many a request would make', () => {
    expect(GENERATOR_MESSAGES.existing(1, '2027-05-03', '2027-08-27')).toBe(
      'La période du 3 mai au 27 août 2027 compte déjà 1 match\u202f: dites s’il faut les remplacer ("replace") ou les garder et ajouter les nouveaux ("add")',
    );
    expect(GENERATOR_MESSAGES.tooManyMatches(2100)).toBe(
      '2100 matchs à générer\u202f: 2000 au plus par demande (moins de rencontres ou des poules plus petites)',
    );
    expect(GENERATOR_MESSAGES.unknownField('f9')).toBe('Terrain inconnu\u202f: f9');
    expect(GENERATOR_MESSAGES.unknownTeam('Les Fantômes')).toBe('Équipe inconnue\u202f: Les Fantômes');
  });
});
