import type { Redis } from 'ioredis';
import { rateLimited } from './errors';

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
        const k = this.prefix + 'rl:' + key;
        const [[, count]] = (await this.redis.multi().incr(k).expire(k, windowSeconds, 'NX').exec()) as [[null, number]];
        return count;
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
