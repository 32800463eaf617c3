import { Redis, type RedisOptions } from 'ioredis';

const warned = new Set<string>();

/**
 * A Redis connection that never crashes the process while Redis is away: it retries in the background
 * and warns once with what to do. `offline: false` makes commands fail fast instead of queueing.
 */
export function connectRedis(
  url: string,
  name: string,
  opts: RedisOptions & { offline?: boolean } = {},
  log: (msg: string) => void = console.warn,
): Redis {
  const { offline = true, ...rest } = opts;
  const client = new Redis(url, {
    connectionName: `depot-register:${name}`,
    lazyConnect: false,
    enableOfflineQueue: offline,
    retryStrategy: (times) => Math.min(200 * times, 2000),
    ...rest,
  });
  client.on('error', (err: Error) => {
    const key = `${url}|${name}`;
    if (warned.has(key)) return;
    warned.add(key);
    log(
      `Redis at ${url} is unreachable (${err.message}). The server keeps serving: live updates stay in this process and jobs wait in the Postgres outbox. Start Redis (redis-server --port 6379) or set REDIS_URL.`,
    );
  });
  client.on('ready', () => warned.delete(`${url}|${name}`));
  return client;
}
