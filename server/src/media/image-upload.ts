import { NNBSP } from '@league/shared';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { runHeavy } from '../heavy-work/heavy-pool';
import { heavyTasks } from '../heavy-work/heavy-task';
import { DomainError } from '../league/domain-errors';
import { loadSharp } from '../rare-modules';
import { imageKindOf, KIND_NAMES, svgText, type ImageKind } from './image-kind';
import type * as SvgTasks from './svg-tasks';

export { declaredImageKind, imageKindOf, type ImageKind } from './image-kind';

/**
 * An uploaded logo or picture made safe and small: its type is read from its bytes (JPEG, PNG
 * or SVG; anything else 415), an SVG is sanitised, a raster is resized to the size the pages show and re-encoded
 * as WebP (so a 2 MB photo never reaches a phone); it is then named by the SHA-256 of what is stored.
 */
export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;
/** A 48-megapixel phone photo passes; a pixel bomb (a small file declaring a huge image) does not. */
export const IMAGE_MAX_PIXELS = 50_000_000;
/** libvips works on its own threads, never the event loop; this bounds how long one image may hold them. */
const IMAGE_SECONDS = 10;

export const IMAGE_MESSAGES = {
  tooLarge: `L’image dépasse la taille maximale de ${IMAGE_MAX_BYTES / 1024 / 1024} Mo`,
  type: 'L’image doit être un fichier JPG, PNG ou SVG',
  unreadable: 'L’image est illisible ou endommagée',
  empty: 'Le fichier de l’image est vide',
  pixels: (width: number, height: number) =>
    `L’image fait ${width.toLocaleString('fr-CA')} × ${height.toLocaleString('fr-CA')} pixels${NNBSP}: au plus ${IMAGE_MAX_PIXELS / 1_000_000} millions de pixels`,
  tooLong: `L’image demande trop de calcul au serveur (plus de ${IMAGE_SECONDS} s)${NNBSP}: envoyez-la plus petite`,
  mismatch: (file: string, declared: ImageKind, actual: ImageKind) =>
    `Le fichier «${NNBSP}${file}${NNBSP}» se dit ${KIND_NAMES[declared]} mais contient une image ${KIND_NAMES[actual]}`,
} as const;

/** The file is not an image the league takes (415). */
export class UnsupportedImage extends DomainError {
  readonly statusCode = 415;
}
/** The file is over the size limit (413). */
export class ImageTooLarge extends DomainError {
  readonly statusCode = 413;
}
/** The image would cost too much to decode (422). */
export class ImageTooComplex extends DomainError {
  readonly statusCode = 422;
}

/** What an upload is for: a logo is shown small (lists, chips, the team page), a picture across the page. */
export type ImagePurpose = 'logo' | 'picture';
/** The longest side, in pixels, of what the pages show (twice the CSS size, for dense screens). */
export const IMAGE_SIZES: Record<ImagePurpose, number> = { logo: 256, picture: 1280 };

export interface StoredImage {
  /** sha256 of `bytes`, hex */
  id: string;
  mime: 'image/svg+xml' | 'image/webp';
  bytes: Buffer;
}

/**
 * `declared`: what the upload said it was (its name or type); a file that lies about its type (a PNG named .svg)
 * is refused rather than guessed at, so what a person picked is what the league shows.
 */
export async function prepareImage(
  bytes: Buffer,
  purpose: ImagePurpose,
  declared?: { file: string; kind: ImageKind | null },
): Promise<StoredImage> {
  if (bytes.length === 0) throw new UnsupportedImage(IMAGE_MESSAGES.empty);
  if (bytes.length > IMAGE_MAX_BYTES) throw new ImageTooLarge(IMAGE_MESSAGES.tooLarge);
  const kind = imageKindOf(bytes);
  if (kind === null) throw new UnsupportedImage(IMAGE_MESSAGES.type);
  if (declared?.kind && declared.kind !== kind) {
    throw new UnsupportedImage(IMAGE_MESSAGES.mismatch(declared.file, declared.kind, kind));
  }
  const stored = kind === 'svg' ? await cleanSvg(bytes) : await resizeRaster(bytes, purpose);
  return { ...stored, id: createHash('sha256').update(stored.bytes).digest('hex') };
}

/** An SVG cleaned on the heavy-work pool (svg-tasks.ts), within 5 s, or the sender's file is refused (422). */
const CLEAN_SVG = heavyTasks<typeof SvgTasks>(join(__dirname, 'svg-tasks'))('cleanSvg', { ms: 5_000, overrun: 422 });

async function cleanSvg(bytes: Buffer): Promise<Omit<StoredImage, 'id'>> {
  const clean = await runHeavy(CLEAN_SVG, svgText(bytes) ?? '');
  if (!/^<svg[\s>]/.test(clean)) throw new UnsupportedImage(IMAGE_MESSAGES.type);
  const cleaned = Buffer.from(clean, 'utf8');
  // what is kept must still draw: librsvg (inside sharp) reads it, or the upload is refused
  const sharp = await loadSharp();
  await sharp(cleaned)
    .metadata()
    .catch(() => {
      throw new UnsupportedImage(IMAGE_MESSAGES.unreadable);
    });
  return { mime: 'image/svg+xml', bytes: cleaned };
}

async function resizeRaster(bytes: Buffer, purpose: ImagePurpose): Promise<Omit<StoredImage, 'id'>> {
  const size = IMAGE_SIZES[purpose];
  const sharp = await loadSharp();
  // the header alone tells the size: a pixel bomb is refused before any decoding
  const { width = 0, height = 0 } = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw new UnsupportedImage(IMAGE_MESSAGES.unreadable);
    });
  if (width * height > IMAGE_MAX_PIXELS) throw new ImageTooComplex(IMAGE_MESSAGES.pixels(width, height));
  try {
    const webp = await sharp(bytes, { limitInputPixels: IMAGE_MAX_PIXELS })
      .rotate() // the camera's orientation, then the EXIF (and its location) is dropped
      .resize({ width: size, height: size, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .timeout({ seconds: IMAGE_SECONDS })
      .toBuffer();
    return { mime: 'image/webp', bytes: webp };
  } catch (error) {
    if (/timeout/i.test((error as Error).message)) throw new ImageTooComplex(IMAGE_MESSAGES.tooLong);
    throw new UnsupportedImage(IMAGE_MESSAGES.unreadable);
  }
}
