import WebSocket from 'ws';
import { createClient, type Client } from 'graphql-ws';

/** A graphql-ws client for tests, with the token in connection_init. */
export function wsClient(httpUrl: string, token?: string): Client {
  return createClient({
    url: httpUrl.replace(/^http/, 'ws') + '/graphql',
    webSocketImpl: WebSocket,
    connectionParams: token ? { authorization: `Bearer ${token}` } : {},
    retryAttempts: 0,
    lazy: false,
  });
}

/** Subscribes and collects results; `next()` waits for the next one. */
export function collect<T = any>(client: Client, query: string, variables: Record<string, unknown>) {
  const items: { data?: T; errors?: unknown }[] = [];
  const errors: unknown[] = [];
  let completed = false;
  const dispose = client.subscribe<T>({ query, variables }, {
    next: (v) => { items.push(v as never); },
    error: (e) => { errors.push(e); },
    complete: () => { completed = true; },
  });
  return {
    items, errors, dispose, get completed() { return completed; },
    async waitFor(n: number, timeoutMs = 10000) {
      const deadline = Date.now() + timeoutMs;
      while (items.length < n && errors.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 25));
      return items;
    },
  };
}
