import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Whether the league's logo is its own. The logo is an image of the server (`logo_text.png` in HOME_IMAGES_DIR, no
 * admin page sets it); the one shipped in server/assets/home draws « Ligue de balle », the demo league's name, so it
 * is the league's own when the league bears that name, and a placeholder for any other.
 */

/** SHA-256 of server/assets/home/logo_text.png (a test checks it against the file). */
export const SHIPPED_LOGO_SHA256 = '081dc27674d0177c675718556c1af18d7feabdbd5a86e4c19ee28c6b536c22b9';
/** The name the shipped logo draws (server/assets/home/README.md). */
export const SHIPPED_LOGO_NAME = 'Ligue de balle';

export async function leagueHasOwnLogo(homeImagesDir: string, leagueName: string): Promise<boolean> {
  const bytes = await readFile(join(homeImagesDir, 'logo_text.png')).catch(() => null);
  if (!bytes) return false; // no logo at all: /images/home/logo_text.png answers 404
  const shipped = createHash('sha256').update(bytes).digest('hex') === SHIPPED_LOGO_SHA256;
  return !shipped || leagueName === SHIPPED_LOGO_NAME;
}
