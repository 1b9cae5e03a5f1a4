import { ROLE_LABELS } from '@league/shared';
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database';
import { runWrite } from '../league/write';
import { findUserByEmail, insertUser, updateUser } from './users-repository';
import { hashPassword } from './password';

/**
 * ADMIN_EMAIL + ADMIN_PASSWORD at start create the administrator, or reset that account's password and role,
 * so that a real league can be set up from an empty database. Logged like any change, by nobody.
 */
export async function ensureAdmin(db: Db, email: string, password: string): Promise<'created' | 'reset'> {
  const normalized = email.trim().toLowerCase();
  const passwordHash = await hashPassword(password);
  const existing = await findUserByEmail(db, normalized);
  if (existing) {
    const detail = 'Administrateur rétabli au démarrage (ADMIN_EMAIL)';
    await runWrite({ db }, null, { action: 'update', entity: 'user', id: existing.id, detail }, ({ trx }) =>
      updateUser(trx, existing.id, { password_hash: passwordHash, role: 'admin', must_reset_password: 0 }),
    );
    return 'reset';
  }
  const id = randomUUID();
  const detail = 'Administrateur créé au démarrage (ADMIN_EMAIL)';
  await runWrite({ db }, null, { action: 'create', entity: 'user', id, detail }, ({ trx }) =>
    insertUser(trx, {
      id,
      email: normalized,
      name: ROLE_LABELS.admin,
      password_hash: passwordHash,
      role: 'admin',
      gender: null,
      created_at: new Date().toISOString(),
    }),
  );
  return 'created';
}
