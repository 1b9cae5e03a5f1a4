import { z } from 'zod';
import { isKnownTimeZone } from '../dates';
import { idSchema, nameSchema } from './common';
import { CATEGORY_KEY_SEPARATOR } from '../rankings/category-key';
import { TIE_BREAK_CRITERIA, type TieBreakCriterion } from '../rankings/types';
import { SETTING_DEFAULTS, UI_SETTING_KEYS, type SettingKey, type Settings } from '../settings';

/**
 * The settings registry: each key of the application configuration with its schema; the defaults
 * are `SETTING_DEFAULTS` (settings.ts), and the types tie the two together. The server checks every
 * stored value with it; GET /config and the browser's defaults are built from it.
 */
/** A link the site shows: http or https only (a `javascript:` URL in the footer would run). */
const linkSchema = z.object({ name: nameSchema(100), url: z.url({ protocol: /^https?$/ }) });

const distinct = (items: readonly string[]) => new Set(items).size === items.length;

/** The order of the standings' criteria: each known, none twice, at least one (docs/product.md#standings). */
function tieBreakersSchema() {
  const criterion = z.enum(TIE_BREAK_CRITERIA as [TieBreakCriterion, ...TieBreakCriterion[]], {
    error: 'Critère de classement inconnu',
  });
  return z
    .array(criterion)
    .min(1, 'Au moins un critère de classement')
    .refine(distinct, 'Un critère de classement figure deux fois');
}

/** A season group's key, division|pool (the pool may be empty). */
function isGroupKey(key: string): boolean {
  return key.split(CATEGORY_KEY_SEPARATOR).length === 2;
}

export const SETTING_SCHEMAS = {
  leagueName: nameSchema(100),
  timeZone: z.string().min(1).refine(isKnownTimeZone, 'Fuseau horaire inconnu'),
  pointRules: z.object({ win: z.number().int(), tie: z.number().int(), loss: z.number().int() }),
  maxReservationRequests: z.number().int().min(1),
  socialLinks: z.array(linkSchema),
  externalFieldLink: linkSchema.nullable(),
  showJoinTeam: z.boolean(),
  showSignUp: z.boolean(),
  showJoinYear: z.boolean(),
  /** at most a week between two automatic backups */
  autoBackupHours: z.number().int().min(0).max(168),
  autoBackupsKept: z.number().int().min(1).max(100),
  resultsByCaptainsAgreement: z.boolean(),
  tieBreakers: tieBreakersSchema(),
  playoffPlaces: z
    .number({ error: 'Le nombre de places en séries doit être un nombre entier' })
    .int('Le nombre de places en séries doit être un nombre entier')
    .min(0, 'Le nombre de places en séries ne peut être négatif')
    .max(64, 'Au plus 64 places en séries par groupe'),
  tieDecisions: z
    .record(
      z.string(),
      z
        .array(idSchema)
        .min(1, 'Une décision range au moins une équipe')
        .refine(distinct, 'Une équipe figure deux fois dans la décision'),
    )
    .refine((decisions) => Object.keys(decisions).every(isGroupKey), 'Groupe inconnu (attendu : division|poule)'),
} satisfies { [Key in SettingKey]: z.ZodType<Settings[Key]> };

export interface StoredSetting {
  key: string;
  value: string;
}

/**
 * The settings from their stored rows (JSON text): a key not stored takes its default; a stored value its
 * schema refuses is reported and takes its default too, so one bad row never breaks the site.
 */
export function parseSettings(rows: readonly StoredSetting[], onInvalid?: (key: SettingKey) => void): Settings {
  const settings: Record<string, unknown> = { ...SETTING_DEFAULTS };
  for (const { key, value } of rows) {
    if (!Object.hasOwn(SETTING_SCHEMAS, key)) continue;
    const settingKey = key as SettingKey;
    const parsed = SETTING_SCHEMAS[settingKey].safeParse(parseJson(value));
    if (parsed.success) settings[settingKey] = parsed.data;
    else onInvalid?.(settingKey);
  }
  return settings as Settings;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export const uiConfigSchema = z.object(
  Object.fromEntries(UI_SETTING_KEYS.map((key) => [key, SETTING_SCHEMAS[key]])) as {
    [Key in (typeof UI_SETTING_KEYS)[number]]: (typeof SETTING_SCHEMAS)[Key];
  },
);
