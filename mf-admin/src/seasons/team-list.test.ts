import { readTeamList, teamListText } from './team-list';

const CURRENT = [
  { _id: 't1', name: 'Les Lions' },
  { _id: 't2', name: 'Les Tigres' },
];

describe('reading a list of teams', () => {
  it.each<[string, string, { name: string; division: string; pool: string; id?: string }[]]>([
    [
      'names alone, blank lines skipped',
      'Les Aigles\n\n  Les Ours  \n',
      [
        { name: 'Les Aigles', division: '', pool: '' },
        { name: 'Les Ours', division: '', pool: '' },
      ],
    ],
    [
      'semicolons',
      'Les Aigles ; A ; Est\nLes Ours;B',
      [
        { name: 'Les Aigles', division: 'A', pool: 'Est' },
        { name: 'Les Ours', division: 'B', pool: '' },
      ],
    ],
    [
      'tabs from a spreadsheet, its header and empty end columns',
      'Nom\tDivision\tPoule\nLes Aigles\tA\tEst\t\t\nLes Ours\tB\t',
      [
        { name: 'Les Aigles', division: 'A', pool: 'Est' },
        { name: 'Les Ours', division: 'B', pool: '' },
      ],
    ],
    [
      'commas, and quoted cells',
      '"Les Aigles",A,"Est"\nLes Ours,B',
      [
        { name: 'Les Aigles', division: 'A', pool: 'Est' },
        { name: 'Les Ours', division: 'B', pool: '' },
      ],
    ],
    [
      'a current team by its name, whatever the case',
      'LES LIONS ; A\nLes Aigles ; A',
      [
        { name: 'LES LIONS', division: 'A', pool: '', id: 't1' },
        { name: 'Les Aigles', division: 'A', pool: '' },
      ],
    ],
  ])('reads %s', (_, text, expected) => {
    const list = readTeamList(text, CURRENT);
    expect(list.problems).toEqual([]);
    expect(list.teams.map(({ line: _line, ...team }) => team)).toEqual(expected);
  });

  it('says each problem in French with its line, in the order of the lines', () => {
    const text = [
      'Les Aigles ; A',
      ' ; B',
      'Les aigles ; B',
      `${'x'.repeat(101)} ; A`,
      'Les Ours ; A ; Est ; Nord',
      'Les Ours ; A ; ' + 'p'.repeat(101),
    ].join('\n');
    expect(readTeamList(text, CURRENT).problems).toEqual([
      'Ligne 2\u202f: Le nom de l’équipe ne peut être vide',
      'Ligne 3\u202f: L’équipe «\u202fLes aigles\u202f» est déjà dans la liste (ligne 1)',
      'Ligne 4\u202f: nom trop long (100 caractères au plus)',
      'Ligne 5\u202f: 4 colonnes, 3 au plus (Nom\u202f; Division\u202f; Poule)',
      'Ligne 6\u202f: poule trop long (100 caractères au plus)',
    ]);
  });

  it('writes the current teams as a list it reads back', () => {
    const teams = [
      { name: 'Les Lions', division: 'A', pool: 'Est' },
      { name: 'Les Tigres', division: 'A', pool: '' },
      { name: 'Les Ours', division: '', pool: '' },
    ];
    const text = teamListText(teams);
    expect(text).toBe('Les Lions\u202f; A\u202f; Est\nLes Tigres\u202f; A\nLes Ours');
    expect(readTeamList(text, CURRENT).teams.map(({ name, division, pool }) => ({ name, division, pool }))).toEqual(
      teams,
    );
  });
});
