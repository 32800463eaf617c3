/** Small helpers shared by the relay, the queues and the handlers. */

/** Rejects with a clear error when `promise` takes longer than `ms` (the promise itself keeps running). */
export function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Resolves after `ms`; `unref` so a pending sleep never keeps a process alive on its own. */
export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

/**
 * A log that says the same thing at most once per window: a Redis or database outage would otherwise
 * print a line per retry.
 */
export function throttledLog(log: (msg: string) => void, windowMs = 60_000): (msg: string) => void {
  const last = new Map<string, number>();
  return (msg: string) => {
    const now = Date.now();
    const at = last.get(msg);
    if (at !== undefined && now - at < windowMs) return;
    if (last.size > 500) last.clear();
    last.set(msg, now);
    log(msg);
  };
}

export const errorMessage = (err: unknown) => (err instanceof Error ? err.message : String(err));

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);

const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
  'EAI_AGAIN',
]);
/** A Redis client that lost (or never had) its server, as opposed to a command that went wrong. */
export const isConnectionError = (err: unknown): boolean => {
  const e = err as { code?: string; message?: string } | null;
  return (
    !!e &&
    ((!!e.code && CONNECTION_CODES.has(e.code)) || /Connection is closed|Stream isn't writeable|connect E[A-Z]+/i.test(e.message ?? ''))
  );
};
