import type { FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { buildAppConfig } from '../http/config-route';
import { readDataVersion } from '../league/data-version-repository';
import type { RouteDeps } from '../league/route-deps';
import { NO_CACHE } from './cache-policy';
import { createPageHints } from './page-hints';

/** The element the shell reads its configuration from instead of asking GET /config (shell/src/config). */
export const CONFIG_ELEMENT_ID = 'league-config';
/** Rendered pages kept per route, data version and encoding; far more than the site's distinct pages. */
const MAX_CACHED_PAGES = 500;

/**
 * JSON that can sit inside a `<script>` element: no `</script>` or `<!--` can close or bend it, and the two line
 * separators JavaScript once refused are escaped too. JSON.parse reads the escapes back as the same characters.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const attribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export type Encoding = 'br' | 'gzip' | 'identity';

export function encodingFor(acceptEncoding: string | undefined): Encoding {
  const accepted = (acceptEncoding ?? '').toLowerCase();
  if (/(^|[,\s])br\b/.test(accepted)) return 'br';
  if (/(^|[,\s])gzip\b/.test(accepted)) return 'gzip';
  return 'identity';
}

export interface ShellPage {
  send(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
}

/**
 * The shell's index.html with what the browser would otherwise ask for stage after stage (issue #17): the
 * configuration of GET /config inlined, and preload hints for the shell's start chunks, the route's remote entry
 * and page chunks, and its first API reads. Rendered pages are cached per route, data version and build.
 */
export function createShellPage(deps: Pick<RouteDeps, 'db' | 'config'>, version: string): ShellPage {
  const roots = deps.config.webRoots;
  const hintsFor = createPageHints(roots, deps.config.remoteUrls);
  const templatePath = join(roots.shell, 'index.html');
  let template: { mtimeMs: number; html: string } | undefined;
  const cache = new Map<string, { body: Buffer; etag: string }>();
  let configOf: { dataVersion: string; json: string } | undefined;

  const readTemplate = (): string | null => {
    let mtimeMs: number;
    try {
      mtimeMs = statSync(templatePath).mtimeMs;
    } catch {
      return null;
    }
    if (template?.mtimeMs !== mtimeMs) {
      template = { mtimeMs, html: readFileSync(templatePath, 'utf8') };
      cache.clear();
    }
    return template.html;
  };

  const configJson = async (dataVersion: string) => {
    if (configOf?.dataVersion !== dataVersion) {
      configOf = { dataVersion, json: jsonForScript(await buildAppConfig(deps, version)) };
    }
    return configOf.json;
  };

  const renderWith = async (html: string, pathname: string, search: string, dataVersion: string) => {
    const archived = new URLSearchParams(search).has('saison');
    const hints = hintsFor(pathname, archived);
    // The page's own scripts first (a deferred script is otherwise asked for last, at low priority), then what
    // they load in turn, then the data: on a phone's six connections the order is the order of arrival.
    const pageScripts = [...html.matchAll(/<script[^>]*\ssrc=["']?([^"' >]+)/gi)]
      .map((match) => match[1] ?? '')
      .filter(Boolean);
    const head = [
      `<script id="${CONFIG_ELEMENT_ID}" type="application/json">${await configJson(dataVersion)}</script>`,
      ...[...pageScripts, ...hints.scripts].map((url) => `<link rel="preload" as="script" href="${attribute(url)}">`),
      ...hints.reads.map((url) => `<link rel="preload" as="fetch" crossorigin="anonymous" href="${attribute(url)}">`),
    ].join('');
    // Before the first script or stylesheet, so that the browser asks for everything at once.
    const at = html.search(/<script|<\/head>/i);
    return at < 0 ? html : `${html.slice(0, at)}${head}${html.slice(at)}`;
  };

  return {
    async send(request, reply) {
      const url = new URL(request.url, 'http://localhost');
      const html = readTemplate();
      if (html === null) return reply.header('Cache-Control', NO_CACHE).sendFile('index.html');
      const encoding = encodingFor(request.headers['accept-encoding']);
      const dataVersion = await readDataVersion(deps.db);
      const archived = url.searchParams.has('saison');
      const key = `${encoding} ${dataVersion} ${archived} ${routeKey(url.pathname)}`;
      let rendered = cache.get(key);
      if (!rendered) {
        const page = Buffer.from(await renderWith(html, url.pathname, url.search, dataVersion));
        let body = page;
        if (encoding === 'br') body = brotliCompressSync(page, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9 } });
        if (encoding === 'gzip') body = gzipSync(page, { level: 9 });
        rendered = { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
        if (cache.size >= MAX_CACHED_PAGES) cache.clear();
        cache.set(key, rendered);
      }
      reply.header('Cache-Control', NO_CACHE).header('Vary', 'Accept-Encoding').header('ETag', rendered.etag);
      if (request.headers['if-none-match'] === rendered.etag) return reply.status(304).send();
      reply.type('text/html; charset=utf-8');
      if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
      return reply.send(rendered.body);
    },
  };
}

/** Pages that get the same hints share one rendering (a team page names its team's reads: one each). */
function routeKey(pathname: string): string {
  return pathname.replace(/^\/series\/[^/]+\/?$/, '/series/:id');
}
