import { COLOR_BRIGHTNESS_THRESHOLD } from './constants';

/** Perceived brightness (0–255) of a `#rrggbb` colour. */
export function brightness(hex: string): number {
  const value = Number.parseInt(hex.replace('#', '').slice(0, 6), 16);
  if (!/^#?[0-9a-f]{6}$/i.test(hex)) throw new RangeError(`Not a #rrggbb colour: ${hex}`);
  const [r, g, b] = [(value >> 16) & 255, (value >> 8) & 255, value & 255];
  return (r * 299 + g * 587 + b * 114) / 1000;
}

/** Black or white text, whichever reads on the colour (brightness threshold 145). */
export function textColorOn(hex: string): '#000000' | '#ffffff' {
  return brightness(hex) > COLOR_BRIGHTNESS_THRESHOLD ? '#000000' : '#ffffff';
}

const channels = (hex: string) => {
  const value = Number.parseInt(hex.slice(1, 7), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255] as const;
};
const toHex = (rgb: readonly number[]) =>
  `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;

/** WCAG relative luminance of a `#rrggbb` colour. */
function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio between two `#rrggbb` colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** Normal text needs 4.5:1 (WCAG AA). */
export const MIN_TEXT_CONTRAST = 4.5;

/**
 * A team chip's colours: the text is black or white by the spec's brightness rule (145); when that pair reads
 * below 4.5:1 (mid-tone oranges and greens), the background is darkened or lightened just enough, keeping its hue.
 */
export function chipColors(hex: string): { background: string; text: '#000000' | '#ffffff' } {
  const text = textColorOn(hex);
  const target = text === '#ffffff' ? [0, 0, 0] : [255, 255, 255];
  const start = channels(hex);
  for (let step = 0; step <= 20; step += 1) {
    const mix = step / 20;
    const background = toHex(start.map((channel, i) => channel + (target[i]! - channel) * mix));
    if (contrastRatio(background, text) >= MIN_TEXT_CONTRAST) return { background, text };
  }
  return { background: toHex(target), text };
}
