import {
  byDivision,
  categoryOf,
  categoryTitle,
  frenchOrdinal,
  groupByCategory,
  seedLabel,
  seedOfRowName,
} from './category-labels';

describe('category titles', () => {
  it.each([
    ['A|Est', 'Division A · Poule Est'],
    ['A|', 'Division A'],
    ['A|N/A', 'Division A'],
    ['|', 'Sans division'],
    ['Série A', 'Série A'],
    ['A|Est|1', 'A|Est|1'],
  ])('%s reads « %s »', (key, title) => {
    expect(categoryTitle(key)).toBe(title);
  });

  it.each([
    ['A', 'Est', 'A|Est'],
    ['A', '', 'A|'],
    ['A', 'N/A', 'A|'],
    ['B', '  ', 'B|'],
  ])('files division %s, pool %p under %s', (division, pool, key) => {
    expect(categoryOf(division, pool)).toBe(key);
  });
});

describe('seed labels', () => {
  it.each([
    [1, '1er'],
    [2, '2e'],
    [3, '3e'],
    [11, '11e'],
  ])('rank %i is the %s', (rank, ordinal) => {
    expect(frenchOrdinal(rank)).toBe(ordinal);
  });

  it.each([
    ['A', 'Est', 1, 'Division A, poule Est, 1er'],
    ['A', '1', 1, 'Division A, poule 1, 1er'],
    ['B', 'Ouest', 2, 'Division B, poule Ouest, 2e'],
    ['A', '', 3, 'Division A, 3e'],
    ['A', 'N/A', 2, 'Division A, 2e'],
  ])('division %s, pool %p, rank %i reads « %s »', (division, pool, rank, label) => {
    expect(seedLabel(division, pool, rank)).toBe(label);
  });

  it.each([
    ['A|Est|1', 'Division A, poule Est, 1er'],
    ['B||2', 'Division B, 2e'],
    ['Les Lions', null],
    ['A|Est', null],
    ['A|Est|x', null],
  ])('a series standings row named %p is the seed %p', (name, seed) => {
    expect(seedOfRowName(name)).toBe(seed);
  });
});

describe('grouping by category', () => {
  const teams = [
    { name: 'Ours', key: 'B|Ouest' },
    { name: 'Lions', key: 'A|Ouest' },
    { name: 'Castors', key: 'A|Est' },
    { name: 'Hiboux', key: 'B|Est' },
    { name: 'Loups', key: 'A|Est' },
  ];

  it('orders groups by division then pool, keeping each group’s items in their order', () => {
    const groups = groupByCategory(teams, (team) => team.key);
    expect(groups.map((group) => [group.category, group.items.map((team) => team.name)])).toEqual([
      ['A|Est', ['Castors', 'Loups']],
      ['A|Ouest', ['Lions']],
      ['B|Est', ['Hiboux']],
      ['B|Ouest', ['Ours']],
    ]);
  });

  it('splits groups by division for a section (and a printed page) each', () => {
    const divisions = byDivision(groupByCategory(teams, (team) => team.key));
    expect(divisions.map((division) => [division.division, division.groups.map((group) => group.category)])).toEqual([
      ['A', ['A|Est', 'A|Ouest']],
      ['B', ['B|Est', 'B|Ouest']],
    ]);
  });

  it('keeps keys of another shape without throwing', () => {
    expect(
      groupByCategory([{ key: 'Série B' }, { key: 'Série A' }], (item) => item.key).map((g) => g.category),
    ).toEqual(['Série A', 'Série B']);
  });
});
