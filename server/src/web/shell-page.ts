import type { FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { PAGE_STATE_ELEMENT_ID, type AppConfig } from '@league/shared';
import { buildAppConfig } from '../http/config-route';
import type { RouteDeps } from '../league/route-deps';
import { NO_CACHE } from '../http/cache-headers';
import { readCookie, SESSION_COOKIE } from '../http/cookies';
import { createPageHints, type StyleFile } from './page-hints';
import { createPageMeta, metaTags } from './page-meta';
import { createPageRender, type ReadJson, type RenderedPage } from './page-render';

/** The element the shell reads its configuration from instead of asking GET /config (shell/src/config). */
export const CONFIG_ELEMENT_ID = 'league-config';
/** The folder of the shell's build that holds its start file (scripts/webpack.app.cjs). */
const START_FOLDER = 'start';
/** Rendered pages kept per route, data version and encoding; far more than the site's distinct pages. */
const MAX_CACHED_PAGES = 500;
/**
 * How long a public page is kept at most: what it shows and says of itself depends on the time too (the next
 * matchday, the schedule's opening week), and the browser hydrates a rendered page with the server's clock.
 */
const RENDERED_PAGE_MS = 60_000;
/** A page rendered for one session: no cache keeps it, neither a shared one nor the browser's. */
export const OWN_PAGE_CACHE_CONTROL = 'private, no-store';

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

const text = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const attribute = (value: string) => text(value).replace(/"/g, '&quot;');

export type Encoding = 'br' | 'gzip' | 'identity';

export function encodingFor(acceptEncoding: string | undefined): Encoding {
  const accepted = (acceptEncoding ?? '').toLowerCase();
  if (/(^|[,\s])br\b/.test(accepted)) return 'br';
  if (/(^|[,\s])gzip\b/.test(accepted)) return 'gzip';
  return 'identity';
}

/** How the shell's page renders a public page on the server: reading the API as an anonymous visitor does. */
export interface ServerRendering {
  readJson: ReadJson;
  log: (message: string, error: unknown) => void;
}

export interface ShellPage {
  send(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
}

/**
 * The shell's index.html with what the browser would otherwise ask for stage after stage: the
 * configuration of GET /config inlined, and preload hints for the shell's start chunks, the route's remote entry
 * and page chunks, and its first API reads. Rendered pages are cached per route, data version and build.
 */
export function createShellPage(
  deps: Pick<RouteDeps, 'db' | 'config' | 'cache'>,
  version: string,
  rendering?: ServerRendering,
): ShellPage {
  const roots = deps.config.webRoots;
  const hintsFor = createPageHints(roots, deps.config.remoteUrls);
  const pageRender = rendering && createPageRender({ roots, remoteUrls: deps.config.remoteUrls, ...rendering });
  const pageMeta = createPageMeta({
    publicUrl: deps.config.publicUrl,
    readJson: rendering?.readJson ?? (() => Promise.reject(new Error('no reads without server rendering'))),
    log: rendering?.log ?? (() => undefined),
  });
  const templatePath = join(roots.shell, 'index.html');
  let template: { stamp: string; html: string; start: string | null } | undefined;
  const cache = new Map<string, { body: Buffer; etag: string }>();
  let configOf: { dataVersion: string; config: AppConfig; json: string } | undefined;
  const styleFiles = styleFileReader();

  // A release may replace the start file alone (webpack leaves an unchanged index.html as it was): both are watched.
  const readTemplate = (): string | null => {
    let stamp: string;
    try {
      stamp = `${statSync(templatePath).mtimeMs} ${startFolderStamp(roots.shell)}`;
    } catch {
      return null;
    }
    if (template?.stamp !== stamp) {
      template = { stamp, html: readFileSync(templatePath, 'utf8'), start: startFileOf(roots.shell) };
      cache.clear();
    }
    return template.html;
  };

  const configOfVersion = async (dataVersion: string) => {
    if (configOf?.dataVersion !== dataVersion) {
      const config = await buildAppConfig(deps, version);
      configOf = { dataVersion, config, json: jsonForScript(config) };
    }
    return configOf;
  };

  /** The page; with `session` (its cookie's value), a page of the session's own, or null when it was not rendered. */
  async function renderWith(html: string, url: URL, dataVersion: string): Promise<string>;
  async function renderWith(html: string, url: URL, dataVersion: string, session: string): Promise<string | null>;
  async function renderWith(html: string, url: URL, dataVersion: string, session?: string) {
    const archived = url.searchParams.has('saison');
    const config = await configOfVersion(dataVersion);
    const [rendered, meta] = await Promise.all([
      pageRender?.render(url, config.config, session).then((page) => page ?? null) ?? null,
      pageMeta.describe(url, config.config.cfg.uic, new Date()),
    ]);
    if (session !== undefined && !rendered) return null;
    const hints = hintsFor(
      url.pathname,
      archived,
      session !== undefined,
      rendered?.earlyDialogs.map((drawn) => drawn.source),
    );
    // a rendered page carries its data: only the session is still read
    if (rendered) hints.reads = hints.reads.filter((read) => read === SESSION_READ);
    // The page's own scripts first (a deferred script is otherwise asked for last, at low priority), then what
    // they load in turn, then the data: on a phone's six connections the order is the order of arrival.
    const pageScripts = [...html.matchAll(/<script[^>]*\ssrc=["']?([^"' >]+)/gi)]
      .map((match) => match[1] ?? '')
      .filter(Boolean);
    // A rendered page shows its content without them: its start file asks for them once the page is painted
    // (the content's bytes first on a poor connection); without a start file they come at low priority. A page the
    // browser renders needs them at once.
    const start = rendered ? startFileTag(html, template?.start ?? null, hints.scripts) : null;
    const scriptPriority = rendered ? ' fetchpriority="low"' : '';
    const head = [
      ...(meta ? [metaTags(meta)] : []),
      ...(rendered ? stylesOf(styleFiles(hints.styles)) : []),
      `<script id="${CONFIG_ELEMENT_ID}" type="application/json">${config.json}</script>`,
      ...hints.images.map((url) => `<link rel="preload" as="image" fetchpriority="high" href="${attribute(url)}">`),
      ...(start ? [] : [...pageScripts, ...hints.scripts]).map(
        (url) => `<link rel="preload" as="script"${scriptPriority} href="${attribute(url)}">`,
      ),
      ...hints.reads.map((url) => `<link rel="preload" as="fetch" crossorigin="anonymous" href="${attribute(url)}">`),
    ].join('');
    const started = start ? `${html.slice(0, start.at)}${start.tag}${html.slice(start.at + start.replaces)}` : html;
    // Before the first script or stylesheet, so that the browser asks for everything at once.
    const at = started.search(/<script|<\/head>/i);
    const page = at < 0 ? started : `${started.slice(0, at)}${head}${started.slice(at)}`;
    if (rendered) return withRoot(page, rendered);
    return meta ? withTitle(page, meta.title) : page;
  }

  /**
   * A page rendered for the session (its time slots; a public page for a captain or an administrator): for that person
   * on every request, kept by no cache, the browser's included. False, sending nothing, when it is not one or was not
   * rendered (the page every visitor gets then).
   */
  const sendOwnPage = async (request: FastifyRequest, reply: FastifyReply, html: string, url: URL) => {
    const session = readCookie(request, SESSION_COOKIE);
    if (!session || !pageRender?.rendersWithSession(url)) return false;
    const page = await renderWith(html, url, await deps.cache.dataVersion(), session);
    if (page === null) return false;
    const encoding = encodingFor(request.headers['accept-encoding']);
    reply
      .header('Cache-Control', OWN_PAGE_CACHE_CONTROL)
      .header('Vary', 'Accept, Accept-Encoding, Cookie')
      .type('text/html; charset=utf-8');
    if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
    reply.send(encoded(Buffer.from(page), encoding));
    return true;
  };

  return {
    async send(request, reply) {
      const url = new URL(request.url, 'http://localhost');
      const html = readTemplate();
      if (html === null) return reply.header('Cache-Control', NO_CACHE).sendFile('index.html');
      if (await sendOwnPage(request, reply, html, url)) return reply;
      const encoding = encodingFor(request.headers['accept-encoding']);
      const dataVersion = await deps.cache.dataVersion();
      const archived = url.searchParams.has('saison');
      const stamp = pageRender?.stamp(url) ?? '';
      const minute = Math.floor(Date.now() / RENDERED_PAGE_MS);
      // a server-rendered page: per address (its query is a view of the page's, page-render.ts), server builds and
      // minute (see RENDERED_PAGE_MS)
      const rendering = stamp ? `${url.pathname}${url.search} ${stamp} ${minute}` : '';
      // a public page's description: per canonical address (its season too) and minute
      const canonical = pageMeta.canonicalPath(url);
      const described = canonical === null ? '' : `${canonical} ${minute}`;
      const key = `${encoding} ${dataVersion} ${archived} ${routeKey(url.pathname)} ${rendering} ${described}`;
      let rendered = cache.get(key);
      if (!rendered) {
        const body = encoded(Buffer.from(await renderWith(html, url, dataVersion)), encoding);
        rendered = { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
        if (cache.size >= MAX_CACHED_PAGES) cache.clear();
        cache.set(key, rendered);
      }
      // a program asking a page's address for JSON gets another answer (static-apps.ts)
      reply.header('Cache-Control', NO_CACHE).header('Vary', 'Accept, Accept-Encoding').header('ETag', rendered.etag);
      if (request.headers['if-none-match'] === rendered.etag) return reply.status(304).send();
      reply.type('text/html; charset=utf-8');
      if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
      return reply.send(rendered.body);
    },
  };
}

function encoded(page: Buffer, encoding: Encoding): Buffer {
  if (encoding === 'br') return brotliCompressSync(page, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9 } });
  if (encoding === 'gzip') return gzipSync(page, { level: 9 });
  return page;
}

/** The shell's start file for rendered pages, `start/page-start.<hash>.js` (scripts/webpack.app.cjs), if built. */
function startFileOf(shellRoot: string): string | null {
  try {
    const file = readdirSync(join(shellRoot, START_FOLDER)).find((name) => /^page-start\.[0-9a-f]{8}\.js$/.test(name));
    return file ? `/${START_FOLDER}/${file}` : null;
  } catch {
    return null;
  }
}

/** When the start file's folder last changed (a build replaces the file in it), or 'none'. */
function startFolderStamp(shellRoot: string): string {
  try {
    return String(statSync(join(shellRoot, START_FOLDER)).mtimeMs);
  } catch {
    return 'none';
  }
}

/**
 * The start file's tag for a rendered page, in place of the template's one script, main.js: the start file runs
 * main.js and asks for the chunks it loads once the page is painted (shell/src/start/page-start.ts). Without a start
 * file, or with a template of several scripts, the page starts as the template says (null).
 */
function startFileTag(
  template: string,
  start: string | null,
  chunks: readonly string[],
): { at: number; replaces: number; tag: string } | null {
  const scripts = [...template.matchAll(/<script defer(?:="defer")? src=["']?([^"' >]+)["']?><\/script>/gi)];
  const main = scripts[0];
  if (!start || scripts.length !== 1 || !main?.[1]) return null;
  const tag =
    `<script defer src="${attribute(start)}" data-main="${attribute(main[1])}"` +
    ` data-chunks="${attribute(chunks.join(' '))}"></script>`;
  return { at: main.index, replaces: main[0].length, tag };
}

/** The session's read: the one a server-rendered page still makes at once (src/session/session-loader.ts). */
const SESSION_READ = '/api/myaccount/info';

const styleElement = (css: string, attributes: string) =>
  `<style ${attributes}>${css.replace(/<\/style/gi, '<\\/style')}</style>`;

/** A CSS file's text, as it is on disk; kept by path (a content-hashed file never changes). */
function styleFileReader(): (files: readonly StyleFile[]) => Array<StyleFile & { css: string }> {
  const read = new Map<string, string | null>();
  const textOf = (file: string) => {
    if (!read.has(file)) {
      if (read.size >= MAX_CACHED_PAGES) read.clear();
      let css: string | null = null;
      try {
        css = readFileSync(file, 'utf8');
      } catch {
        // not built, or replaced by a release: webpack's runtime asks for the file itself
      }
      read.set(file, css);
    }
    return read.get(file) ?? null;
  };
  return (files) =>
    files.flatMap((style) => {
      const css = textOf(style.file);
      return css === null ? [] : [{ ...style, css }];
    });
}

/**
 * The page's stylesheets, in its head before any script: the first paint is styled, and waits for no file. The CSS
 * files of the chunks it starts with, each as webpack's runtime looks for it (`data-href`, its name): the browser
 * does not ask for them (docs/decisions/build-and-federation.md).
 */
function stylesOf(files: ReadonlyArray<{ name: string; css: string }>): string[] {
  return files.map((file) => styleElement(file.css, `data-href="${attribute(file.name)}"`));
}

/**
 * The rendered page in #root, the dialogs drawn for their buttons to open before any script before it, then the data it was
 * rendered from (seeding the browser's stores). The template's notice that a page needs script is left out: a rendered
 * page shows its content without it.
 */
function withRoot(template: string, rendered: RenderedPage): string {
  const html = withTitle(template, rendered.title).replace(/<noscript>[\s\S]*?<\/noscript>/gi, '');
  const root = /<div id=(["']?)root\1><\/div>/i.exec(html);
  if (!root) return html;
  const state = `<script id="${PAGE_STATE_ELEMENT_ID}" type="application/json">${jsonForScript(rendered.state)}</script>`;
  // the dialogs before the page: their buttons, once painted, find them (the parser may paint #root before reading on)
  const dialog = rendered.earlyDialogs.map((drawn) => drawn.html).join('');
  const filled = `${dialog}${root[0].slice(0, -'</div>'.length)}${rendered.root}</div>${state}`;
  return `${html.slice(0, root.index)}${filled}${html.slice(root.index + root[0].length)}`;
}

/** The page with the document title it names. */
function withTitle(page: string, title: string): string {
  return page.replace(/<title>[^<]*<\/title>/i, `<title>${text(title)}</title>`);
}

/** Pages that get the same hints share one rendering (a team page names its team's reads: one each). */
function routeKey(pathname: string): string {
  return pathname.replace(/^\/series\/[^/]+\/?$/, '/series/:id');
}
