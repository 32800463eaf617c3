import { mkdirSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { PgliteSessionServer } from './pglite-sessions';

/**
 * The default database when DATABASE_URL is unset: PGlite (real PostgreSQL compiled to WASM) with its
 * data under DATA_DIR/pg, served on a loopback port by PgliteSessionServer, so the ORM always talks to
 * it with its ordinary postgres driver.
 */
export interface EmbeddedPostgres {
  url: string;
  close(): Promise<void>;
}

export async function startEmbeddedPostgres(dataDir: string, maxConnections = 12): Promise<EmbeddedPostgres> {
  const dir = path.join(dataDir, 'pg');
  mkdirSync(dir, { recursive: true });
  // ESM-only package: Node >= 20.19 can require() it; the dynamic import keeps tsc's CommonJS output honest.
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create(dir);
  // Our own socket server, not pglite-socket's: a connection holds the one session for a whole exchange (issue 36).
  const server = new PgliteSessionServer(db, maxConnections);
  const port = await server.listen(0, '127.0.0.1');
  return {
    url: `postgresql://postgres:postgres@127.0.0.1:${port}/postgres`,
    async close() {
      await server.close();
      await db.close();
    },
  };
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** True when something answers TCP on host:port within the timeout. */
export function answers(host: string, port: number, timeoutMs = 500): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}
