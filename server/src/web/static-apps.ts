import fastifyStatic from '@fastify/static';
import { REMOTE_NAMES } from '@league/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { existsSync } from 'node:fs';
import type { WebRoots } from '../env';
import { notFoundBody } from '../http/errors';
import { wantsHtml } from '../http/wants-html';
import { NO_CACHE } from '../http/cache-headers';
import { cacheControlFor } from './cache-policy';
import { PUBLIC_PAGE_ROUTES } from './page-hints';
import { prefersJson } from './prefers-json';
import type { ShellPage } from './shell-page';

/**
 * Serves the shell at / and each remote at /mf/<name>/, and answers any other browser navigation
 * with the shell's index.html so that client-side routes survive a reload.
 * The production build writes `.br` and `.gz` siblings of its text files (scripts/webpack.app.cjs):
 * `preCompressed` sends the one the browser accepts (with `Vary: Accept-Encoding`), else the plain file.
 */
export async function registerStaticApps(app: FastifyInstance, roots: WebRoots, page?: ShellPage): Promise<void> {
  const setHeaders = (reply: FastifyReply, filePath: string) => {
    reply.header('Cache-Control', cacheControlFor(filePath));
  };
  // an app's server build (dist/server) is the server's to run, not a file to hand out
  const allowedPath = (pathName: string) => !/^\/?server\//.test(pathName);

  for (const name of REMOTE_NAMES) {
    const root = roots.remotes[name];
    if (!existsSync(root)) app.log.warn(`remote ${name} is not built (${root}): run npm run build`);
    await app.register(fastifyStatic, {
      root,
      prefix: `/mf/${name}/`,
      decorateReply: false,
      cacheControl: false,
      index: false,
      preCompressed: true,
      setHeaders,
      allowedPath,
    });
  }

  // The public pages a phone opens first: answered at once, not after a look for a file of that name. Their HTML
  // goes to every request that does not prefer JSON: a browser, curl, a monitor, a chat app's link preview.
  for (const route of PUBLIC_PAGE_ROUTES) {
    // eslint-disable-next-line no-restricted-syntax -- pages of the site, not calls of the API
    app.get(route, { schema: { hide: true } }, async (request, reply) =>
      prefersJson(request.headers.accept)
        ? reply.status(404).header('Vary', 'Accept').send(notFoundBody(request.url))
        : sendShell(reply, page),
    );
  }

  if (!existsSync(roots.shell)) app.log.warn(`shell is not built (${roots.shell}): run npm run build`);
  await app.register(fastifyStatic, {
    root: roots.shell,
    prefix: '/',
    cacheControl: false,
    index: false,
    preCompressed: true,
    setHeaders,
    allowedPath,
  });

  app.setNotFoundHandler((request, reply) => {
    if (wantsHtml(request)) return sendShell(reply, page);
    return reply.status(404).send(notFoundBody(request.url));
  });
}

/** The shell's page, for / and for any client-side route: with its configuration and hints when `page` is given. */
export function sendShell(reply: FastifyReply, page?: ShellPage) {
  if (page) return page.send(reply.request, reply);
  return reply.header('Cache-Control', NO_CACHE).type('text/html; charset=utf-8').sendFile('index.html');
}
