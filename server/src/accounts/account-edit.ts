import { hasAdminStatus, messages } from '@league/shared';
import type { AccountEditBody } from '@league/shared/schemas';
import type { Db } from '../db/database';
import { HttpError } from '../http/errors';
import { assertEmailFree, setUserTeams, teamIdsByName } from '../users/users-repository';
import type { Account } from './current-account';
import { hashPassword } from './password';

/**
 * POST /api/myaccount/edit: one's own name, e-mail, password and the ordered favourite and captained teams
 * (first = main). A captain may reorder the teams they captain, not add one; a pending reset needs a password.
 */
export async function editOwnAccount(db: Db, account: Account, body: AccountEditBody): Promise<void> {
  if (account.mustResetPassword && !body.password) throw new HttpError(400, messages.passwordResetRequired);
  await db.transaction().execute(async (trx) => {
    if (body.username) await assertEmailFree(trx, body.username, account.id);
    const changes = {
      ...(body.username ? { email: body.username } : {}),
      ...(body.name ? { name: body.name } : {}),
      ...(body.password ? { password_hash: await hashPassword(body.password), must_reset_password: 0 } : {}),
    };
    if (Object.keys(changes).length > 0)
      await trx.updateTable('users').set(changes).where('id', '=', account.id).execute();
    if (body.favoriteTeams)
      await setUserTeams(trx, account.id, 'favourite', await teamIdsByName(trx, body.favoriteTeams));
    if (body.captainTeams) {
      const ids = await teamIdsByName(trx, body.captainTeams);
      const added = ids.filter((id) => !account.captainTeamIds.includes(id));
      if (added.length > 0 && !hasAdminStatus(account.role)) {
        throw new HttpError(403, 'Vous ne pouvez réordonner que les équipes dont vous êtes capitaine');
      }
      await setUserTeams(trx, account.id, 'captain', ids);
    }
  });
}
