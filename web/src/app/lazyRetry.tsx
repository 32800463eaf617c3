import { createElement, use, type ComponentType } from 'react';

/*
 * Code that loads later (a route's screen, a kiosk modal, the toasts) over a network that may drop (issue 27): a
 * chunk that fails to load is asked for again, with backoff, before anything gives up; React.lazy would keep the
 * first failure for good and leave the screen white. When every attempt fails the error reaches the route's error
 * element (the kiosk's returns to the depot home by itself); `forgetFailedLoads()` lets the next render try afresh.
 */

/** Waits before each new attempt (ms): about 10 s in all before the error screen shows. */
export const CHUNK_RETRY_DELAYS = [500, 1500, 3000, 5000] as const;

/** Resolves after `ms`, or as soon as the browser says the network is back, whichever comes first. */
function pause(ms: number) {
  return new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      window.removeEventListener('online', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    window.addEventListener('online', done);
  });
}

async function withRetries<T>(load: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await load();
    } catch (error) {
      if (attempt >= CHUNK_RETRY_DELAYS.length) throw error;
      await pause(CHUNK_RETRY_DELAYS[attempt]!);
    }
  }
}

const failed = new Set<() => void>();

/** Lets every load that gave up be tried again on its next render (the kiosk's error screen calls it on its way home). */
export function forgetFailedLoads() {
  for (const forget of failed) forget();
  failed.clear();
}

/** One load shared by every caller; retried with backoff; once it has given up, kept failed until forgotten. */
export function retryingLoader<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    if (!pending) {
      const p = withRetries(load);
      pending = p;
      p.catch(() =>
        failed.add(() => {
          if (pending === p) pending = undefined;
        }),
      );
    }
    return pending;
  };
}

/**
 * React.lazy with retries: renders the component `load` resolves with, suspending until then; a load that failed
 * after every retry throws to the nearest error element. `preload()` starts the load early.
 */
export function lazyRetry<P extends object>(load: () => Promise<ComponentType<P>>) {
  const get = retryingLoader(load);
  let loaded: ComponentType<P> | undefined;
  const start = () => {
    const p = get();
    void p.then(
      (c) => (loaded = c),
      () => undefined,
    );
    return p;
  };
  function Lazy(props: P) {
    const Component = loaded ?? use(start());
    return createElement(Component, props);
  }
  return Object.assign(Lazy, { preload: () => void start() });
}
