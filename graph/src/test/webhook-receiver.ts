import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** The status answered, once it is (null: not yet, left hanging, or its sender went away before the answer). */
  answered: number | null;
  /** When it was answered (Date.now()), or null. */
  answeredAt: number | null;
  /** Its answer time has come: answered, or found its sender gone (a request left hanging never settles). */
  settled: boolean;
  /** When it arrived (Date.now()). */
  receivedAt: number;
}

/**
 * A real HTTP receiver on 127.0.0.1 for webhook tests: each path answers as told (`plan(path, statuses)`: one status per
 * request in turn, the last repeated; 0 leaves the request hanging); every request is recorded.
 */
export async function startReceiver() {
  const received: Received[] = [];
  const plans = new Map<string, number[]>();
  const delays = new Map<string, number>();
  const hanging: http.ServerResponse[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = (req.url ?? '/').split('?')[0];
      const plan = plans.get(path) ?? [200];
      const status = plan.length > 1 ? plan.shift()! : plan[0];
      const r: Received = {
        path,
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        answered: null,
        answeredAt: null,
        settled: false,
        receivedAt: Date.now(),
      };
      received.push(r);
      if (status === 0) {
        hanging.push(res);
        return;
      }
      const answer = () => {
        r.settled = true;
        // A sender that went away (a worker killed mid-delivery) never got an answer.
        if (req.socket.destroyed || res.destroyed) return;
        res.writeHead(status, { 'content-type': 'text/plain' });
        res.end(status < 300 ? 'ok' : 'no');
        r.answered = status;
        r.answeredAt = Date.now();
      };
      const delay = delays.get(path);
      if (delay) setTimeout(answer, delay);
      else answer();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    received,
    at: (path: string) => received.filter((r) => r.path === path),
    plan: (path: string, statuses: number[]) => plans.set(path, [...statuses]),
    /** Every answer on `path` comes after `ms` (a slow receiver). */
    delay: (path: string, ms: number) => delays.set(path, ms),
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
export type Receiver = Awaited<ReturnType<typeof startReceiver>>;
