import { PAGE_LIST, PAGES, paths, RULES_DOCUMENT_KEY } from '@league/shared';
import { escapeHtml, siteLink } from '../mail/templates';
import type { SitemapRows } from './sitemap-repository';

/** The sitemaps.org protocol's namespace, version 0.9. */
export const SITEMAP_NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';
/** What one sitemap file may list at most (sitemaps.org): a league's site is far below. */
export const SITEMAP_MAX_URLS = 50_000;

/** The public pages of fixed address, in the site's order; those that may have nothing to show are dropped below. */
const FIXED_PAGES = PAGE_LIST.filter((page) => page.serverReads && !page.path.includes(':'));

/**
 * /sitemap.xml: the public pages, every team's page, the season's series matches and the information pages, each
 * with `lastmod` from the data (an information page's own time, else the last write's). The sponsors' page is left
 * out while the league has none, the rules' page while they are not written (their menu entries are hidden too).
 */
export function sitemapXml(rows: SitemapRows, publicUrl: string): string {
  const rules = rows.documents.find((document) => document.key === RULES_DOCUMENT_KEY);
  const fixed = FIXED_PAGES.filter(
    (page) => (page.path !== PAGES.sponsors.path || rows.hasSponsors) && (page.path !== PAGES.rules.path || rules),
  ).map((page) => ({ path: page.path, lastmod: page.path === PAGES.rules.path ? rules?.updatedAt : undefined }));
  const entries: Array<{ path: string; lastmod?: string | undefined }> = [
    ...fixed,
    ...rows.teams.map((name) => ({ path: paths.team(name) })),
    ...rows.seriesMatches.map((id) => ({ path: paths.seriesMatch(id) })),
    // the rules have their own page (PAGES.rules): listed once
    ...rows.documents
      .filter((document) => document.key !== RULES_DOCUMENT_KEY)
      .map((document) => ({ path: paths.resource(document.key), lastmod: document.updatedAt })),
  ].slice(0, SITEMAP_MAX_URLS);
  const urls = entries.map(({ path, lastmod }) => {
    const time = lastmod ?? rows.lastWrite;
    return `<url><loc>${escapeHtml(siteLink(path, publicUrl))}</loc>${time ? `<lastmod>${escapeHtml(time)}</lastmod>` : ''}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<urlset xmlns="${SITEMAP_NAMESPACE}">`,
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
