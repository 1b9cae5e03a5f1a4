/**
 * The names of the exported files (docs/product.md#exports): French words, the season, and what narrows the file,
 * e.g. `calendrier-2026.xlsx`, `calendrier-2026-Les-Lions-d’Anjou.csv`, `classement-Été-2025.csv`. The header
 * carries the name twice (RFC 6266): in UTF-8 for today's browsers (RFC 5987 `filename*`), in plain ASCII for the
 * others.
 */

/** Characters no file system takes in a name, and spaces: each run becomes one dash. */
// eslint-disable-next-line no-control-regex -- control characters are among those no file name takes
const UNSAFE = /[\s/\\:*?"<>|\u0000-\u001f]+/g;

/** One part of a name: the unsafe runs as dashes, none at either end. */
function part(text: string): string {
  return text.replace(UNSAFE, '-').replace(/-+/g, '-').replace(/^-|-$/g, '');
}

export function fileName(parts: readonly string[], extension: string): string {
  return `${parts.map(part).filter(Boolean).join('-')}.${extension}`;
}

/** The name in ASCII: accents dropped (é → e), any other character a dash. */
export function asciiName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\w.-]+/g, '-')
    .replace(/-+/g, '-')
    .replace(/-(?=\.)|^-/g, '');
}

/** RFC 5987's value-chars: encodeURIComponent leaves ' ( ) * and ! as they are, which the grammar does not allow. */
function extValue(text: string): string {
  return encodeURIComponent(text).replace(/['()*!]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** `attachment; filename="calendrier-Ete-2025.csv"; filename*=UTF-8''calendrier-%C3%89t%C3%A9-2025.csv` */
export function attachmentHeader(name: string): string {
  return `attachment; filename="${asciiName(name)}"; filename*=UTF-8''${extValue(name)}`;
}
