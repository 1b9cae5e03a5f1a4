import { PAGE_LIST } from '@league/shared';
import { endpoints } from '@league/shared/contract/all';
import { siteLink } from '../mail/templates';

/** The shell's own route that signs out (shell/src/routes.tsx): no page of its own. */
const LOGOUT = '/logout';

/** An address up to its first parameter, without a final slash: what robots.txt matches as a prefix. */
const prefixOf = (path: string) => path.replace(/\/?:.*$/, '').replace(/(.)\/+$/, '$1') || '/';

/**
 * What crawlers are asked to leave alone: every page that is not public (the administration, the account's dialogs,
 * the captains' time slots), read from the PAGES table, and the first segment of every call of the contract that
 * answers JSON (the API, /config, /healthz); images and these files stay open. A prefix another one covers is left out.
 */
export function disallowedPaths(): string[] {
  const pages = PAGE_LIST.filter((page) => !page.serverReads).map((page) => prefixOf(page.path));
  const calls = Object.values(endpoints)
    .filter((entry) => !('file' in entry))
    .map((entry) => `/${entry.path.split('/')[1] ?? ''}`);
  const prefixes = [...new Set([...pages, ...calls, LOGOUT])].filter((prefix) => prefix !== '/').sort();
  return prefixes.filter((prefix) => !prefixes.some((other) => other !== prefix && prefix.startsWith(`${other}/`)));
}

/** /robots.txt (RFC 9309): the paths above disallowed to every crawler, and where the site's map is. */
export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    ...disallowedPaths().map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${siteLink(endpoints.sitemap.path, publicUrl)}`,
    '',
  ].join('\n');
}
