import type { ServerResponse } from 'node:http';
import type { LiveSettings } from '../env';
import type { LiveTopic } from './live-topics';

/**
 * The Server-Sent Events this process writes to the pages open in browsers (docs/architecture.md#live), and the
 * streams it holds: at most `maxStreams`, one heartbeat timer for all, and a reader who stops reading dropped as
 * soon as its unsent bytes pass `maxBufferedBytes`, so memory stays bounded whatever the readers do.
 */

/** The first bytes of a stream: how long the browser waits before reconnecting when it ends. */
export function openingOf(retryMs: number): string {
  return `retry: ${retryMs}\n\n`;
}

/** Sets the browser's last event id without an event: a reconnection sends it back as Last-Event-ID. */
export function versionMark(version: string): string {
  return `id: ${version}\n\n`;
}

export function changeEvent(version: string, topics: readonly LiveTopic[]): string {
  return `id: ${version}\nevent: change\ndata: ${JSON.stringify({ changed: topics })}\n\n`;
}

/** Changes may have been missed (a reconnection from an older version, a lost listener): read everything again. */
export function refreshEvent(version: string): string {
  return `id: ${version}\nevent: refresh\ndata: ${JSON.stringify({ changed: ['all'] })}\n\n`;
}

/** A comment: nothing for the page, bytes that keep proxies from closing an idle stream. */
export const HEARTBEAT = ':\n\n';

export class LiveStreams {
  private readonly open = new Set<ServerResponse>();
  private heartbeat: NodeJS.Timeout | null = null;

  constructor(private readonly settings: LiveSettings) {}

  get size(): number {
    return this.open.size;
  }

  get full(): boolean {
    return this.open.size >= this.settings.maxStreams;
  }

  /** Holds a stream whose headers are sent, until its reader goes, is dropped, or the server closes. */
  hold(response: ServerResponse): void {
    this.open.add(response);
    response.once('close', () => this.release(response));
    if (!this.heartbeat) {
      this.heartbeat = setInterval(() => this.sendAll(HEARTBEAT), this.settings.heartbeatMs);
      this.heartbeat.unref();
    }
  }

  /** Writes to one stream; a reader whose unsent bytes pile up is not waited for. */
  send(response: ServerResponse, text: string): void {
    if (response.destroyed) return;
    response.write(text);
    if (response.writableLength > this.settings.maxBufferedBytes) {
      this.release(response);
      response.destroy();
    }
  }

  sendAll(text: string): void {
    for (const response of this.open) this.send(response, text);
  }

  /** Ends every stream (the server is closing): each browser reconnects, to another process behind a balancer. */
  closeAll(): void {
    for (const response of [...this.open]) {
      this.release(response);
      response.end();
    }
  }

  private release(response: ServerResponse): void {
    this.open.delete(response);
    if (this.open.size === 0 && this.heartbeat) {
      clearInterval(this.heartbeat);
      this.heartbeat = null;
    }
  }
}
