import { createTestDatabase, ENGINES } from '../test-support/databases';
import { isUniqueViolation } from './unique-violation';

describe.each(ENGINES)('a unique index refusal on %s', (engine) => {
  it('is recognised, and other failures are not', async () => {
    const test = await createTestDatabase(engine);
    try {
      const field = { id: 'f1', name: 'Parc Jarry', type: 'outdoor' as const };
      await test.db.insertInto('fields').values(field).execute();
      const twin = await test.db
        .insertInto('fields')
        .values(field)
        .execute()
        .catch((error: unknown) => error);
      expect(isUniqueViolation(twin)).toBe(true);
      const missing = await test.db
        .insertInto('fields')
        .values({ ...field, id: 'f2', name: null as unknown as string })
        .execute()
        .catch((error: unknown) => error);
      expect(missing).toHaveProperty('message'); // refused, for another reason (no name)
      expect(isUniqueViolation(missing)).toBe(false);
      expect(isUniqueViolation(new Error('réseau'))).toBe(false);
    } finally {
      await test.drop();
    }
  });
});
