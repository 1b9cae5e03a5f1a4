/**
 * What an uploaded file is, pure: the kind its name or type declares, and the kind its bytes
 * hold (JPEG, PNG or SVG), which image-upload.ts compares before it prepares anything.
 */
export type ImageKind = 'jpeg' | 'png' | 'svg';
export const KIND_NAMES: Record<ImageKind, string> = { jpeg: 'JPG', png: 'PNG', svg: 'SVG' };

/** What a file says it is, by its name's extension or else its declared type; null when it says nothing precise. */
export function declaredImageKind(fileName: string | undefined, mimeType: string | undefined): ImageKind | null {
  // Stryker disable next-line OptionalChaining,StringLiteral: a match always has its group; no other text than a name has an extension
  const extension = /\.([a-z0-9]+)$/i.exec(fileName ?? '')?.[1]?.toLowerCase();
  // Maps, not objects: a name or type such as « constructor » is no kind
  const byName = new Map<string | undefined, ImageKind>([
    ['jpg', 'jpeg'],
    ['jpeg', 'jpeg'],
    ['png', 'png'],
    ['svg', 'svg'],
  ]);
  const named = byName.get(extension);
  if (named) return named;
  const byType = new Map<string | undefined, ImageKind>([
    ['image/jpeg', 'jpeg'],
    ['image/png', 'png'],
    ['image/svg+xml', 'svg'],
  ]);
  return byType.get(mimeType?.toLowerCase()) ?? null;
}

/** The kind of image the bytes hold, whatever the file's name says; null for anything else. */
export function imageKindOf(bytes: Buffer): ImageKind | null {
  // a short file fails the comparisons: bytes[i] is undefined past its end, subarray(0, 8) shorter
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return 'png';
  }
  return svgText(bytes) === null ? null : 'svg';
}

/** The text of an SVG document: UTF-8, whose first element (after a declaration, comments, a doctype) is <svg>. */
export function svgText(bytes: Buffer): string | null {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    return null;
  }
  // sticky (y): from the first character only
  const prologue = /(\s|<\?xml[^>]*\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>[]*(\[[\s\S]*?\])?\s*>)*/iy;
  return /^<svg[\s>]/.test(text.replace(prologue, '')) ? text : null;
}
