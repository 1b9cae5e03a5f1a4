import type { Client, Notification } from 'pg';
import { postgresUrlOf, type Db } from '../db/database';
import { CHANGES_CHANNEL, followCommittedChanges, type LeagueChange } from '../league/league-changes';

/**
 * The league's committed changes as this process learns of them (docs/architecture.md#live): on SQLite from its own
 * writes (league/league-changes.ts); on PostgreSQL from every process's, through LISTEN on a connection of its own
 * outside the pool. A lost connection is opened and listened again, with a growing pause while the database is
 * away; since changes may have been missed meanwhile, `resync` is called each time it listens (again).
 */
export interface ChangeFeed {
  /** resolves once changes are followed (on PostgreSQL: the first LISTEN answered, or the feed closed) */
  ready(): Promise<void>;
  close(): Promise<void>;
}

export interface FeedListeners {
  change(change: LeagueChange): void;
  resync(): void;
  /** one line for the operator (a lost listening connection) */
  log(line: string): void;
}

/** The pause before listening again, doubled after each failure up to the longest. */
const FIRST_PAUSE_MS = 250;
const LONGEST_PAUSE_MS = 5_000;
/** how the listening connection shows in pg_stat_activity */
export const LISTENER_NAME = 'league-live';

export function openChangeFeed(db: Db, listeners: FeedListeners): ChangeFeed {
  const url = postgresUrlOf(db);
  if (url === undefined) {
    const stop = followCommittedChanges(db, listeners.change);
    return { ready: () => Promise.resolve(), close: async () => stop() };
  }
  return new PostgresListener(url, listeners);
}

function parsed(payload: string | undefined): LeagueChange | null {
  try {
    const change = JSON.parse(payload ?? '') as Partial<LeagueChange>;
    return typeof change.version === 'string' && change.action && change.entity ? (change as LeagueChange) : null;
  } catch {
    return null;
  }
}

class PostgresListener implements ChangeFeed {
  private client: Client | null = null;
  private stopped = false;
  private pause = FIRST_PAUSE_MS;
  private timer: NodeJS.Timeout | null = null;
  private readonly first: Promise<void>;

  constructor(
    private readonly url: string,
    private readonly listeners: FeedListeners,
  ) {
    this.first = new Promise((resolve) => {
      this.onListening = resolve;
    });
    void this.listen();
  }

  private onListening: () => void = () => undefined;

  ready(): Promise<void> {
    return this.first;
  }

  private async listen(): Promise<void> {
    this.timer = null;
    // pg is loaded with the first stream, so a process nobody follows never holds it
    const { Client } = (await import('pg')).default;
    const client = new Client({ connectionString: this.url, application_name: LISTENER_NAME });
    this.client = client;
    client.on('notification', (message: Notification) => {
      const change = message.channel === CHANGES_CHANNEL ? parsed(message.payload) : null;
      if (change) this.listeners.change(change);
    });
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client, new Error('connection ended')));
    try {
      await client.connect();
      await client.query(`listen ${CHANGES_CHANNEL}`);
    } catch (error) {
      this.lost(client, error);
      return;
    }
    if (this.stopped || this.client !== client) return;
    this.pause = FIRST_PAUSE_MS;
    this.listeners.resync();
    this.onListening();
  }

  /** The connection is gone (or never came): another after a pause, unless closing. */
  private lost(client: Client, error: unknown): void {
    if (this.client !== client) return; // already replaced
    this.client = null;
    client.removeAllListeners('end');
    client.on('error', () => undefined); // a late error of a dropped client must not crash the process
    void client.end().catch(() => undefined);
    if (this.stopped) return;
    const message = error instanceof Error ? error.message : String(error);
    this.listeners.log(`PostgreSQL: live changes not followed (${message}); listening again in ${this.pause} ms`);
    this.timer = setTimeout(() => void this.listen(), this.pause);
    this.timer.unref();
    this.pause = Math.min(this.pause * 2, LONGEST_PAUSE_MS);
  }

  async close(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.onListening(); // nobody waits for a feed that is closing
    const client = this.client;
    this.client = null;
    if (client) {
      client.removeAllListeners('end');
      await client.end().catch(() => undefined);
    }
  }
}
