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

/** The attendee name of a readiness probe: a subscriber counts it as "live", never as an item. */
export const PROBE = '__readiness_probe__';

/** Subscribes and collects results; `waitFor(n)` waits for n of them; `live(probe)` waits until events flow. */
export function collect<T = any>(client: Client, query: string, variables: Record<string, unknown>) {
  const items: { data?: T; errors?: unknown }[] = [];
  const errors: unknown[] = [];
  let completed = false;
  let probed = false;
  const dispose = client.subscribe<T>(
    { query, variables },
    {
      next: (v) => {
        if (JSON.stringify(v).includes(PROBE)) probed = true;
        else items.push(v as never);
      },
      error: (e) => {
        errors.push(e);
      },
      complete: () => {
        completed = true;
      },
    },
  );
  return {
    items,
    errors,
    dispose,
    get completed() {
      return completed;
    },
    /**
     * A readiness signal instead of a fixed sleep: `probe` publishes a probe event on the subscribed topic
     * (attendee name PROBE) until one arrives, so the subscription is known to be live end to end (through
     * Redis, on every replica) before the test acts. Probes never show up in `items`.
     */
    async live(probe: () => void, timeoutMs = 10000) {
      const deadline = Date.now() + timeoutMs;
      while (!probed && errors.length === 0 && Date.now() < deadline) {
        probe();
        await new Promise((r) => setTimeout(r, 50));
      }
      if (!probed) throw new Error('the subscription never went live');
    },
    async waitFor(n: number, timeoutMs = 10000) {
      const deadline = Date.now() + timeoutMs;
      while (items.length < n && errors.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 25));
      return items;
    },
  };
}

/** A probe event of a depot (for `collect(...).live`). */
export const probeEvent = (tenantId: string, depotId: string) => ({
  kind: 'CHECKED_IN' as const,
  tenantId,
  depotId,
  attendanceId: null,
  visitId: null,
  attendeeName: PROBE,
  visitType: 'Planned',
  at: new Date().toISOString(),
});

/**
 * A graphql-transport-ws socket driven by hand (raw frames, e.g. a payload a client library would not send): what it
 * receives, and how it closed.
 */
export function rawSocket(httpUrl: string) {
  const socket = new WebSocket(`${httpUrl.replace(/^http/, 'ws')}/graphql`, 'graphql-transport-ws');
  const messages: { type: string; id?: string; payload?: any }[] = [];
  const texts: string[] = [];
  socket.on('message', (data: Buffer) => {
    texts.push(data.toString());
    messages.push(JSON.parse(data.toString()));
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.on('close', (code: number, reason: Buffer) => resolve({ code, reason: reason.toString() })),
  );
  const opened = new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  return {
    socket,
    messages,
    /** Every frame received, as text (to look for what must never be sent). */
    texts,
    closed,
    async init(token?: string) {
      await opened;
      socket.send(JSON.stringify({ type: 'connection_init', payload: token ? { authorization: `Bearer ${token}` } : {} }));
    },
    send: (text: string) => socket.send(text),
    close: () => socket.close(),
  };
}
