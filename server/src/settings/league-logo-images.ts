import type { LeagueLogoShape } from '@league/shared/schemas';
import { loadSharp } from '../rare-modules';
import { IMAGE_MESSAGES, ImageTooComplex, UnsupportedImage, type StoredImage } from '../media/image-upload';

/**
 * The two PNGs the site serves as the league's logo, drawn by sharp from an upload already checked and made safe by
 * media/image-upload.ts (an SVG cleaned, a photo resized to WebP). The wide one keeps the height of the shipped
 * logo (600 × 120: three times the navbar's 40 px) and the image's proportions; the narrow one, for phones and the
 * app's icons, fits 240 × 120 and is padded to between 1:1 and 2:1 so that a long logo never crowds a phone's bar.
 */
export const LEAGUE_LOGO_BOXES: Record<LeagueLogoShape, { width: number; height: number; minWidth: number }> = {
  wide: { width: 720, height: 120, minWidth: 0 },
  narrow: { width: 240, height: 120, minWidth: 120 },
};
/** An SVG is drawn at the size it is shown (not blown up from its own): at most this many dots per inch. */
const MAX_SVG_DENSITY = 2400;
const DRAW_SECONDS = 10;
const CLEAR = { r: 0, g: 0, b: 0, alpha: 0 };

export async function leagueLogoPngs(image: StoredImage): Promise<Record<LeagueLogoShape, Buffer>> {
  return {
    wide: await drawLogo(image, LEAGUE_LOGO_BOXES.wide),
    narrow: await drawLogo(image, LEAGUE_LOGO_BOXES.narrow),
  };
}

async function drawLogo(image: StoredImage, box: (typeof LEAGUE_LOGO_BOXES)[LeagueLogoShape]): Promise<Buffer> {
  const sharp = await loadSharp();
  try {
    const source =
      image.mime === 'image/svg+xml'
        ? sharp(image.bytes, { density: await svgDensity(image, box) })
        : sharp(image.bytes);
    // the image fits the box, enlarged if need be (a small logo keeps the bar's height), then is padded to it
    const fitted = await source
      .resize({ width: box.width, height: box.height, fit: 'inside' })
      .png()
      .timeout({ seconds: DRAW_SECONDS })
      .toBuffer({ resolveWithObject: true });
    const { width, height } = fitted.info;
    const padX = Math.max(0, box.minWidth - width);
    const padY = box.height - height;
    if (padX === 0 && padY === 0) return fitted.data;
    return await sharp(fitted.data)
      .extend({
        top: Math.floor(padY / 2),
        bottom: Math.ceil(padY / 2),
        left: Math.floor(padX / 2),
        right: Math.ceil(padX / 2),
        background: CLEAR,
      })
      .png()
      .toBuffer();
  } catch (error) {
    if (/timeout/i.test((error as Error).message)) throw new ImageTooComplex(IMAGE_MESSAGES.tooLong);
    throw new UnsupportedImage(IMAGE_MESSAGES.unreadable);
  }
}

/** The density (72 dpi: the SVG's own size) at which the drawing fills the box. */
async function svgDensity(image: StoredImage, box: { width: number; height: number }): Promise<number> {
  const sharp = await loadSharp();
  const { width = box.width, height = box.height } = await sharp(image.bytes).metadata();
  const scale = Math.min(box.width / width, box.height / height);
  return Math.min(MAX_SVG_DENSITY, Math.max(1, 72 * scale));
}
