import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { Queues } from '@depot/graph/worker';
import { answers, decodeResetToken, sleep, uniq, until, type SinkMessage } from '../../../graph/src/test';

export const quiet = () => undefined;
// One polling helper for every workspace's tests (graph/src/test/until.ts).
export { sleep, until };

/**
 * A BullMQ/limiter/pub-sub prefix of this suite's own under the run's prefix: jobs this suite's relay
 * dispatches are only taken by this suite's worker (whose mail goes to this suite's SMTP sink).
 */
export const ownPrefix = () => `${process.env.REDIS_PREFIX ?? 'drtest'}:${uniq('wk')}`;

/** Deletes every Redis key under `prefix` (BullMQ meta, events streams, kept jobs, rate-limit counters). */
export async function dropPrefix(redisUrl: string, prefix: string): Promise<void> {
  const client = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1, retryStrategy: () => null });
  try {
    await client.connect();
    let cursor = '0';
    do {
      const [next, keys] = await client.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
      cursor = next;
      if (keys.length) await client.del(...keys);
    } while (cursor !== '0');
  } catch {
    // best effort: a Redis that is away keeps its keys
  } finally {
    client.disconnect();
  }
}

/**
 * Waits until no job waits, runs, is delayed or prioritized in the worker's queues under `prefix` (but schedules): whatever was
 * handed to them has run (a duplicate job included), so nothing more can be sent. With every outbox row done
 * (graph/src/test/outbox.ts `untilOutboxDone`), the fact a test that expects no second e-mail waits on.
 */
export async function untilQueuesIdle(config: { redisUrl: string; redisPrefix: string }, timeoutMs = 30_000): Promise<void> {
  // The schedules queue always holds its next scheduled run (delayed): it sends nothing of a test's.
  const names = Object.values(Queues).filter((name) => name !== Queues.schedules);
  const queues = names.map((name) => new Queue(name, { connection: { url: config.redisUrl }, prefix: config.redisPrefix }));
  try {
    await until(
      async () => {
        for (const q of queues) {
          const counts = await q.getJobCounts('waiting', 'active', 'delayed', 'prioritized', 'waiting-children');
          if (Object.values(counts).some((n) => n > 0)) return false;
        }
        return true;
      },
      timeoutMs,
      'every queue idle',
      100,
    );
  } finally {
    await Promise.all(queues.map((q) => q.close()));
  }
}

/** How many jobs run now in the worker's `queue` under `prefix` (a worker mid-send holds one). */
export async function activeJobs(config: { redisUrl: string; redisPrefix: string }, queue: string): Promise<number> {
  const q = new Queue(queue, { connection: { url: config.redisUrl }, prefix: config.redisPrefix });
  try {
    return await q.getActiveCount();
  } finally {
    await q.close();
  }
}

export const mailsTo = (messages: SinkMessage[], email: string) => messages.filter((m) => m.to.includes(email));

export interface ParsedLink {
  link: string;
  token: string;
  username: string;
  email: string;
  blocks: [string, string, string];
}

/**
 * The reset link of a mail: `${publicUrl}/resetPassword/{b1}/{b2}/{b3}/{username}/{email}`, read back as
 * the web page does. Any test server's worker may have sent it (they share the run's database), so the
 * origin is that server's: only the path is ours to check.
 */
export function resetLinkIn(message: SinkMessage, _publicUrl?: string): ParsedLink {
  const m = new RegExp(`https?://[^/\\s"<]+/resetPassword/([^/\\s"<]+)/([^/\\s"<]+)/([^/\\s"<]+)/([^/\\s"<]+)/([^/\\s"<]+)`).exec(
    message.text,
  );
  if (!m) throw new Error(`no reset link in the mail:\n${message.text}`);
  const [link, b1, b2, b3, username, email] = m;
  const blocks = [decodeURIComponent(b1), decodeURIComponent(b2), decodeURIComponent(b3)] as [string, string, string];
  return { link, blocks, token: decodeResetToken(...blocks), username: decodeURIComponent(username), email: decodeURIComponent(email) };
}

/** A throwaway redis-server on `port` (no persistence), killed and restarted at will. */
export class RedisProcess {
  private child: ChildProcess | null = null;
  private readonly all: ChildProcess[] = [];

  constructor(readonly port: number) {}

  get url() {
    return `redis://127.0.0.1:${this.port}`;
  }

  get running() {
    return !!this.child && this.child.exitCode === null && this.child.signalCode === null;
  }

  async start(): Promise<void> {
    const child = spawn('redis-server', ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    });
    this.all.push(child);
    this.child = child;
    const failed = new Promise<never>((_resolve, reject) => child.once('error', reject));
    failed.catch(() => undefined);
    await Promise.race([until(() => answers('127.0.0.1', this.port, 200), 10_000, `redis-server on port ${this.port}`), failed]);
  }

  /** SIGKILL, as a crash would: no goodbye to the clients. */
  async kill(): Promise<void> {
    const child = this.child;
    this.child = null;
    if (child) await killChild(child);
  }

  /** Every child this object started, whatever state the test left them in. */
  async killAll(): Promise<void> {
    this.child = null;
    await Promise.all(this.all.map(killChild));
  }
}

async function killChild(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGKILL');
  await exited;
}
