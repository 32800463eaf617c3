import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { useSyncExternalStore } from 'react';

/** What a kiosk may hold while its network is down (the server's KioskEntryKind). */
export type HeldKind = 'WalkIn' | 'SignOut' | 'ClockIn' | 'ClockOut';

/** One entry held on the device: the mutation's input and the device's part (id, device, time), in order (seq). */
export type HeldEntry = {
  entryId: string;
  /** Order of making (sent oldest first). */
  seq: number;
  kind: HeldKind;
  depotId: string;
  deviceId: string;
  /** ISO 8601, the device's time when the visitor did it. */
  occurredAt: string;
  /** The mutation's input without its entry. */
  input: Record<string, unknown>;
  /** Who and what, in words: what staff see if the server refuses it. */
  summary: string;
  attempts: number;
  /** A held walk-in's photo (issue 37): IndexedDB keeps the Blob; sent after the entry. */
  photo?: Blob;
  /** How its last try ended: the network was down, or the server answered with a failure of its own. */
  lastOutcome?: 'network' | 'failed';
};

interface QueueDb extends DBSchema {
  entries: { key: string; value: HeldEntry; indexes: { seq: number } };
}

/*
 * The offline queue (issue 27): kiosk entries held on the device in IndexedDB (`idb`), until the server has them.
 * Other code uses `pendingCount()` and `subscribe()` (or `useHeldState()`): the banner, the sender, and later the
 * kiosk's heartbeat.
 */
const DB_NAME = 'depot-kiosk';
let db: Promise<IDBPDatabase<QueueDb>> | null = null;
const open = () =>
  (db ??= openDB<QueueDb>(DB_NAME, 1, {
    upgrade(d) {
      d.createObjectStore('entries', { keyPath: 'entryId' }).createIndex('seq', 'seq');
    },
  }));

let count = 0;
let failing = 0;
const EMPTY = { count: 0, failing: 0 };
/** What `useHeldState` reads: a new object only when a figure changed. */
let state = EMPTY;
const listeners = new Set<() => void>();
const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel('depot-kiosk-queue') : null;

async function recount(broadcast: boolean): Promise<void> {
  const all = await (await open()).getAll('entries');
  if (broadcast) channel?.postMessage('changed');
  const f = all.filter((e) => e.lastOutcome === 'failed').length;
  if (all.length === count && f === failing) return;
  count = all.length;
  failing = f;
  state = { count, failing };
  for (const l of listeners) l();
}
channel?.addEventListener('message', () => void recount(false));

/** Keeps an entry on the device. */
export async function hold(entry: Omit<HeldEntry, 'seq' | 'attempts'>): Promise<void> {
  const d = await open();
  const last = await d.getAllFromIndex('entries', 'seq');
  const seq = Math.max(Date.now(), (last.at(-1)?.seq ?? 0) + 1);
  await d.put('entries', { ...entry, seq, attempts: 0 });
  await recount(true);
}

/** The held entries, oldest first. */
export async function heldEntries(): Promise<HeldEntry[]> {
  return (await open()).getAllFromIndex('entries', 'seq');
}

/** Forgets an entry the server has (accepted, or its refusal recorded for staff). */
export async function release(entryId: string): Promise<void> {
  await (await open()).delete('entries', entryId);
  await recount(true);
}

/** Counts one more try of an entry that could not be sent, and how it ended. */
export async function tried(entryId: string, outcome: 'network' | 'failed'): Promise<void> {
  const d = await open();
  const e = await d.get('entries', entryId);
  if (e) await d.put('entries', { ...e, attempts: e.attempts + 1, lastOutcome: outcome });
  await recount(true);
}

/** How many entries the device holds (read from IndexedDB). */
export async function pendingCount(): Promise<number> {
  await recount(false);
  return count;
}

/** Calls `listener` whenever the number held changes (in this tab or another); answers the unsubscribe. */
export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) void recount(false).catch(() => undefined);
  return () => listeners.delete(listener);
}

/** The number of held entries and how many of them the server failed, kept current. */
export function useHeldState(): { count: number; failing: number } {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => EMPTY,
  );
}
