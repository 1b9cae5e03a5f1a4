import type { Db } from '../db/database';
import { Conflict } from '../league/domain-errors';
import { findAccountRequestByEmail } from './account-requests-repository';
import { emailTakenByUser } from './users-repository';

/** An e-mail can belong to one user or one pending request only (administrators may be told which). */
export async function assertEmailFree(db: Db, email: string, exceptUserId?: string): Promise<void> {
  const [user, request] = await Promise.all([
    emailTakenByUser(db, email, exceptUserId),
    findAccountRequestByEmail(db, email),
  ]);
  if (user || request) throw new Conflict(`Un compte ou une demande existe déjà pour ${email}`);
}
