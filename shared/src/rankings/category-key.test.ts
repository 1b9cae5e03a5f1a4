import { categoryKey, compareCategoryKeys, parseCategoryKey } from './category-key';
import type { CategoryParts } from './category-key';

describe('categoryKey', () => {
  it.each<[CategoryParts, string]>([
    [{ division: 'A', pool: 'Est' }, 'A|Est'],
    [{ division: 'A', pool: 'Est', rank: 2 }, 'A|Est|2'],
    [{ division: 'A', pool: '' }, 'A|'],
    [{ division: 'A', pool: '', rank: 3 }, 'A||3'],
    [{ division: 'Élite', pool: 'N/A' }, 'Élite|N/A'],
  ])('joins %o into %s and parses it back', (parts, key) => {
    expect(categoryKey(parts.division, parts.pool, parts.rank)).toBe(key);
    expect(parseCategoryKey(key)).toEqual(parts);
  });

  it.each(['A|Est', 'A|Est|12', 'A|', '|'])('round-trips %s through parse then join', (key) => {
    const { division, pool, rank } = parseCategoryKey(key);
    expect(categoryKey(division, pool, rank)).toBe(key);
  });

  it.each(['A', 'A|Est|1|2', 'A|Est|x', 'A|Est|', 'A|Est|-1', 'A|Est|2x', 'A|Est|x2'])(
    'rejects the malformed key %s',
    (key) => {
      expect(() => parseCategoryKey(key)).toThrow('Invalid category key ' + key);
    },
  );
});

describe('compareCategoryKeys', () => {
  it('orders by division, then pool, then rank as a number, in French collation', () => {
    const keys = ['F|Est', 'A|Ouest', 'A|Est|10', 'Élite|Nord', 'A|Est', 'A|Est|2'];
    expect([...keys].sort(compareCategoryKeys)).toEqual([
      'A|Est',
      'A|Est|2',
      'A|Est|10',
      'A|Ouest',
      'Élite|Nord',
      'F|Est',
    ]);
  });
});
