import { NNBSP } from '@league/shared';
import { SVG_ATTRIBUTES, SVG_TAGS, svgValueKept } from '@league/shared/schemas';
import type sanitize from 'sanitize-html';
import { DomainError } from '../league/domain-errors';
import { loadSanitizeHtml } from '../rare-modules';

/**
 * An uploaded SVG cleaned on the allow-list of @league/shared (schemas/svg-allow-list.ts), read as XML so that its
 * element and attribute names keep their case: no script, no event handler, no foreignObject, no image, and no
 * reference outside the file itself (href may only point at '#fragment', url() likewise, no @import).
 */
const SVG_OPTIONS: sanitize.IOptions = {
  parser: { xmlMode: true },
  allowedTags: [...SVG_TAGS],
  allowedAttributes: { '*': [...SVG_ATTRIBUTES] },
  allowedSchemes: [],
  // a <style> is written out as it is read: kept only when it reaches nothing outside and holds no markup
  allowVulnerableTags: true,
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'foreignObject', 'iframe', 'object', 'embed'],
  exclusiveFilter: (frame) => frame.tag === 'style' && (/[<&]/.test(frame.text) || !svgValueKept('', frame.text)),
  transformTags: {
    '*': (tagName, attribs) => ({
      tagName,
      attribs: Object.fromEntries(Object.entries(attribs).filter(([name, value]) => svgValueKept(name, value))),
    }),
  },
};

/** A logo drawn by hand or exported by a drawing program: a few hundred elements, a dozen levels deep. */
export const SVG_LIMITS = { depth: 50, elements: 5_000 } as const;

export const SVG_MESSAGES = {
  depth: `Le fichier SVG est trop complexe${NNBSP}: plus de ${SVG_LIMITS.depth} niveaux d’éléments imbriqués (un logo en compte quelques-uns)`,
  elements: (count: number) =>
    `Le fichier SVG est trop complexe${NNBSP}: plus de ${count.toLocaleString('fr-CA')} éléments (au plus ${SVG_LIMITS.elements.toLocaleString('fr-CA')})`,
} as const;

/** An SVG too costly to clean and draw (422). */
export class SvgTooComplex extends DomainError {
  readonly statusCode = 422;
}

const GT = 0x3e;
const SLASH = 0x2f;
const QUOTES = new Set([0x22, 0x27]);
const isLetter = (code: number) => (code | 0x20) >= 0x61 && (code | 0x20) <= 0x7a;

/** Comments and CDATA sections: what they hold is text, not elements. */
const SKIPPED = [
  ['<!--', '-->'],
  ['<![CDATA[', ']]>'],
] as const;

/** Where the tag opened at `start` ends: its '>' outside quoted attribute values (the text's end if none). */
function tagEnd(text: string, start: number): number {
  let quote = 0;
  for (let index = start + 1; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (quote) {
      if (code === quote) quote = 0;
    } else if (QUOTES.has(code)) quote = code;
    else if (code === GT) return index;
  }
  return text.length;
}

/**
 * Refuses, before any parsing, an SVG nested deeper or holding more elements than any logo: its cost to clean
 * and to draw grows with both (a few kB of nested groups kept a parser busy for seconds and overflowed its stack).
 * One pass over the text; comments, CDATA and declarations are not elements.
 */
export function checkSvgComplexity(text: string): void {
  let depth = 0;
  let elements = 0;
  for (let index = text.indexOf('<'); index !== -1; index = text.indexOf('<', index + 1)) {
    const skipTo = SKIPPED.find(([opening]) => text.startsWith(opening, index))?.[1];
    if (skipTo) {
      index = text.indexOf(skipTo, index);
      if (index === -1) break;
      continue;
    }
    const next = text.charCodeAt(index + 1);
    if (next === SLASH) depth = Math.max(0, depth - 1);
    if (!isLetter(next)) continue;
    const end = tagEnd(text, index);
    elements += 1;
    if (elements > SVG_LIMITS.elements) throw new SvgTooComplex(SVG_MESSAGES.elements(SVG_LIMITS.elements));
    if (text.charCodeAt(end - 1) !== SLASH && ++depth > SVG_LIMITS.depth) throw new SvgTooComplex(SVG_MESSAGES.depth);
    index = end;
  }
}

export async function sanitizeSvg(text: string): Promise<string> {
  checkSvgComplexity(text);
  const sanitize = await loadSanitizeHtml();
  return sanitize(text, SVG_OPTIONS).trim();
}
