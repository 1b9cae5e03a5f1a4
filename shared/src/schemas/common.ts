import { z } from 'zod';
import { frenchErrors } from './french';

// Every message zod writes itself (a length, a type, a format) is French, on the server and in the browser: the
// configuration is global (kept on globalThis), and the schema modules import this one. Spec §8 messages are
// given explicitly where a schema uses them and stay as written.
z.config({ localeError: frenchErrors });

/** Text that names something (a season, a team, a page): printable, without control characters. */
export function nameSchema(max: number, emptyMessage = 'Ce nom ne peut être vide') {
  return (
    z
      .string()
      .trim()
      .min(1, emptyMessage)
      .max(max)
      // eslint-disable-next-line no-control-regex -- matching control characters is the point
      .regex(/^[^\u0000-\u001f\u007f]*$/, 'Caractères de contrôle interdits')
  );
}

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
