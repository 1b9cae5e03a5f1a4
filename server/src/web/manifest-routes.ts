import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { NO_CACHE } from '../http/cache-headers';
import { notFoundBody } from '../http/errors';
import type { RouteDeps } from '../league/route-deps';
import { readSettings } from '../league/settings';
import { encodingFor } from './shell-page';
import { leagueHasOwnLogo } from '../setup/league-logo';
import {
  APP_ICONS,
  ICONS_PATH,
  MANIFEST_PATH,
  readLeagueLogo,
  renderAppIcon,
  webManifest,
  type AppIconFile,
} from './manifest';

/** The service worker's address: the site's root, so that it may serve the whole site (shell/src/offline/sw.ts). */
export const WORKER_PATH = '/sw.js';
/** Icons change only with the league's logo or name: kept an hour, like the league's images. */
const ICON_CACHE = 'public, max-age=3600';

const etagOf = (body: Buffer | string) => `"${createHash('sha1').update(body).digest('base64url')}"`;

/** A body with its ETag: a 304 when the browser holds it already. */
function sendTagged(request: FastifyRequest, reply: FastifyReply, body: Buffer, etag: string) {
  reply.header('ETag', etag);
  if (request.headers['if-none-match'] === etag) return reply.status(304).send();
  return reply.send(body);
}

/**
 * What makes the site installable and readable offline: the manifest, its icons (drawn with sharp from the league's
 * logo when first asked for, again only when the logo changes) and the service worker, served from the root with no-cache so that a release's
 * worker is found on the next visit.
 */
export const manifestRoutes =
  ({ db, cache, config }: RouteDeps): FastifyPluginAsync =>
  async (app) => {
    // the manifest follows the league's name (read again once per data version); the icons follow its logo only, and
    // are drawn when first asked for: a browser fetching the manifest on every page makes sharp draw nothing
    let manifestOf: { version: string; manifest: Buffer } | undefined;
    const currentManifest = async () => {
      const version = await cache.dataVersion();
      if (manifestOf?.version !== version) {
        const { leagueName } = await readSettings(db);
        manifestOf = { version, manifest: Buffer.from(JSON.stringify(webManifest(leagueName))) };
      }
      return manifestOf;
    };
    let iconsOf: { version: string; key: string; logo: Buffer | null; drawn: Map<AppIconFile, Promise<Buffer>> };
    const currentIcons = async () => {
      const version = await cache.dataVersion();
      if (iconsOf?.version !== version) {
        const { leagueName } = await readSettings(db);
        const logo = (await leagueHasOwnLogo({ db, config }, leagueName)) ? await readLeagueLogo({ db, config }) : null;
        const key = logo ? etagOf(logo) : 'placeholder';
        iconsOf = { version, key, logo, drawn: iconsOf?.key === key ? iconsOf.drawn : new Map() };
      }
      return iconsOf;
    };
    const iconOf = (icons: typeof iconsOf, file: AppIconFile) => {
      let png = icons.drawn.get(file);
      if (!png) {
        png = renderAppIcon(file, icons.logo);
        icons.drawn.set(file, png);
        png.catch(() => icons.drawn.delete(file)); // a failure is answered, and drawn again when asked next
      }
      return png;
    };

    // eslint-disable-next-line no-restricted-syntax -- a file of the site, not a call of the API
    app.get(MANIFEST_PATH, { schema: { hide: true } }, async (request, reply) => {
      const { manifest } = await currentManifest();
      reply.header('Cache-Control', NO_CACHE).type('application/manifest+json; charset=utf-8');
      return sendTagged(request, reply, manifest, etagOf(manifest));
    });

    // eslint-disable-next-line no-restricted-syntax -- files of the site, not calls of the API
    app.get<{ Params: { file: string } }>(`${ICONS_PATH}/:file`, { schema: { hide: true } }, async (request, reply) => {
      const file = request.params.file;
      if (!Object.hasOwn(APP_ICONS, file)) return reply.status(404).send(notFoundBody(request.url));
      const icons = await currentIcons();
      const png = await iconOf(icons, file as AppIconFile);
      reply.header('Cache-Control', ICON_CACHE).type('image/png');
      return sendTagged(request, reply, png, etagOf(`${icons.key} ${file}`));
    });

    // eslint-disable-next-line no-restricted-syntax -- a file of the site, not a call of the API
    app.get(WORKER_PATH, { schema: { hide: true } }, async (request, reply) => {
      const file = join(config.webRoots.shell, 'sw.js');
      const worker = await readFile(file).catch(() => null);
      if (!worker) return reply.status(404).send(notFoundBody(request.url));
      reply
        .header('Cache-Control', NO_CACHE)
        .header('Service-Worker-Allowed', '/')
        .header('Vary', 'Accept-Encoding')
        .type('text/javascript; charset=utf-8');
      // the build's compressed sibling when the browser takes it (scripts/webpack.app.cjs, PrecompressPlugin)
      const encoding = encodingFor(request.headers['accept-encoding']);
      const extension = { br: '.br', gzip: '.gz', identity: null }[encoding];
      const compressed = extension ? await readFile(`${file}${extension}`).catch(() => null) : null;
      if (compressed) reply.header('Content-Encoding', encoding);
      const sent = compressed ? encoding : 'identity';
      return sendTagged(request, reply, compressed ?? worker, etagOf(`${etagOf(worker)} ${sent}`));
    });
  };
