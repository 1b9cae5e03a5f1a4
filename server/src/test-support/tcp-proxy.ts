/**
 * A TCP proxy on 127.0.0.1 in front of one address, which a test can make go away: the database "restarting" under
 * a server that reaches it through the proxy (server/src/db/postgres-dialect.test.ts, reliability/database-outage).
 * `cut` drops every open connection; new ones are then refused ('refuse': nothing listens, ECONNREFUSED), accepted
 * and closed at once ('reset': a server starting up or shutting down) or accepted and left silent ('hang': a
 * network that drops packets); `restore` serves again on the same port.
 */
import { connect, createServer, type Server, type Socket } from 'node:net';

export type Outage = 'refuse' | 'reset' | 'hang';

export class TcpProxy {
  private readonly server: Server;
  private readonly open = new Set<Socket>();
  private mode: 'up' | Outage = 'up';
  private listening = false;
  port = 0;
  /** the connections the proxy accepted so far, whatever became of them */
  accepted = 0;

  private constructor(private readonly target: { host: string; port: number }) {
    this.server = createServer((socket) => this.accept(socket));
  }

  /** A proxy to `target` on a free port of 127.0.0.1. */
  static async start(target: { host: string; port: number }): Promise<TcpProxy> {
    const proxy = new TcpProxy(target);
    await proxy.listen();
    return proxy;
  }

  /** `url` with its host and port replaced by the proxy's. */
  address(url: string): string {
    const proxied = new URL(url);
    proxied.hostname = '127.0.0.1';
    proxied.port = String(this.port);
    return proxied.href;
  }

  /** Every open connection dropped; new ones refused or reset as `how` says, until `restore`. */
  async cut(how: Outage): Promise<void> {
    this.mode = how;
    if (how === 'refuse') await this.unlisten();
    else await this.listen();
    for (const socket of this.open) socket.destroy();
    this.open.clear();
  }

  /** Serves again, on the same port (connections left silent are closed). */
  async restore(): Promise<void> {
    if (this.mode === 'hang') for (const socket of this.open) socket.destroy();
    this.mode = 'up';
    await this.listen();
  }

  async close(): Promise<void> {
    this.mode = 'refuse';
    for (const socket of this.open) socket.destroy();
    await this.unlisten();
  }

  private accept(client: Socket): void {
    this.accepted += 1;
    if (this.mode === 'hang') {
      this.open.add(client);
      client.on('error', () => undefined);
      client.on('close', () => this.open.delete(client));
      return;
    }
    if (this.mode !== 'up') {
      client.destroy();
      return;
    }
    const upstream = connect(this.target.port, this.target.host);
    for (const socket of [client, upstream]) {
      this.open.add(socket);
      socket.setNoDelay(true);
      socket.on('error', () => undefined); // the other side's close ends both
      socket.on('close', () => {
        this.open.delete(socket);
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream);
    upstream.pipe(client);
  }

  private listen(): Promise<void> {
    if (this.listening) return Promise.resolve();
    return new Promise((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(this.port, '127.0.0.1', () => {
        this.server.off('error', reject);
        this.listening = true;
        const address = this.server.address();
        this.port = typeof address === 'object' && address ? address.port : this.port;
        resolve();
      });
    });
  }

  private unlisten(): Promise<void> {
    if (!this.listening) return Promise.resolve();
    this.listening = false;
    // stops accepting at once; close's callback would wait for the open connections, which the caller destroys
    this.server.close();
    return Promise.resolve();
  }
}
