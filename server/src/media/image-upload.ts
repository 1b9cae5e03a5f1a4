import { createHash } from 'node:crypto';
import { DomainError } from '../league/domain-errors';
import { loadSharp } from '../rare-modules';
import { imageKindOf, KIND_NAMES, svgText, type ImageKind } from './image-kind';
import { sanitizeSvg } from './svg-sanitizer';

export { declaredImageKind, imageKindOf, type ImageKind } from './image-kind';

/**
 * An uploaded logo or picture made safe and small (DESIGN.md §7, §10): its type is read from its bytes (JPEG, PNG
 * or SVG; anything else 415), an SVG is sanitised, a raster is resized to the size the pages show and re-encoded
 * as WebP (so a 2 MB photo never reaches a phone); it is then named by the SHA-256 of what is stored.
 */
export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;

export const IMAGE_MESSAGES = {
  tooLarge: `L’image dépasse la taille maximale de ${IMAGE_MAX_BYTES / 1024 / 1024} Mo`,
  type: 'L’image doit être un fichier JPG, PNG ou SVG',
  unreadable: 'L’image est illisible ou endommagée',
  empty: 'Le fichier de l’image est vide',
  mismatch: (file: string, declared: ImageKind, actual: ImageKind) =>
    `Le fichier « ${file} » se dit ${KIND_NAMES[declared]} mais contient une image ${KIND_NAMES[actual]}`,
} as const;

/** The file is not an image the league takes (415). */
export class UnsupportedImage extends DomainError {
  readonly statusCode = 415;
}
/** The file is over the size limit (413). */
export class ImageTooLarge extends DomainError {
  readonly statusCode = 413;
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

async function cleanSvg(bytes: Buffer): Promise<Omit<StoredImage, 'id'>> {
  const clean = await sanitizeSvg(svgText(bytes) ?? '');
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
  try {
    const webp = await sharp(bytes, { limitInputPixels: 40_000_000 })
      .rotate() // the camera's orientation, then the EXIF (and its location) is dropped
      .resize({ width: size, height: size, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
    return { mime: 'image/webp', bytes: webp };
  } catch {
    throw new UnsupportedImage(IMAGE_MESSAGES.unreadable);
  }
}
