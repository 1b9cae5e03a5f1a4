import { NNBSP, ROLE_LABELS } from '@league/shared';
import type { RegisterBody } from '@league/shared/schemas';
import { randomUUID } from 'node:crypto';
import { findAccountRequestByEmail, insertAccountRequest } from '../accounts/account-requests-repository';
import { hashPassword } from '../accounts/password';
import { findUserByEmail } from '../accounts/users-repository';
import { isUniqueViolation } from '../db/unique-violation';
import { currentTeamIds } from '../league/team-names';
import { runWrite } from '../league/write';
import { leagueNameOf, mailQuietly } from '../mail/league-mail';
import { accountRequestMail, signUpExistingAccountMail } from '../mail/templates';
import { peopleOf, tell } from '../notices/notices';
import type { UsersDeps } from './users-service';

/**
 * Sign-up creates an account request, never an account, and tells every administrator.
 * The answer is the same whether or not the address already has an account or a request: an existing
 * account's owner is mailed instead, so sign-up reveals no more than the password reset does.
 */
export async function registerRequest(deps: UsersDeps, body: RegisterBody): Promise<void> {
  const passwordHash = await hashPassword(body.password); // in every case, so the time taken tells nothing
  await currentTeamIds(deps.db, body.teams);
  const owner = await findUserByEmail(deps.db, body.username);
  if (owner) return mailExistingOwner(deps, owner);
  const pending = await findAccountRequestByEmail(deps.db, body.username);
  if (pending) return noteRepeatedRequest(deps, pending.id);
  try {
    await createRequest(deps, body, passwordHash);
  } catch (error) {
    // a twin sent at the same moment got in first (one request per address, enforced by the database)
    const twin = isUniqueViolation(error) ? await findAccountRequestByEmail(deps.db, body.username) : undefined;
    if (!twin) throw error;
    await noteRepeatedRequest(deps, twin.id);
  }
}

function noteRepeatedRequest(deps: UsersDeps, requestId: string): Promise<void> {
  const detail = 'Inscription avec le courriel d’une demande en attente';
  return runWrite(deps, null, { action: 'request', entity: 'accountRequest', id: requestId, detail }, async () => {});
}

async function mailExistingOwner(deps: UsersDeps, owner: { id: string; name: string; email: string }) {
  const detail = 'Inscription avec le courriel d’un compte';
  await runWrite(deps, null, { action: 'request', entity: 'user', id: owner.id, detail }, async ({ afterCommit }) => {
    afterCommit(async () => {
      const { publicUrl } = deps.config;
      const mail = signUpExistingAccountMail({ leagueName: await leagueNameOf(deps), publicUrl, name: owner.name });
      await mailQuietly(deps, { to: owner.email, ...mail });
    });
  });
}

async function createRequest(deps: UsersDeps, body: RegisterBody, passwordHash: string) {
  const id = randomUUID();
  const change = {
    action: 'request',
    entity: 'accountRequest',
    id,
    detail: `Demande de compte de ${body.name}`,
  } as const;
  await runWrite(deps, null, change, async (scope) => {
    await insertAccountRequest(scope.trx, {
      id,
      email: body.username,
      name: body.name,
      password_hash: passwordHash,
      requested_role: body.role,
      requested_teams: JSON.stringify(body.teams),
      info: body.info,
      created_at: new Date().toISOString(),
    });
    const notice = `Nouvelle demande de compte${NNBSP}: ${body.name} (${body.username})`;
    const { name, teams, info } = body;
    await tell(deps, scope, await peopleOf(scope.trx, { admins: true }), notice, (league) =>
      accountRequestMail({ ...league, name, email: body.username, role: ROLE_LABELS[body.role], teams, info }),
    );
  });
}
