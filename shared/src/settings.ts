import { DEFAULT_MAX_RESERVATION_REQUESTS } from './constants';
import { DEFAULT_TIME_ZONE } from './dates';
import { DEFAULT_POINT_RULES, DEFAULT_TIE_BREAKERS, type PointRules, type TieBreakCriterion } from './rankings/types';

/**
 * The application configuration, key by key, with the value each key takes until an
 * administrator sets it. Each key's schema lives beside it in `schemas/settings.ts` (typed against these
 * values); this half carries no zod, so the browser's bundles can read the defaults without it.
 */
export const SETTING_DEFAULTS = {
  leagueName: 'Ligue',
  /** IANA time zone the league's dates are shown in */
  timeZone: DEFAULT_TIME_ZONE,
  pointRules: DEFAULT_POINT_RULES as PointRules,
  maxReservationRequests: DEFAULT_MAX_RESERVATION_REQUESTS,
  socialLinks: [] as { name: string; url: string }[],
  externalFieldLink: null as { url: string; name: string } | null,
  showJoinTeam: true,
  showSignUp: true,
  showJoinYear: false,
  /** hours between two automatic backups (0: none) */
  autoBackupHours: 24,
  /** how many automatic scheduled backups are kept */
  autoBackupsKept: 7,
  /** a result is final when both captains propose the same one; otherwise an administrator approves it */
  resultsByCaptainsAgreement: false,
  /** the order of the standings' criteria, points first by default (docs/product.md#standings) */
  tieBreakers: [...DEFAULT_TIE_BREAKERS] as TieBreakCriterion[],
  /** playoff places per group: the standings mark « Qualifiée » and « Éliminée » (0: not shown) */
  playoffPlaces: 0,
  /** per category key (division|pool), the team ids in the order the league decided a final tie */
  tieDecisions: {} as Record<string, string[]>,
};

export type Settings = typeof SETTING_DEFAULTS;
export type SettingKey = keyof Settings;

/** The settings the user interface reads (`uic` of GET /config). */
export const UI_SETTING_KEYS = [
  'leagueName',
  'externalFieldLink',
  'maxReservationRequests',
  'socialLinks',
  'showJoinTeam',
  'showSignUp',
  'showJoinYear',
  'timeZone',
] as const satisfies readonly SettingKey[];
export type UiSettingKey = (typeof UI_SETTING_KEYS)[number];

export function pickUiSettings(settings: Settings): Pick<Settings, UiSettingKey> {
  return Object.fromEntries(UI_SETTING_KEYS.map((key) => [key, settings[key]])) as Pick<Settings, UiSettingKey>;
}
