import type { Redis } from 'ioredis';
import { createHash } from 'node:crypto';
import { rateLimited } from './errors';

/** A fixed window's counter: the count after this hit; the window starts with the first hit. */
const INCR_SCRIPT = "local c = redis.call('INCR', KEYS[1]) redis.call('EXPIRE', KEYS[1], ARGV[1], 'NX') return c";
const INCR_SHA = createHash('sha1').update(INCR_SCRIPT).digest('hex');
/** One back, never below zero nor on a window that has ended. */
const DECR_SCRIPT =
  "if redis.call('GET', KEYS[1]) and tonumber(redis.call('GET', KEYS[1])) > 0 then return redis.call('DECR', KEYS[1]) end return 0";

/**
 * Fixed-window counters: in Redis when it is ready (shared by every replica), else in this process.
 * `hit` throws RATE_LIMITED (429) past the limit.
 */
/** The counters of one attempt (RateLimiter.claimAttempt). */
export type AttemptKeys = { pair: string; account: string };

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

  /**
   * Takes one of `limit` in the window of `key` before the work whose failures it counts (a password check): atomic,
   * so a burst sent at once gets `limit` tries and the rest RATE_LIMITED (issue 25: checking first and counting after
   * let 30 at once all through). Give it back with `release` when the work succeeded (it was no failure).
   */
  async claim(key: string, limit: number, windowSeconds: number): Promise<void> {
    await this.hit(key, limit, windowSeconds);
  }

  /** Gives back what `claim` took (the attempt succeeded). */
  async release(key: string): Promise<void> {
    if (this.redis?.status === 'ready') {
      try {
        await this.redis.eval(DECR_SCRIPT, 1, this.prefix + 'rl:' + key);
        return;
      } catch {
        // fall through to the in-process window
      }
    }
    const entry = this.local.get(key);
    if (entry && entry.count > 0) entry.count -= 1;
  }

  async reset(key: string): Promise<void> {
    this.local.delete(key);
    if (this.redis?.status === 'ready') await this.redis.del(this.prefix + 'rl:' + key).catch(() => undefined);
  }

  /**
   * One attempt at a secret (a password, a one-time code) from `ip` at `account`, counted before the secret is
   * checked, so a burst sent at once gets only the allowed tries: per IP a minute, per IP and account 15 minutes,
   * per account an hour. `succeeded(keys)` clears the pair's failures and gives the account's try back.
   */
  async claimAttempt(
    kind: string,
    ip: string,
    account: string,
    limits: { perIp: number; perPair: number; perAccount: number },
  ): Promise<AttemptKeys> {
    const keys = { pair: `${kind}:fail:${ip}:${account}`, account: `${kind}:fail:user:${account}` };
    await this.hit(`${kind}:ip:${ip}`, limits.perIp, 60);
    await this.claim(keys.pair, limits.perPair, 15 * 60);
    try {
      await this.claim(keys.account, limits.perAccount, 3600);
    } catch (err) {
      await this.release(keys.pair);
      throw err;
    }
    return keys;
  }

  async succeeded(keys: AttemptKeys): Promise<void> {
    await this.reset(keys.pair);
    await this.release(keys.account);
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
