/// <reference types="jest" />
/**
 * A `window` with an in-memory localStorage for the session's tests in Node (no DOM): installed before the suite,
 * removed after it. Answers the store, so a test can look at what was kept.
 */
export function useMemoryWindow(): Map<string, string> {
  const store = new Map<string, string>();
  beforeAll(() => {
    Object.assign(globalThis, {
      window: {
        localStorage: {
          getItem: (k: string) => store.get(k) ?? null,
          setItem: (k: string, v: string) => void store.set(k, v),
          removeItem: (k: string) => void store.delete(k),
        },
        addEventListener: () => undefined,
      },
    });
  });
  afterAll(() => {
    delete (globalThis as { window?: unknown }).window;
  });
  return store;
}
