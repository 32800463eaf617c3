import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { Redis } from 'ioredis';
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
