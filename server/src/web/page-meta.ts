import { PAGES, pathOf, RULES_DOCUMENT_KEY } from '@league/shared';
import { endpoints } from '@league/shared/contract/all';
import { escapeHtml, siteLink } from '../mail/templates';
import { clipped, PAGE_DESCRIPTIONS, type PublicPageId, type ReadEntry } from './page-descriptions';
import { publicPageAt } from './page-hints';
import type { ReadJson } from './page-render';

/** The league's own image: its name drawn (shell/src/layout/league-brand.tsx), the preview of every other page. */
const LEAGUE_LOGO = pathOf(endpoints.homeImage, { file: 'logo_text.png' });
/** What previews and search engines are told the site's language and region are. */
const LOCALE = 'fr_CA';

/** What a public page tells link previews and search engines, every address absolute. */
export interface PageMeta {
  /** the document's title too, when the server does not render the page */
  title: string;
  description: string;
  canonical: string;
  image: { url: string; alt: string };
  siteName: string;
}

const decoded = (value: string) => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};

export interface PageMetaReader {
  /** The address's canonical path (its parameters encoded as the site writes them, ?saison= kept), or null. */
  canonicalPath(url: URL): string | null;
  /** The page's meta from the data of now; null for an address that is no public page. */
  describe(url: URL, league: { leagueName: string; timeZone: string }, now: Date): Promise<PageMeta | null>;
}

/**
 * The description, Open Graph and canonical address of each public page (docs/architecture.md#page), read from the
 * API as an anonymous visitor — the reads the server's rendering makes, answered by the read cache. A read that
 * fails leaves the page its description without data.
 */
export function createPageMeta(options: {
  publicUrl: string;
  readJson: ReadJson;
  log: (message: string, error: unknown) => void;
}): PageMetaReader {
  const { publicUrl, readJson, log } = options;
  const read = ((name, params = {}, query) => {
    const search = query ? `?${new URLSearchParams(query as Record<string, string>)}` : '';
    return readJson(`${pathOf(endpoints[name], params)}${search}`);
  }) as ReadEntry;

  const canonicalPath = (url: URL) => {
    const found = publicPageAt(url.pathname);
    if (!found) return null;
    const values = Object.fromEntries(Object.entries(found.values).map(([name, value]) => [name, decoded(value)]));
    // the rules are an information page with a page of their own
    const path =
      found.id === 'resource' && values.resourceName === RULES_DOCUMENT_KEY
        ? PAGES.rules.path
        : found.page.path.replace(/:(\w+)/g, (_match, name: string) => encodeURIComponent(values[name] ?? ''));
    const season = url.searchParams.get('saison');
    return season ? `${path}?${new URLSearchParams({ saison: season })}` : path;
  };

  return {
    canonicalPath,
    async describe(url, { leagueName, timeZone }, now) {
      const found = publicPageAt(url.pathname);
      const path = canonicalPath(url);
      if (!found || path === null) return null;
      const id = found.id as PublicPageId;
      const values = Object.fromEntries(Object.entries(found.values).map(([name, value]) => [name, decoded(value)]));
      const { fallback, describe } = PAGE_DESCRIPTIONS[id];
      const season = url.searchParams.get('saison');
      let facts: Awaited<ReturnType<NonNullable<typeof describe>>> = {};
      if (describe && season === null) {
        try {
          facts = await describe({ values, read, timeZone, now });
        } catch (error) {
          log(`the description of ${url.pathname} was read without data`, error);
        }
      }
      // as the shell names the page before its data is known (shell/src/routes.tsx)
      const param = found.page.titleParam;
      const named = param ? (values[param] ?? '') : '';
      const title = facts.title ?? ((param === 'resourceName' ? named.replace(/_/g, ' ') : named) || found.page.title);
      const description = season === null ? (facts.description ?? fallback) : `${fallback} Saison ${season}.`;
      const image = facts.image ?? { path: LEAGUE_LOGO, alt: leagueName };
      return {
        title: `${title} · ${leagueName}`,
        description: clipped(description),
        canonical: siteLink(path, publicUrl),
        image: { url: siteLink(image.path, publicUrl), alt: image.alt },
        siteName: leagueName,
      };
    },
  };
}

/** The page's tags for the document's head: description, canonical address, Open Graph and Twitter card. */
export function metaTags(meta: PageMeta): string {
  const property = (name: string, content: string) => `<meta property="${name}" content="${escapeHtml(content)}">`;
  return [
    `<meta name="description" content="${escapeHtml(meta.description)}">`,
    `<link rel="canonical" href="${escapeHtml(meta.canonical)}">`,
    property('og:type', 'website'),
    property('og:site_name', meta.siteName),
    property('og:locale', LOCALE),
    property('og:title', meta.title),
    property('og:description', meta.description),
    property('og:url', meta.canonical),
    property('og:image', meta.image.url),
    property('og:image:alt', meta.image.alt),
    `<meta name="twitter:card" content="summary">`,
  ].join('');
}
