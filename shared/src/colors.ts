import { COLOR_BRIGHTNESS_THRESHOLD } from './constants';

/** Perceived brightness (0–255) of a `#rrggbb` colour. */
export function brightness(hex: string): number {
  const value = Number.parseInt(hex.replace('#', '').slice(0, 6), 16);
  if (!/^#?[0-9a-f]{6}$/i.test(hex)) throw new RangeError(`Not a #rrggbb colour: ${hex}`);
  const [r, g, b] = [(value >> 16) & 255, (value >> 8) & 255, value & 255];
  return (r * 299 + g * 587 + b * 114) / 1000;
}

/** Black or white text, whichever reads on the colour (spec §9: brightness threshold 145). */
export function textColorOn(hex: string): '#000000' | '#ffffff' {
  return brightness(hex) > COLOR_BRIGHTNESS_THRESHOLD ? '#000000' : '#ffffff';
}
