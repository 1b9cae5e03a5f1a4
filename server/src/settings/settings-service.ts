import type { Settings } from '@league/shared';
import type { SettingsUpdateBody } from '@league/shared/schemas';
import type { Account } from '../accounts/current-account';
import type { RouteDeps } from '../league/route-deps';
import { readSettings } from '../league/settings';
import { writeSettings } from '../league/settings-repository';
import { runWrite } from '../league/write';
import { CURRENT_SEASON_KEY } from '../db/schema';
import { Invalid } from '../league/domain-errors';
import { seasonTeams } from '../schedule/match-repository';
import { settingsChange } from './settings-change';
import { tieDecisionsError } from './tie-decisions';

/**
 * An administrator changes some of the application settings, each already checked by the registry's
 * schema; GET /config serves them from the next request on, and the standings follow new point rules (every
 * write moves the data version the cached reads are keyed by). The league's tie decisions name only teams of
 * the current season's groups.
 */
export async function updateSettings(
  deps: Pick<RouteDeps, 'db'>,
  actor: Account,
  body: SettingsUpdateBody,
): Promise<Settings> {
  if (body.tieDecisions) {
    const refusal = tieDecisionsError(body.tieDecisions, await seasonTeams(deps.db, CURRENT_SEASON_KEY));
    if (refusal) throw new Invalid(refusal);
  }
  const { values, detail } = settingsChange(body);
  await runWrite(deps, actor, { action: 'update', entity: 'settings', detail }, async ({ trx }) => {
    await writeSettings(trx, values);
  });
  return readSettings(deps.db);
}
