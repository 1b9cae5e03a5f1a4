import { z } from 'zod';
import { frenchErrors } from './french';

// Every message zod writes itself (a length, a type, a format) is French, on the server and in the browser: the
// configuration is global (kept on globalThis), and the schema modules import this one. The catalogue's messages are
// given explicitly where a schema uses them and stay as written.
z.config({ localeError: frenchErrors });

/** Why a person's text is refused (text that deceives is refused, not stored changed). */
export const textMessages = {
  control: 'Caractères de contrôle interdits',
  bidi: "Caractères qui inversent le sens d'écriture interdits",
  surrogate: 'Texte mal encodé (caractère incomplet)',
  invisible: 'Ce nom doit contenir au moins un caractère visible',
} as const;

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_IN_LINE = /[\u0000-\u001f\u007f-\u009f]/;
// eslint-disable-next-line no-control-regex -- the same, but a multi-line text keeps its tabs and line breaks
const CONTROL_IN_TEXT = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/;
/** Embeddings and overrides (U+202A–202E) and isolates (U+2066–2069): '\u202Enimda' displays as 'admin'. */
const BIDI_CONTROL = /[\u202a-\u202e\u2066-\u2069]/;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
/** A letter, digit, punctuation or symbol that is not one of the Hangul fillers (which draw nothing). */
const VISIBLE = /(?![\u115f\u1160\u3164\uffa0])[\p{L}\p{N}\p{P}\p{S}]/u;

/** The checks every text a person writes goes through: well formed, NFC, trimmed, nothing hidden that misleads. */
function personText(controls: RegExp) {
  return z
    .string()
    .refine((text) => !LONE_SURROGATE.test(text), textMessages.surrogate)
    .overwrite((text) => text.replace(/\r\n?/g, '\n'))
    .normalize('NFC')
    .trim()
    .refine((text) => !controls.test(text), textMessages.control)
    .refine((text) => !BIDI_CONTROL.test(text), textMessages.bidi);
}

/** Text that names something (a person, a season, a team, a page): one line, with at least one visible character. */
export function nameSchema(max: number, emptyMessage = 'Ce nom ne peut être vide') {
  return personText(CONTROL_IN_LINE)
    .min(1, emptyMessage)
    .max(max)
    .refine((text) => text === '' || VISIBLE.test(text), textMessages.invisible);
}

/** One line a person writes that may be empty (a pool, a division): no control characters, like a name. */
export function lineSchema(max: number) {
  return personText(CONTROL_IN_LINE).max(max);
}

/** Free text a person writes (a message, additional information): may span lines; `min` is left to the caller. */
export function textSchema(max: number, tooLongMessage?: string) {
  return personText(CONTROL_IN_TEXT).max(max, tooLongMessage);
}

/** A calendar day, YYYY-MM-DD. */
export const daySchema = z.iso.date('Date invalide (AAAA-MM-JJ)');

/** `?season=` : omitted for the current season, otherwise an archived season's name. */
export const seasonQuerySchema = z.object({
  season: nameSchema(100, 'La saison ne peut être vide').optional(),
});
export type SeasonQuery = z.infer<typeof seasonQuerySchema>;

/** Ids are opaque text: letters, digits, '-' and '_' only, so that no path trick gets through. */
export const idSchema = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[\w-]+$/, 'Identifiant invalide');
export const idParamsSchema = z.object({ id: idSchema });

/** An instant with the league's offset, e.g. 2026-06-01T18:30:00-04:00. */
export const zonedDateSchema = z.iso.datetime({ offset: true });

export const scoreSchema = z.object({ home: z.number().int().min(0), away: z.number().int().min(0) });
