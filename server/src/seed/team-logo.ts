/** Generated logos: a circle in the team's colour with its initials, as a static SVG (no script). */
import { textColorOn } from '@league/shared';
import { createHash } from 'node:crypto';

export interface MediaFile {
  /** sha256 of the bytes, in hex, as the media table keys files. */
  id: string;
  mime: string;
  bytes: Buffer;
}

const SMALL_WORDS = new Set(['les', 'le', 'la', 'de', 'des', 'du', 'et', 'fils']);

/** Up to two initials from the meaningful words: 'Les Castors de Rosemont' → 'CR'. */
export function initialsOf(name: string): string {
  const words = name.split(/[\s'’-]+/).filter((word) => word.length > 1 && !SMALL_WORDS.has(word.toLowerCase()));
  return words
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export function logoSvg(name: string, color: string): string {
  const label = escapeXml(initialsOf(name));
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128">',
    `<circle cx="64" cy="64" r="60" fill="${color}" stroke="#ffffff" stroke-width="4"/>`,
    `<text x="64" y="66" text-anchor="middle" dominant-baseline="middle" font-family="Arial, Helvetica, sans-serif"`,
    ` font-size="48" font-weight="bold" fill="${textColorOn(color)}">${label}</text>`,
    '</svg>\n',
  ].join('');
}

export function svgMedia(svg: string): MediaFile {
  const bytes = Buffer.from(svg, 'utf8');
  return { id: createHash('sha256').update(bytes).digest('hex'), mime: 'image/svg+xml', bytes };
}

export function teamLogo(name: string, color: string): MediaFile {
  return svgMedia(logoSvg(name, color));
}
