import { SPONSOR_TIERS, sortSponsors, sponsorsByTier, sponsorTierLabel, sponsorTierRank } from './tiers';

const sponsor = (name: string, sponsorType: string) => ({ name, sponsorType }) as { name: string; sponsorType: '' };

describe('sponsor tiers', () => {
  it('are the tiers, best first', () => {
    expect([...SPONSOR_TIERS]).toEqual(['Platinum', 'Gold', 'Silver', 'Bronze', '']);
  });

  it.each([
    ['Platinum', 0, 'Platine'],
    ['Gold', 1, 'Or'],
    ['Silver', 2, 'Argent'],
    ['Bronze', 3, 'Bronze'],
    ['', 4, 'Aucun'],
    ['Diamond', 4, 'Aucun'],
  ])('%j sorts at %i and reads %j', (tier, rank, label) => {
    expect(sponsorTierRank(tier)).toBe(rank);
    expect(sponsorTierLabel(tier)).toBe(label);
  });

  it('sorts by tier, then by name ignoring accents and case', () => {
    const sorted = sortSponsors([
      sponsor('Zinc', ''),
      sponsor('Épicerie', 'Bronze'),
      sponsor('boulangerie', 'Bronze'),
      sponsor('Zeste', 'Platinum'),
      sponsor('Fromagerie', 'Gold'),
      sponsor('Caisse', 'Silver'),
    ]);
    expect(sorted.map((s) => s.name)).toEqual(['Zeste', 'Fromagerie', 'Caisse', 'boulangerie', 'Épicerie', 'Zinc']);
  });

  it('groups only the tiers that have sponsors, in order, with their French labels', () => {
    const groups = sponsorsByTier([
      sponsor('B', ''),
      sponsor('A', 'Gold'),
      sponsor('C', 'Gold'),
      sponsor('D', 'Mystère'),
    ]);
    expect(groups.map((g) => [g.label, g.sponsors.map((s) => s.name)])).toEqual([
      ['Or', ['A', 'C']],
      ['Aucun', ['B', 'D']],
    ]);
  });

  it('gives no group for no sponsors', () => {
    expect(sponsorsByTier([])).toEqual([]);
  });
});
