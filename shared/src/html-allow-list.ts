/**
 * The one allow-list of what league-written HTML may hold. Every sanitiser reads it: the server's (information pages
 * on save and on render) and the browser's (on hydration), so a page shows the same elements wherever it is cleaned.
 * Anything not named here is dropped. An uploaded SVG's allow-list is the server's alone (schemas/svg-allow-list.ts).
 */

/** Information pages and descriptions: headings, paragraphs, emphasis, lists and links. */
export const PAGE_TAGS = ['h2', 'h3', 'p', 'br', 'strong', 'em', 'ul', 'ol', 'li', 'a'] as const;

/** Older spellings of emphasis, kept as the tags above. */
export const PAGE_TAG_RENAMES: Readonly<Record<string, (typeof PAGE_TAGS)[number]>> = { b: 'strong', i: 'em' };

/** The only attributes a page keeps: a link's, as `pageLinkAttributes` writes them. */
export const PAGE_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = { a: ['href', 'target', 'rel'] };

/** Elements whose content is no text to read: dropped whole. Any other element not allowed is unwrapped. */
export const DROPPED_WITH_CONTENT = [
  'script',
  'style',
  'template',
  'noscript',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'svg',
  'math',
  'textarea',
  'select',
  'option',
  'button',
  'title',
  'head',
  'canvas',
  'audio',
  'video',
  'noembed',
  'noframes',
  'xmp',
] as const;

/** What a page's link may point to: absolute web and mail addresses. */
export const LINK_PROTOCOLS: readonly string[] = ['http:', 'https:', 'mailto:'];

/**
 * A link's attributes once cleaned, or none when its address is not an absolute http, https or mailto one (the URL
 * parser sees through tabs and case tricks); web links open in a new tab that gets no access to this page.
 */
export function pageLinkAttributes(href: string | null | undefined): Record<string, string> {
  let url: URL;
  try {
    url = new URL((href ?? '').trim());
  } catch {
    return {};
  }
  if (!LINK_PROTOCOLS.includes(url.protocol)) return {};
  if (url.protocol === 'mailto:') return { href: url.href };
  return { href: url.href, target: '_blank', rel: 'noopener noreferrer' };
}
