/**
 * PostgreSQL through a pg pool that survives the database going away and coming back (docs/decisions/operations.md): a
 * connection is waited for 2 s at most, a query that meets a lost connection fails with
 * DatabaseUnreachable (answered 503), and from then on every query is refused at once while one probe at a time
 * asks the database whether it is back; the first probe answered ends the outage, with no restart.
 */
import {
  PostgresDialect,
  PostgresDriver,
  type CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type QueryCompiler,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import type { Pool, QueryConfig } from 'pg';
import { DatabaseUnreachable, isConnectionError, isPoolBusy } from './unreachable';

export interface PostgresOptions {
  /** the longest wait for a connection: opening one, or one of the pool's coming free (pg's connectionTimeoutMillis) */
  connectTimeoutMs?: number;
  /** the pause between two probes while the database is away */
  retryMs?: number;
  /** where the outage's start and end are told (one line each) */
  log?: (line: string) => void;
}

const POOL_SIZE = 10;
/** console.warn as it is when called (a test may watch it) */
const warn = (line: string) => console.warn(line);

async function openPool(url: string, connectTimeoutMs: number, log: (line: string) => void): Promise<Pool> {
  // pg is loaded with the first query, so a SQLite server never holds it
  const { Pool } = (await import('pg')).default;
  const pool = new Pool({ connectionString: url, max: POOL_SIZE, connectionTimeoutMillis: connectTimeoutMs });
  // An idle connection the server ends (restart, failover, admin) must not crash the process: the pool drops
  // that client and opens another on the next query. Without a listener, pg's 'error' event is fatal.
  pool.on('error', (error) => log(`PostgreSQL: idle connection lost (${error.message})`));
  // The same for a connection in use, which the pool leaves without a listener: its query fails with the error
  // (or the next one, « not queryable »), and the pool drops the client when it is released.
  pool.on('connect', (client) => client.on('error', () => undefined));
  return pool;
}

/** Whether the database is known to be away, and the probes that end it. */
class Outage {
  private lost: unknown = null;
  private since = 0;
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;

  constructor(
    private readonly probe: () => Promise<void>,
    private readonly retryMs: number,
    private readonly log: (line: string) => void,
  ) {}

  /** Refuses at once while the database is known to be away: no request waits for a connection that will not come. */
  check(): void {
    if (this.lost !== null) throw new DatabaseUnreachable(this.lost);
  }

  /** What to throw for `error`: a connection error becomes DatabaseUnreachable, and opens an outage if it says the database is gone. */
  failed(error: unknown): unknown {
    if (!isConnectionError(error)) return error;
    if (this.lost === null && !this.stopped && !isPoolBusy(error)) {
      this.lost = error;
      this.since = Date.now();
      this.log(`PostgreSQL: unreachable (${messageOf(error)}); requests answered 503 until it answers again`);
      this.probeIn(0);
    }
    return new DatabaseUnreachable(error);
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
  }

  private probeIn(ms: number): void {
    this.timer = setTimeout(() => void this.tryAgain(), ms);
    this.timer.unref(); // an outage never keeps the process alive
  }

  private async tryAgain(): Promise<void> {
    this.timer = null;
    try {
      await this.probe();
    } catch {
      if (!this.stopped) this.probeIn(this.retryMs);
      return;
    }
    this.log(`PostgreSQL: reachable again after ${((Date.now() - this.since) / 1000).toFixed(1)} s`);
    this.lost = null;
  }
}

/** Duck-typed: pg's errors may come from another realm (as under jest). */
const messageOf = (error: unknown) => {
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' ? message : String(error);
};

/** A pool's connection whose failures go through the outage. */
class GuardedConnection implements DatabaseConnection {
  constructor(
    readonly inner: DatabaseConnection,
    private readonly outage: Outage,
  ) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    try {
      return await this.inner.executeQuery<R>(query);
    } catch (error) {
      throw this.outage.failed(error);
    }
  }

  streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    return this.inner.streamQuery<R>(query, chunkSize);
  }
}

/** Kysely's PostgreSQL driver, with the outage between it and every query. */
class GuardedDriver implements Driver {
  private pool: Pool | null = null;
  private readonly inner: PostgresDriver;
  private readonly outage: Outage;
  private readonly guarded = new WeakMap<DatabaseConnection, GuardedConnection>();

  constructor(url: string, { connectTimeoutMs = 2_000, retryMs = 250, log = warn }: PostgresOptions) {
    this.inner = new PostgresDriver({
      pool: async () => (this.pool = await openPool(url, connectTimeoutMs, log)),
    });
    this.outage = new Outage(() => this.probe(connectTimeoutMs), retryMs, log);
  }

  /** One round trip on a connection of the pool, bounded; a connection that fails it is dropped. */
  private async probe(timeoutMs: number): Promise<void> {
    if (!this.pool) throw new Error('no pool yet');
    const client = await this.pool.connect();
    try {
      await client.query({ text: 'select 1', query_timeout: timeoutMs } as QueryConfig);
      client.release();
    } catch (error) {
      client.release(error as Error);
      throw error;
    }
  }

  init(): Promise<void> {
    return this.inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    this.outage.check();
    let connection: DatabaseConnection;
    try {
      connection = await this.inner.acquireConnection();
    } catch (error) {
      throw this.outage.failed(error);
    }
    let guarded = this.guarded.get(connection);
    if (!guarded) {
      guarded = new GuardedConnection(connection, this.outage);
      this.guarded.set(connection, guarded);
    }
    return guarded;
  }

  // the transaction's statements are sent through the guarded connection, so their failures are translated too
  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    return this.inner.beginTransaction(connection, settings);
  }

  commitTransaction(connection: DatabaseConnection): Promise<void> {
    return this.inner.commitTransaction(connection);
  }

  rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    return this.inner.rollbackTransaction(connection);
  }

  savepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']): Promise<void> {
    return this.inner.savepoint(connection, name, compile);
  }

  rollbackToSavepoint(
    connection: DatabaseConnection,
    name: string,
    compile: QueryCompiler['compileQuery'],
  ): Promise<void> {
    return this.inner.rollbackToSavepoint(connection, name, compile);
  }

  releaseSavepoint(
    connection: DatabaseConnection,
    name: string,
    compile: QueryCompiler['compileQuery'],
  ): Promise<void> {
    return this.inner.releaseSavepoint(connection, name, compile);
  }

  releaseConnection(connection: DatabaseConnection): Promise<void> {
    const pooled = connection instanceof GuardedConnection ? connection.inner : connection;
    return this.inner.releaseConnection(pooled as Parameters<PostgresDriver['releaseConnection']>[0]);
  }

  async destroy(): Promise<void> {
    this.outage.stop();
    await this.inner.destroy();
  }
}

/** The dialect openDatabase uses for a `postgres://` address. */
export function postgresDialect(url: string, options: PostgresOptions = {}): Dialect {
  const base = new PostgresDialect({ pool: () => Promise.reject(new Error('the guarded driver opens the pool')) });
  return {
    createDriver: () => new GuardedDriver(url, options),
    createAdapter: () => base.createAdapter(),
    createQueryCompiler: () => base.createQueryCompiler(),
    createIntrospector: (db) => base.createIntrospector(db),
  };
}
