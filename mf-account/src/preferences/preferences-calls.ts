import { call } from '@league/shared';
import { editAccount } from '@league/shared/contract';
import type { SessionInfo } from '@league/shared/schemas';
import type { AccountChanges } from './preferences-rules';

/** The server answers the new session. */
export async function saveAccount(changes: AccountChanges): Promise<SessionInfo> {
  return (await call(editAccount, { body: changes })).sessionInfo;
}
