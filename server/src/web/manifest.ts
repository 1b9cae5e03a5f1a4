/**
 * The web app manifest (W3C « Web Application Manifest ») and its icons: the site installs as the league's app, named
 * after the league, its icons made from the league's logo (docs/decisions/browser-and-ui.md, « Installable »).
 */
import { designTokens } from '@league/shared/tokens';
import { readLeagueLogoImage } from '../media/home-images';
import { loadSharp } from '../rare-modules';

export const MANIFEST_PATH = '/manifest.webmanifest';
export const ICONS_PATH = '/app-icons';

/** Each icon the manifest names (and the one iPhones read from the page's head), with its size and purpose. */
export const APP_ICONS = {
  'icon-192.png': { size: 192, purpose: 'any' },
  'icon-512.png': { size: 512, purpose: 'any' },
  'maskable-512.png': { size: 512, purpose: 'maskable' },
  'apple-touch-icon.png': { size: 180, purpose: 'apple' },
} as const;
export type AppIconFile = keyof typeof APP_ICONS;

/** Launchers show about twelve characters under an icon. */
export const SHORT_NAME_MAX = 12;
/** Words a short name does not end on (« Ligue de balle » → « Ligue », not « Ligue de »). */
const LINKING_WORDS = new Set(['de', 'des', 'du', 'la', 'le', 'les', 'et', 'à', 'au', 'aux', "d'", 'd’', "l'", 'l’']);

/** The league's name cut for a launcher: whole words up to SHORT_NAME_MAX characters, else the first word cut. */
export function shortNameOf(name: string): string {
  const trimmed = name.trim().replace(/\s+/g, ' ');
  if (trimmed.length <= SHORT_NAME_MAX) return trimmed;
  const words: string[] = [];
  for (const word of trimmed.split(' ')) {
    if ([...words, word].join(' ').length > SHORT_NAME_MAX) break;
    words.push(word);
  }
  while (words.length > 1 && LINKING_WORDS.has((words.at(-1) ?? '').toLowerCase())) words.pop();
  return words.length > 0 ? words.join(' ') : `${[...trimmed].slice(0, SHORT_NAME_MAX - 1).join('')}…`;
}

/** The manifest of the league's site. */
export function webManifest(leagueName: string) {
  const icon = (file: AppIconFile) => ({
    src: `${ICONS_PATH}/${file}`,
    sizes: `${APP_ICONS[file].size}x${APP_ICONS[file].size}`,
    type: 'image/png',
    purpose: APP_ICONS[file].purpose,
  });
  return {
    id: '/',
    name: leagueName,
    short_name: shortNameOf(leagueName),
    description: `Calendrier, classement et équipes de ${leagueName}`,
    lang: 'fr',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: designTokens['--color-primary'],
    background_color: designTokens['--color-background'],
    icons: [icon('icon-192.png'), icon('icon-512.png'), icon('maskable-512.png')],
  };
}

/** The league's logo for an icon, uploaded or shipped: the narrow one (240×120) fits a square best. */
export async function readLeagueLogo(deps: Parameters<typeof readLeagueLogoImage>[0]): Promise<Buffer | null> {
  for (const shape of ['narrow', 'wide'] as const) {
    const logo = await readLeagueLogoImage(deps, shape);
    if (logo) return logo.bytes;
  }
  return null;
}

/**
 * Without a logo of its own, a ball drawn like the page's favicon on the league's colour (shell/src/index.html).
 * `scale` is the ball's share of the square.
 */
function defaultIconSvg(size: number, scale: number): Buffer {
  const radius = (size * scale) / 2;
  const c = size / 2;
  const seam = (side: number) => {
    const x = c + side * radius * 0.48;
    const bend = c + side * radius * 0.16;
    return `M${x} ${c - radius * 0.86}C${bend} ${c - radius * 0.3} ${bend} ${c + radius * 0.3} ${x} ${c + radius * 0.86}`;
  };
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">` +
      `<rect width="100%" height="100%" fill="${designTokens['--color-primary']}"/>` +
      `<circle cx="${c}" cy="${c}" r="${radius}" fill="#fff"/>` +
      `<path d="${seam(-1)} ${seam(1)}" fill="none" stroke="#c62828" stroke-width="${radius * 0.12}"/></svg>`,
  );
}

/**
 * An icon as PNG: the logo centred on white, inside the safe zone for a maskable icon (the circle of 80 % of the
 * square that every launcher's mask keeps), a little margin otherwise; iPhones fill their own corners.
 */
export async function renderAppIcon(file: AppIconFile, logo: Buffer | null): Promise<Buffer> {
  const sharp = await loadSharp();
  const { size, purpose } = APP_ICONS[file];
  // a 2:1 logo whose corners stay inside the safe circle: width ≤ 0.8 / √(1 + 1/4) ≈ 0.72 of the square
  const share = purpose === 'maskable' ? 0.66 : 0.86;
  if (!logo)
    return sharp(defaultIconSvg(size, purpose === 'maskable' ? 0.56 : 0.72))
      .png()
      .toBuffer();
  const inner = Math.round(size * share);
  const drawn = await sharp(logo)
    .resize(inner, inner, { fit: 'inside', background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer();
  return sharp({ create: { width: size, height: size, channels: 4, background: '#ffffff' } })
    .composite([{ input: drawn, gravity: 'centre' }])
    .png()
    .toBuffer();
}
