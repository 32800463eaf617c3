export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

type Falsy = false | null | undefined | 0 | '';

/** Polls until `check` is truthy (errors count as "not yet"), or fails after timeoutMs. */
export async function until<T>(
  check: () => T | Falsy | Promise<T | Falsy>,
  timeoutMs = 10_000,
  what = 'condition',
  everyMs = 100,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value) return value as T;
    } catch (err) {
      lastError = err;
    }
    if (Date.now() > deadline)
      throw new Error(`${what} not reached within ${timeoutMs} ms${lastError ? ` (last error: ${String(lastError)})` : ''}`);
    await sleep(everyMs);
  }
}
