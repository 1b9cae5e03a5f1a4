/** The four demo accounts: one per role, with known e-mails. */
import type { Insertable } from 'kysely';
import { hashPassword } from '../accounts/password';
import type { UsersTable } from '../db/schema';

export type DemoAccount = 'dev' | 'admin' | 'captain' | 'member';

export const DEMO_ACCOUNTS: readonly DemoAccount[] = ['dev', 'admin', 'captain', 'member'];

export const DEMO_EMAILS: Record<DemoAccount, string> = {
  dev: 'dev@ligue.test',
  admin: 'admin@ligue.test',
  captain: 'capitaine@ligue.test',
  member: 'membre@ligue.test',
};

export const DEMO_ROLES: Record<DemoAccount, UsersTable['role']> = {
  dev: 'dev',
  admin: 'admin',
  captain: 'captain',
  member: 'basic',
};

export const DEMO_USER_IDS: Record<DemoAccount, string> = {
  dev: 'user-dev',
  admin: 'user-admin',
  captain: 'user-captain',
  member: 'user-member',
};

const PROFILES: Record<DemoAccount, { name: string; gender: 'H' | 'F' | null }> = {
  dev: { name: 'Alex Gagnon', gender: null },
  admin: { name: 'Marie-Claude Roy', gender: 'F' },
  captain: { name: 'Jean-François Bélanger', gender: 'H' },
  member: { name: 'Sophie Lavoie', gender: 'F' },
};

/** The users rows, each password hashed with scrypt. */
export async function demoUserRows(
  passwords: Record<DemoAccount, string>,
  createdAt: string,
): Promise<Insertable<UsersTable>[]> {
  return Promise.all(
    DEMO_ACCOUNTS.map(async (account) => ({
      id: DEMO_USER_IDS[account],
      email: DEMO_EMAILS[account],
      name: PROFILES[account].name,
      password_hash: await hashPassword(passwords[account]),
      role: DEMO_ROLES[account],
      gender: PROFILES[account].gender,
      must_reset_password: 0,
      created_at: createdAt,
    })),
  );
}
