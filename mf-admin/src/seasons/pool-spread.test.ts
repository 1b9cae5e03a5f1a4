import { poolNames, spreadIntoPools, standingsOrder } from './pool-spread';

const team = (name: string, division = 'A', pool = '') => ({ name, division, pool });
const poolsOf = (teams: { name: string; pool: string }[]) =>
  Object.fromEntries(teams.map((one) => [one.name, one.pool]));

describe('dealing teams into pools', () => {
  it.each<[string, string[], number, string[]]>([
    ['one pool is no pool', ['Est', 'Ouest'], 1, ['']],
    ['the division keeps its own names when it has as many', ['Ouest', 'Est', 'Est', ''], 2, ['Est', 'Ouest']],
    ['numbers otherwise', ['Est', 'Ouest'], 3, ['1', '2', '3']],
  ])('names the pools: %s', (_, inUse, count, expected) => {
    expect(poolNames(inUse, count)).toEqual(expected);
  });

  it('deals by last season’s standings in a serpentine, unranked teams last in alphabetical order', () => {
    const standings = standingsOrder([
      {
        rows: [
          { team: 'Les Lions', rank: 1, points: 20 },
          { team: 'Les Ours', rank: 2, points: 12 },
        ],
      },
      {
        rows: [
          { team: 'Les Aigles', rank: 1, points: 18 },
          { team: 'Les Loups', rank: 2, points: 14 },
        ],
      },
    ]);
    const teams = ['Les Zèbres', 'Les Ours', 'Les Aigles', 'Les Loups', 'Les Lions', 'Les Castors'].map((name) =>
      team(name),
    );
    const spread = spreadIntoPools(teams, 2, standings);
    // Lions 1st → 1, Aigles 2nd → 2, Loups 3rd → 2, Ours 4th → 1, then Castors → 1, Zèbres → 2
    expect(poolsOf(spread)).toEqual({
      'Les Lions': '1',
      'Les Aigles': '2',
      'Les Loups': '2',
      'Les Ours': '1',
      'Les Castors': '1',
      'Les Zèbres': '2',
    });
    expect(spread.map((one) => one.name)).toEqual(teams.map((one) => one.name)); // the rows keep their order
  });

  it('deals alphabetically in consecutive blocks, each division apart, sizes within one', () => {
    const teams = [
      team('Les Ours'),
      team('Les Aigles'),
      team('Les Lions'),
      team('Les Castors'),
      team('Les Bisons'),
      team('Les Hiboux', 'B', 'Est'),
      team('Les Faucons', 'B', 'Ouest'),
    ];
    expect(poolsOf(spreadIntoPools(teams, 2, null))).toEqual({
      'Les Aigles': '1',
      'Les Bisons': '1',
      'Les Castors': '1',
      'Les Lions': '2',
      'Les Ours': '2',
      'Les Faucons': 'Est',
      'Les Hiboux': 'Ouest',
    });
  });
});
