import type { DOMPurify } from 'dompurify';
import { onFirstUse } from '../rare-modules';

/**
 * An uploaded SVG cleaned by DOMPurify (its SVG profile, in a jsdom window): no script, no event handler, no
 * foreignObject, and no reference outside the file itself (href, src and url() may only point at '#fragment').
 */
const LINK_ATTRIBUTES = new Set(['href', 'xlink:href', 'src']);
/** url(…) that does not start with '#': an outside resource in a style or a presentation attribute. */
const OUTSIDE_URL = /url\(\s*(['"]?)\s*(?!#)/i;

/** jsdom is large (tens of MB): loaded with the first SVG upload, not at start. */
const loadPurify = onFirstUse(async (): Promise<DOMPurify> => {
  const [{ default: createDOMPurify }, { JSDOM }] = await Promise.all([import('dompurify'), import('jsdom')]);
  const purify = createDOMPurify(new JSDOM('').window as unknown as Parameters<typeof createDOMPurify>[0]);
  purify.addHook('uponSanitizeAttribute', (_node, data) => {
    const name = data.attrName.toLowerCase();
    const value = data.attrValue.trim();
    if (LINK_ATTRIBUTES.has(name) && !value.startsWith('#')) data.keepAttr = false;
    if (OUTSIDE_URL.test(value) || /@import/i.test(value)) data.keepAttr = false;
  });
  purify.addHook('uponSanitizeElement', (node, data) => {
    // a <style> may import or fetch; inline style attributes are checked above
    if (
      data.tagName === 'style' &&
      node.textContent &&
      (OUTSIDE_URL.test(node.textContent) || /@import/i.test(node.textContent))
    ) {
      node.parentNode?.removeChild(node);
    }
  });
  return purify;
});

export async function sanitizeSvg(text: string): Promise<string> {
  const purify = await loadPurify();
  return purify.sanitize(text, {
    USE_PROFILES: { svg: true, svgFilters: true },
    FORBID_TAGS: ['foreignObject', 'script', 'a'],
    ALLOW_DATA_ATTR: false,
  });
}
