import net from 'node:net';
import { freePort } from '../core/db/embedded-postgres';

/**
 * A TCP proxy in front of a real service, for fault tests: `down()` does to the clients what a restart of
 * the service does (every open connection reset, new ones refused) without stopping the shared service
 * other suites use; `up()` accepts again on the same port.
 */
export class TcpProxy {
  private server: net.Server | null = null;
  private readonly open = new Set<net.Socket>();
  port = 0;

  constructor(
    private readonly targetHost: string,
    private readonly targetPort: number,
  ) {}

  async up(): Promise<void> {
    if (this.server) return;
    if (!this.port) this.port = await freePort();
    const server = net.createServer((client) => {
      const upstream = net.connect(this.targetPort, this.targetHost);
      for (const s of [client, upstream]) {
        this.open.add(s);
        s.on('close', () => this.open.delete(s));
        s.on('error', () => undefined);
      }
      client.pipe(upstream).pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.server = server;
  }

  /** Every connection reset at once, and the port refuses new ones until up(). */
  async down(): Promise<void> {
    const server = this.server;
    this.server = null;
    for (const s of this.open) s.resetAndDestroy();
    this.open.clear();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** The same URL with this proxy's host and port. */
  rewrite(url: string): string {
    const u = new URL(url);
    u.hostname = '127.0.0.1';
    u.port = String(this.port);
    return u.toString();
  }
}
