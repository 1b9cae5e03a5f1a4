import { paths, SETTING_DEFAULTS } from '@league/shared';
import { SETUP_STEPS, type SetupChecklist, type SetupStepKey } from '@league/shared/schemas';
import type { RouteDeps } from '../league/route-deps';
import { readSettings } from '../league/settings';
import { leagueHasOwnLogo } from './league-logo';
import { currentSeasonCounts, homeDescriptions } from './setup-repository';

/** Text a league wrote in a home text, once its tags and blanks are set aside (`<p></p>` is nothing). */
const hasText = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;/g, ' ')
    .trim() !== '';

/**
 * A new league's checklist, step by step (docs/decisions/browser-and-ui.md « A new league's checklist is computed by
 * the server and shown by the shell on Home and in the admin area »): each step is done once its data is there, so
 * the list empties itself as the administrators work.
 */
export async function setupChecklist({ db, config }: Pick<RouteDeps, 'db' | 'config'>): Promise<SetupChecklist> {
  const [settings, counts, descriptions] = await Promise.all([
    readSettings(db),
    currentSeasonCounts(db),
    homeDescriptions(db),
  ]);
  const done: Record<SetupStepKey, boolean> = {
    leagueName: settings.leagueName !== SETTING_DEFAULTS.leagueName,
    logo: await leagueHasOwnLogo({ db, config }, settings.leagueName),
    // Home welcomes visitors while it has neither description (mf-public/src/home)
    homeTexts: descriptions.some(hasText),
    fields: counts.fields >= 1,
    teams: counts.teams >= 2,
    schedule: counts.matches >= 1,
  };
  return {
    items: SETUP_STEPS.map((step) => ({
      key: step.key,
      label: step.label,
      href: step.tab === null ? null : paths.adminTab(step.tab),
      hint: 'hint' in step ? step.hint : null,
      done: done[step.key],
    })),
  };
}
