import { z } from 'zod';

/**
 * The league's logo as its administrators set it (GET, POST and DELETE /api/settings/logo): the two images the site
 * serves at /images/home/ (uploaded ones from the database, else the server's own), the wide one for the navbar on a
 * wide screen and the narrow one for phones.
 */

/** The files the site serves (HOME_IMAGES), by shape. */
export const LEAGUE_LOGO_FILES = { wide: 'logo_text.png', narrow: 'logo_text_narrow.png' } as const;
export type LeagueLogoShape = keyof typeof LEAGUE_LOGO_FILES;

/** The upload's text parts: none (the file part is `logo`). */
export const leagueLogoFormSchema = z.strictObject({});

const logoImageSchema = z.object({
  /** its address with a version query (the hash of its bytes), so a new logo is never read from a cache */
  url: z.string().regex(/^\/images\/home\/[a-z_]+\.png\?v=[0-9a-f]+$/),
  width: z.int().positive(),
  height: z.int().positive(),
});

export const leagueLogoSchema = z.object({
  /** each image as the site serves it now, or null when the server has none */
  wide: logoImageSchema.nullable(),
  narrow: logoImageSchema.nullable(),
  /** a logo was uploaded: « Rétablir le logo d'origine » puts back the one shipped with the server */
  restorable: z.boolean(),
});

export type LeagueLogo = z.infer<typeof leagueLogoSchema>;
export type LeagueLogoImage = z.infer<typeof logoImageSchema>;
