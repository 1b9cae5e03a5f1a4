import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database';
import { hashPassword } from './password';

/**
 * ADMIN_EMAIL + ADMIN_PASSWORD at start create the administrator, or reset that account's password and role,
 * so that a real league can be set up from an empty database.
 */
export async function ensureAdmin(db: Db, email: string, password: string): Promise<'created' | 'reset'> {
  const normalized = email.trim().toLowerCase();
  const passwordHash = await hashPassword(password);
  const existing = await db.selectFrom('users').select('id').where('email', '=', normalized).executeTakeFirst();
  if (existing) {
    await db
      .updateTable('users')
      .set({ password_hash: passwordHash, role: 'admin', must_reset_password: 0 })
      .where('id', '=', existing.id)
      .execute();
    return 'reset';
  }
  await db
    .insertInto('users')
    .values({
      id: randomUUID(),
      email: normalized,
      name: 'Administrateur',
      password_hash: passwordHash,
      role: 'admin',
      gender: null,
      created_at: new Date().toISOString(),
    })
    .execute();
  return 'created';
}
