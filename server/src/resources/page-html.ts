import type sanitize from 'sanitize-html';
import { loadSanitizeHtml } from '../rare-modules';

/**
 * What an information page's HTML may hold once stored: the formatting the admin editor produces and the
 * public page shows (headings, paragraphs, emphasis, lists, links), nothing that runs. Scripts, styles, frames and
 * forms go with their content; event handlers, `style` and every other attribute are dropped; links keep only
 * http, https and mailto addresses (a `javascript:` link loses its href).
 */
const OPTIONS: sanitize.IOptions = {
  allowedTags: ['h2', 'h3', 'p', 'br', 'strong', 'b', 'em', 'i', 'ul', 'ol', 'li', 'a'],
  allowedAttributes: { a: ['href', 'title', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'template'],
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, rel: 'noopener noreferrer' },
    }),
  },
};

export async function cleanPageHtml(html: string): Promise<string> {
  return (await pageHtmlCleaner())(html);
}

/** The same cleaning, synchronous once loaded: for the server's rendering of league-authored HTML. */
export async function pageHtmlCleaner(): Promise<(html: string) => string> {
  const sanitize = await loadSanitizeHtml();
  return (html) => sanitize(html, OPTIONS).trim();
}
