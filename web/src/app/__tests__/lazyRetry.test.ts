/// <reference types="jest" />
/**
 * Code that loads later over a network that may drop (app/lazyRetry.tsx, issue 27): a failed load is tried again
 * after each of CHUNK_RETRY_DELAYS, or at once when the browser says it is back online; it gives up after the last
 * and stays failed until forgotten. The clock is jest's; `window` is a bare EventTarget (its 'online' event).
 */
import { CHUNK_RETRY_DELAYS, forgetFailedLoads, retryingLoader } from '../lazyRetry';

const win = new EventTarget();
beforeAll(() => Object.assign(globalThis, { window: win }));
afterAll(() => delete (globalThis as { window?: unknown }).window);
beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

/** A load that fails `failures` times, then gives `value`; `calls` counts the attempts. */
function flaky<T>(failures: number, value: T) {
  const state = { calls: 0 };
  const load = () => {
    state.calls++;
    return state.calls <= failures ? Promise.reject(new Error(`chunk failed (${state.calls})`)) : Promise.resolve(value);
  };
  return { load, state };
}

describe('retrying loader', () => {
  it('tries again after each delay in turn and gives the value of the first load that succeeds', async () => {
    const { load, state } = flaky(2, 'screen');
    const get = retryingLoader(load);
    const got = get();
    await jest.advanceTimersByTimeAsync(0);
    expect(state.calls).toBe(1);
    await jest.advanceTimersByTimeAsync(CHUNK_RETRY_DELAYS[0] - 1);
    expect(state.calls).toBe(1); // not before the first delay
    await jest.advanceTimersByTimeAsync(1);
    expect(state.calls).toBe(2);
    await jest.advanceTimersByTimeAsync(CHUNK_RETRY_DELAYS[1]);
    await expect(got).resolves.toBe('screen');
    expect(state.calls).toBe(3);
    expect(get()).toBe(got); // one load shared by every caller
  });

  it('tries again at once when the browser comes back online', async () => {
    const { load, state } = flaky(1, 'screen');
    const got = retryingLoader(load)();
    await jest.advanceTimersByTimeAsync(0);
    expect(state.calls).toBe(1);
    win.dispatchEvent(new Event('online'));
    await expect(got).resolves.toBe('screen');
    expect(state.calls).toBe(2);
  });

  it('gives up after the last delay, stays failed, and loads afresh once forgotten', async () => {
    const { load, state } = flaky(CHUNK_RETRY_DELAYS.length + 1, 'screen');
    const get = retryingLoader(load);
    const got = get();
    const outcome = got.then(
      () => 'loaded',
      (e: Error) => e.message,
    );
    await jest.advanceTimersByTimeAsync(CHUNK_RETRY_DELAYS.reduce((a, b) => a + b, 0));
    expect(await outcome).toBe(`chunk failed (${CHUNK_RETRY_DELAYS.length + 1})`);
    expect(get()).toBe(got); // kept failed: the error screen shows, no new attempts behind it
    expect(state.calls).toBe(CHUNK_RETRY_DELAYS.length + 1);
    forgetFailedLoads();
    await expect(get()).resolves.toBe('screen');
    expect(state.calls).toBe(CHUNK_RETRY_DELAYS.length + 2);
  });
});
