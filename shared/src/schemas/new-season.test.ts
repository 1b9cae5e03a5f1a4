import { earlierSameNames, newSeasonMessages, startSeasonSchema, teamNameKey } from './new-season';

/** The French reasons of a refused list, by place: 'teams.1.name: …'. */
function reasons(teams: unknown): string[] {
  const parsed = startSeasonSchema.safeParse({ teams });
  return parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('the new season schema', () => {
  it('reads a list: names and divisions trimmed, no pool or « N/A » as none, ids kept', () => {
    expect(
      startSeasonSchema.parse({
        teams: [
          { id: 'team-01', name: ' Les Lions ', division: ' A ', pool: 'Est' },
          { name: 'Les Tigres', division: 'A', pool: 'N/A' },
          { name: 'Les Ours', division: 'B' },
        ],
      }).teams,
    ).toEqual([
      { id: 'team-01', name: 'Les Lions', division: 'A', pool: 'Est' },
      { name: 'Les Tigres', division: 'A', pool: '' },
      { name: 'Les Ours', division: 'B', pool: '' },
    ]);
  });

  it.each<[string, unknown, string[]]>([
    ['no team', [], [`teams: ${newSeasonMessages.noTeams}`]],
    ['an empty name', [{ name: '  ', division: 'A' }], [`teams.0.name: ${newSeasonMessages.emptyName}`]],
    ['no division', [{ name: 'Les Lions', division: '' }], [`teams.0.division: ${newSeasonMessages.noDivision}`]],
    [
      'a name too long',
      [{ name: 'x'.repeat(101), division: 'A' }],
      [`teams.0.name: ${newSeasonMessages.tooLong(100)}`],
    ],
    [
      'the same name twice, whatever the case and spaces',
      [
        { name: 'Les Lions', division: 'A' },
        { name: 'Les Tigres', division: 'A' },
        { name: ' les lions', division: 'B' },
      ],
      [`teams.2.name: ${newSeasonMessages.duplicateName('les lions')}`],
    ],
    [
      'the same team twice',
      [
        { id: 't1', name: 'Les Lions', division: 'A' },
        { id: 't1', name: 'Les Tigres', division: 'A' },
      ],
      [`teams.1.id: ${newSeasonMessages.duplicateTeam}`],
    ],
    ['a bad id', [{ id: '../x', name: 'Les Lions', division: 'A' }], ['teams.0.id: Identifiant invalide']],
    [
      'too many teams',
      Array.from({ length: 201 }, (_, index) => ({ name: `Équipe ${index}`, division: 'A' })),
      [`teams: ${newSeasonMessages.tooManyTeams}`],
    ],
  ])('refuses %s, in French', (_, teams, expected) => {
    expect(reasons(teams)).toEqual(expected);
  });

  it('compares names as the same team whatever their case, spaces and Unicode form', () => {
    expect(teamNameKey('  Les ÉCUREUILS ')).toBe(teamNameKey('les e\u0301cureuils'));
    expect(earlierSameNames(['A', 'B', ' a', 'b', 'C'])).toEqual([-1, -1, 0, 1, -1]);
  });
});
