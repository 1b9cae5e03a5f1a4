import type { FastifyInstance } from 'fastify';
import { get, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';

/** One Server-Sent Event as a browser's EventSource would see it, or a comment line (a heartbeat). */
export interface StreamEvent {
  id?: string;
  event?: string;
  data?: string;
  retry?: string;
  comment?: string;
}

export interface EventStream {
  status: number;
  headers: IncomingHttpHeaders;
  /** every event and comment read so far, in order */
  events: StreamEvent[];
  /** the whole body read so far */
  text(): string;
  /** the first event from `from` on (an index into `events`) that `matches`; fails after `timeoutMs` */
  next(matches: (event: StreamEvent) => boolean, from?: number, timeoutMs?: number): Promise<StreamEvent>;
  /** resolves when the server ends the stream (or the connection closes) */
  ended: Promise<void>;
  close(): void;
}

/** Splits what arrived into events: blocks separated by a blank line, each line `field: value` or `: comment`. */
function parseBlock(block: string): StreamEvent {
  const event: StreamEvent = {};
  for (const line of block.split('\n')) {
    const colon = line.indexOf(':');
    if (colon === 0) {
      event.comment = line.slice(1).trim();
      continue;
    }
    const field = colon < 0 ? line : line.slice(0, colon);
    const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'id' || field === 'event' || field === 'data' || field === 'retry') event[field] = value;
  }
  return event;
}

/**
 * Opens GET /api/live on an app listening on a real port (inject cannot hold a stream) and reads it as it comes.
 * `paused`: the response is never read, as a reader who stopped reading (its socket's buffers fill up).
 */
export function openEventStream(
  port: number,
  {
    headers = {},
    paused = false,
    path = '/api/live',
  }: { headers?: Record<string, string>; paused?: boolean; path?: string } = {},
): Promise<EventStream> {
  return new Promise((resolve, reject) => {
    const request = get({
      host: '127.0.0.1',
      port,
      path,
      agent: false,
      headers: { accept: 'text/event-stream', ...headers },
    });
    request.on('error', reject);
    request.on('response', (response: IncomingMessage) => {
      let body = '';
      let pending = '';
      const events: StreamEvent[] = [];
      const waiters = new Set<() => void>();
      let endedResolve: () => void = () => undefined;
      const ended = new Promise<void>((done) => (endedResolve = done));
      response.on('close', () => endedResolve());
      response.on('end', () => endedResolve());
      response.on('error', () => endedResolve());
      request.on('error', () => endedResolve());
      if (paused) response.pause();
      else {
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          body += chunk;
          pending += chunk;
          let cut: number;
          while ((cut = pending.indexOf('\n\n')) >= 0) {
            events.push(parseBlock(pending.slice(0, cut)));
            pending = pending.slice(cut + 2);
          }
          for (const wake of [...waiters]) wake();
        });
      }
      const next = (matches: (event: StreamEvent) => boolean, from = 0, timeoutMs = 5_000) =>
        new Promise<StreamEvent>((found, failed) => {
          let scanned = from;
          const look = () => {
            for (; scanned < events.length; scanned += 1) {
              const event = events[scanned] as StreamEvent;
              if (!matches(event)) continue;
              waiters.delete(look);
              clearTimeout(timer);
              found(event);
              return;
            }
          };
          const timer = setTimeout(() => {
            waiters.delete(look);
            failed(new Error(`no such event within ${timeoutMs} ms; read last: ${JSON.stringify(body.slice(-300))}`));
          }, timeoutMs);
          waiters.add(look);
          look();
        });
      resolve({
        status: response.statusCode ?? 0,
        headers: response.headers,
        events,
        text: () => body,
        next,
        ended,
        close: () => request.destroy(),
      });
    });
  });
}

/** Starts `app` on a free port of 127.0.0.1 and tells which. */
export async function listenOnFreePort(app: FastifyInstance): Promise<number> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (typeof address !== 'object' || !address) throw new Error('the app listens on no port');
  return address.port;
}
