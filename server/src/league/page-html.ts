import { DROPPED_WITH_CONTENT, PAGE_ATTRIBUTES, PAGE_TAG_RENAMES, PAGE_TAGS, pageLinkAttributes } from '@league/shared';
import type sanitize from 'sanitize-html';
import { loadSanitizeHtml } from '../rare-modules';

/**
 * League-written HTML (information pages, Home's description) as stored and as rendered: the allow-list of
 * @league/shared (html-allow-list.ts), the one the browser's sanitiser applies too. Scripts, styles, frames and forms
 * go with their content; every attribute but a link's is dropped; a link keeps only an http, https or mailto address.
 */
const OPTIONS: sanitize.IOptions = {
  allowedTags: [...PAGE_TAGS],
  allowedAttributes: PAGE_ATTRIBUTES as Record<string, string[]>,
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: [...DROPPED_WITH_CONTENT],
  transformTags: {
    ...PAGE_TAG_RENAMES,
    a: (tagName, attribs) => ({ tagName, attribs: pageLinkAttributes(attribs.href) }),
  },
};

export async function cleanPageHtml(html: string): Promise<string> {
  return (await pageHtmlCleaner())(html);
}

/** The same cleaning, synchronous once loaded: for the server's rendering of league-written HTML. */
export async function pageHtmlCleaner(): Promise<(html: string) => string> {
  const sanitize = await loadSanitizeHtml();
  return (html) => sanitize(html, OPTIONS).trim();
}
