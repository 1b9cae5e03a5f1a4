import { NNBSP } from '@league/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Socket } from 'node:net';
import { serve } from '../http/serve';
import { readDataVersion } from '../league/data-version-repository';
import type { RouteDeps } from '../league/route-deps';
import { openChangeFeed, type ChangeFeed } from './change-feed';
import { changeEvent, LiveStreams, openingOf, refreshEvent, versionMark } from './live-streams';
import { topicsOf } from './live-topics';

export const LIVE_FULL = `Trop de pages suivent la ligue en direct sur ce serveur${NNBSP}: la vôtre réessaiera dans une minute`;
/** what a refused browser is told to wait, in seconds */
const FULL_RETRY_AFTER_S = 60;
/** the longest a stream waits for the feed to listen before it opens */
const FEED_WAIT_MS = 2_000;

/**
 * GET /api/live (docs/architecture.md#live): the pages open in browsers follow the league's changes. The change feed
 * starts with the first stream and ends with the app; streams end when the server begins to close, so that it can.
 */
export const liveRoutes =
  (deps: RouteDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const streams = new LiveStreams(deps.config.live);
    let feed: ChangeFeed | null = null;
    const follow = () =>
      (feed ??= openChangeFeed(deps.db, {
        change: ({ version, entity, action }) => {
          const topics = topicsOf(entity, action);
          if (topics.length > 0) streams.sendAll(changeEvent(version, topics));
        },
        // listening (again): the streams held meanwhile may have missed changes, so every page reads again
        resync: () => {
          if (streams.size === 0) return;
          readDataVersion(deps.db).then(
            (version) => streams.sendAll(refreshEvent(version)),
            (error: unknown) => deps.log.warn(`live streams not refreshed: ${String(error)}`),
          );
        },
        log: (line) => deps.log.warn(line),
      }));
    app.addHook('preClose', async () => streams.closeAll());
    app.addHook('onClose', async () => feed?.close());

    serve(app, 'liveUpdates', async (request, reply) => {
      if (streams.full) {
        return reply
          .status(503)
          .header('retry-after', String(FULL_RETRY_AFTER_S))
          .send({ success: false, error: LIVE_FULL });
      }
      // the feed's first LISTEN answered (or it will refresh the streams held meanwhile once it is)
      await within(follow().ready(), FEED_WAIT_MS);
      reply.hijack();
      const response = reply.raw;
      // the headers the hooks set (security headers), then the stream's own
      for (const [name, value] of Object.entries(reply.getHeaders()))
        if (value !== undefined) response.setHeader(name, value);
      response.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        'x-accel-buffering': 'no', // nginx: pass each event on at once
      });
      // Fastify's inject (in process, with no socket) cannot hold a stream: it gets the opening, then the end
      const socket = request.raw.socket;
      const held = socket instanceof Socket;
      if (held) {
        socket.setNoDelay(true);
        // held before the version is read: a change committed meanwhile is sent, never lost between the two
        streams.hold(response);
      }
      streams.send(response, openingOf(deps.config.live.retryMs));
      try {
        const version = await readDataVersion(deps.db);
        const last = request.headers['last-event-id'];
        // back after an absence (or from before a restore): changes may have been missed
        streams.send(response, last !== undefined && last !== version ? refreshEvent(version) : versionMark(version));
      } catch (error) {
        // the database out of reach: the browser reconnects after `retry`
        request.log.warn(`live stream not started: ${error instanceof Error ? error.message : String(error)}`);
        response.end();
      }
      if (!held) response.end();
    });
  };

/** Waits for `promise`, `ms` at most. */
async function within(promise: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)));
  await Promise.race([promise, late]).finally(() => clearTimeout(timer));
}
