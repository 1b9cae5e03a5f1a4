import { allows, wishRules } from './wish-rules';

const pools = [
  { division: 'A', pool: 'Est', teams: ['lions', 'tigres'] },
  { division: 'A', pool: 'Ouest', teams: ['ours', 'loups'] },
];
const tuesday = (field: string) => ({ day: '2027-05-04', time: '18:30', field });
const thursday = (field: string) => ({ day: '2027-05-06', time: '18:30', field });

describe('wishRules', () => {
  it('lets every match on every slot without wishes', () => {
    const rules = wishRules(pools);
    expect(rules.any).toBe(false);
    expect(rules.fits({ home: 'lions', away: 'ours' }, tuesday('jarry'))).toBe(true);
  });

  it('keeps a team off the weekdays it cannot play, home or away', () => {
    const rules = wishRules(pools, {
      teamDays: [
        { team: 'tigres', weekdays: [2] },
        { team: 'tigres', weekdays: [5] },
      ],
    });
    expect(rules.any).toBe(true);
    expect(rules.fits({ home: 'tigres', away: 'lions' }, tuesday('jarry'))).toBe(false);
    expect(rules.fits({ home: 'lions', away: 'tigres' }, tuesday('jarry'))).toBe(false);
    expect(rules.fits({ home: 'lions', away: 'tigres' }, thursday('jarry'))).toBe(true);
    expect(rules.fits({ home: 'lions', away: 'tigres' }, { ...thursday('jarry'), day: '2027-05-07' })).toBe(false);
    expect(rules.fits({ home: 'lions', away: 'ours' }, tuesday('jarry'))).toBe(true);
  });

  it("plays a pool's home matches on its own fields, its away matches where the home team's pool plays", () => {
    const rules = wishRules(pools, { poolFields: [{ division: 'A', pool: 'Est', fields: ['jarry'] }] });
    expect(rules.any).toBe(true);
    expect(rules.fits({ home: 'lions', away: 'tigres' }, tuesday('jarry'))).toBe(true);
    expect(rules.fits({ home: 'lions', away: 'tigres' }, tuesday('centre'))).toBe(false);
    expect(rules.fits({ home: 'ours', away: 'lions' }, tuesday('centre'))).toBe(true);
  });

  it('works out once per match the weekdays (as bits) and the fields it may have', () => {
    const rules = wishRules(pools, {
      teamDays: [{ team: 'tigres', weekdays: [2, 7] }],
      poolFields: [{ division: 'A', pool: 'Est', fields: ['jarry'] }],
    });
    expect(rules.allowed({ home: 'lions', away: 'tigres' })).toEqual({
      weekdays: 0b0111_1010,
      fields: new Set(['jarry']),
    });
    expect(rules.allowed({ home: 'ours', away: 'loups' })).toEqual({ weekdays: 0b1111_1110, fields: null });
    expect(allows(rules.allowed({ home: 'ours', away: 'tigres' }), 7, 'centre')).toBe(false);
    expect(allows(rules.allowed({ home: 'ours', away: 'tigres' }), 1, 'centre')).toBe(true);
  });

  it('tells a pool by its division too', () => {
    const rules = wishRules(pools, { poolFields: [{ division: 'B', pool: 'Est', fields: ['jarry'] }] });
    expect(rules.fits({ home: 'lions', away: 'tigres' }, tuesday('centre'))).toBe(true);
  });
});
