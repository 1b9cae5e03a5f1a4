import type { RouteDeps } from '../league/route-deps';
import { readLeagueLogoImage } from '../media/home-images';

/**
 * Whether the league's logo is its own: one an administrator uploaded in « Paramètres »
 * (server/src/settings/league-logo-service.ts), or a file in HOME_IMAGES_DIR that is not the shipped one. The one
 * shipped in server/assets/home draws « Ligue de balle », the demo league's name, so it is the league's own when the
 * league bears that name, and a placeholder for any other.
 */

/** SHA-256 of server/assets/home/logo_text.png (a test checks it against the file). */
export const SHIPPED_LOGO_SHA256 = '081dc27674d0177c675718556c1af18d7feabdbd5a86e4c19ee28c6b536c22b9';
/** The name the shipped logo draws (server/assets/home/README.md). */
export const SHIPPED_LOGO_NAME = 'Ligue de balle';

export async function leagueHasOwnLogo(deps: Pick<RouteDeps, 'db' | 'config'>, leagueName: string): Promise<boolean> {
  const logo = await readLeagueLogoImage(deps, 'wide');
  if (!logo) return false; // no logo at all: /images/home/logo_text.png answers 404
  return logo.uploaded || logo.version !== SHIPPED_LOGO_SHA256 || leagueName === SHIPPED_LOGO_NAME;
}
