import { divisionTitle, frenchOrdinal, groupLabel, hasPool, poolTitle, seedLabel } from './group-words';

describe('the words of the league groups', () => {
  it('names a group as the standings do', () => {
    expect(groupLabel('A', 'Est')).toBe('Division A, poule Est');
    expect(groupLabel('B', '')).toBe('Division B');
    expect(groupLabel('B', 'N/A')).toBe('Division B');
    expect(groupLabel(' ', '')).toBe('Sans division');
  });

  it('tells a pool from the placeholders of none', () => {
    expect([hasPool('Est'), hasPool(''), hasPool(' N/A ')]).toEqual([true, false, false]);
    expect([poolTitle('Est'), poolTitle('N/A')]).toEqual(['Poule Est', 'Poule unique']);
    expect(divisionTitle('A')).toBe('Division A');
  });

  it('says a seed in words, with the French ordinal', () => {
    expect([frenchOrdinal(1), frenchOrdinal(2)]).toEqual(['1er', '2e']);
    expect(seedLabel('A', 'Est', 1)).toBe('Division A, poule Est, 1er');
    expect(seedLabel('B', '', 3)).toBe('Division B, 3e');
  });
});
