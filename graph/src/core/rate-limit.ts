import type { Redis } from 'ioredis';
import { createHash } from 'node:crypto';
import { rateLimited } from './errors';

/** A fixed window's counter: the count after this hit; the window starts with the first hit. */
const INCR_SCRIPT = "local c = redis.call('INCR', KEYS[1]) redis.call('EXPIRE', KEYS[1], ARGV[1], 'NX') return c";
const INCR_SHA = createHash('sha1').update(INCR_SCRIPT).digest('hex');

/**
 * Fixed-window counters: in Redis when it is ready (shared by every replica), else in this process.
 * `hit` throws RATE_LIMITED (429) past the limit.
 */
export class RateLimiter {
  private readonly local = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly redis: Redis | null,
    private readonly prefix: string,
    private readonly now: () => number = Date.now,
  ) {}

  async hit(key: string, limit: number, windowSeconds: number): Promise<void> {
    const count = await this.increment(key, windowSeconds);
    if (count > limit) throw rateLimited();
  }

  /** Throws RATE_LIMITED when `key` has already reached `limit` in its window; counts nothing. */
  async check(key: string, limit: number): Promise<void> {
    if ((await this.current(key)) >= limit) throw rateLimited();
  }

  /** Counts one more in the window of `key` (e.g. a failure found after the work); never throws. */
  async count(key: string, windowSeconds: number): Promise<void> {
    await this.increment(key, windowSeconds);
  }

  async reset(key: string): Promise<void> {
    this.local.delete(key);
    if (this.redis?.status === 'ready') await this.redis.del(this.prefix + 'rl:' + key).catch(() => undefined);
  }

  private async current(key: string): Promise<number> {
    if (this.redis?.status === 'ready') {
      try {
        return Number(await this.redis.get(this.prefix + 'rl:' + key)) || 0;
      } catch {
        // fall through to the in-process window
      }
    }
    const entry = this.local.get(key);
    return entry && entry.resetAt > this.now() ? entry.count : 0;
  }

  private async increment(key: string, windowSeconds: number): Promise<number> {
    if (this.redis?.status === 'ready') {
      try {
        // One command (a script: INCR, then EXPIRE NX), not MULTI/INCR/EXPIRE/EXEC: every kiosk call pays it.
        return Number(
          await this.redis.evalsha(INCR_SHA, 1, this.prefix + 'rl:' + key, windowSeconds).catch(async (e: Error) => {
            if (!String(e.message).startsWith('NOSCRIPT')) throw e;
            return this.redis!.eval(INCR_SCRIPT, 1, this.prefix + 'rl:' + key, windowSeconds);
          }),
        );
      } catch {
        // fall through to the in-process window
      }
    }
    const t = this.now();
    const entry = this.local.get(key);
    if (!entry || entry.resetAt <= t) {
      this.local.set(key, { count: 1, resetAt: t + windowSeconds * 1000 });
      return 1;
    }
    entry.count += 1;
    return entry.count;
  }
}
