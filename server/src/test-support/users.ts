import type { Db } from '../db/database';

/** A plain user row for tests that need one to hang sessions, tokens or teams on. */
export async function insertUser(db: Db, id = 'u1', role: 'basic' | 'captain' | 'admin' | 'dev' = 'basic') {
  await db
    .insertInto('users')
    .values({
      id,
      email: `${id}@ligue.ca`,
      name: id,
      password_hash: null,
      role,
      gender: null,
      created_at: '2026-01-01T00:00:00Z',
    })
    .execute();
}
