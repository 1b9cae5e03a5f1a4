/**
 * The one allow-list of what league-written HTML and uploaded SVG may hold. Every sanitiser reads it: the server's
 * (information pages on save and on render, SVG logos on upload) and the browser's (on hydration), so a page shows
 * the same elements wherever it is cleaned. Anything not named here is dropped.
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

/** An uploaded SVG (a logo, a sponsor's mark): shapes, text, paint servers, clipping and filters; nothing that runs. */
export const SVG_TAGS = [
  'svg',
  'g',
  'defs',
  'symbol',
  'use',
  'title',
  'desc',
  'style',
  'path',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'text',
  'tspan',
  'textPath',
  'linearGradient',
  'radialGradient',
  'stop',
  'pattern',
  'clipPath',
  'mask',
  'marker',
  'filter',
  'feBlend',
  'feColorMatrix',
  'feComponentTransfer',
  'feComposite',
  'feFlood',
  'feGaussianBlur',
  'feMerge',
  'feMergeNode',
  'feMorphology',
  'feOffset',
  'feFuncA',
  'feFuncB',
  'feFuncG',
  'feFuncR',
  'feDropShadow',
] as const;

/** An SVG's geometry, paint and text attributes; no event handler, and links only inside the file (`svgLinkKept`). */
export const SVG_ATTRIBUTES = [
  'xmlns',
  'xmlns:xlink',
  'version',
  'id',
  'class',
  'style',
  'viewBox',
  'preserveAspectRatio',
  'x',
  'y',
  'x1',
  'y1',
  'x2',
  'y2',
  'dx',
  'dy',
  'width',
  'height',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'fx',
  'fy',
  'd',
  'points',
  'pathLength',
  'transform',
  'href',
  'xlink:href',
  'fill',
  'fill-opacity',
  'fill-rule',
  'clip-rule',
  'stroke',
  'stroke-width',
  'stroke-opacity',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-miterlimit',
  'stroke-dasharray',
  'stroke-dashoffset',
  'opacity',
  'color',
  'display',
  'visibility',
  'overflow',
  'clip-path',
  'mask',
  'filter',
  'marker-start',
  'marker-mid',
  'marker-end',
  'offset',
  'stop-color',
  'stop-opacity',
  'gradientUnits',
  'gradientTransform',
  'spreadMethod',
  'patternUnits',
  'patternContentUnits',
  'patternTransform',
  'clipPathUnits',
  'maskUnits',
  'maskContentUnits',
  'markerWidth',
  'markerHeight',
  'markerUnits',
  'refX',
  'refY',
  'orient',
  'filterUnits',
  'primitiveUnits',
  'in',
  'in2',
  'result',
  'mode',
  'operator',
  'k1',
  'k2',
  'k3',
  'k4',
  'values',
  'type',
  'stdDeviation',
  'flood-color',
  'flood-opacity',
  'radius',
  'tableValues',
  'slope',
  'intercept',
  'amplitude',
  'exponent',
  'font-family',
  'font-size',
  'font-style',
  'font-weight',
  'font-variant',
  'letter-spacing',
  'word-spacing',
  'text-anchor',
  'text-decoration',
  'dominant-baseline',
  'alignment-baseline',
  'baseline-shift',
  'lengthAdjust',
  'textLength',
  'startOffset',
  'xml:space',
] as const;

/** The attributes that may point somewhere: an SVG keeps them only when they point inside the file ('#id'). */
export const SVG_LINK_ATTRIBUTES: readonly string[] = ['href', 'xlink:href'];

/**
 * url(…) that does not start with '#', an @import, or a CSS escape (which could spell either): an outside resource in
 * a style or a presentation attribute.
 */
const OUTSIDE_RESOURCE = /url\((?!\s*['"]?\s*#)|@import|\\/i;

/** Whether an SVG attribute, or a `<style>` element's text, may stay: it reaches nothing outside the file. */
export function svgValueKept(name: string, value: string): boolean {
  if (SVG_LINK_ATTRIBUTES.includes(name) && !value.trim().startsWith('#')) return false;
  return !OUTSIDE_RESOURCE.test(value);
}
