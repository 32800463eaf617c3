import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { graphqlFetch } from '../../../app/graphqlFetch';
import { classifyError, silentErrors } from '../../../app/transport';
import { graphQLErrorText } from '../../auth/errors';
import { ClockInDocument, ClockOutDocument, UnplannedCheckInDocument, VisitorCheckOutDocument } from '../documents';
import { deviceId, newId } from './device';
import { ReportRefusedKioskEntryDocument } from './documents';
import { heldEntries, hold, pendingCount, release, tried, type HeldEntry, type HeldKind } from './queue';

export { pendingCount, subscribe, useHeldCount } from './queue';
export { deviceId } from './device';

const documents = {
  WalkIn: UnplannedCheckInDocument,
  SignOut: VisitorCheckOutDocument,
  ClockIn: ClockInDocument,
  ClockOut: ClockOutDocument,
} satisfies Record<HeldKind, unknown>;
type ResultOf<K extends HeldKind> = (typeof documents)[K] extends TypedDocumentNode<infer R, never> ? R : never;

/** One held kind's mutation with its input (the four inputs differ; each is the one its kind's form built). */
const run = <K extends HeldKind>(kind: K, input: Record<string, unknown>) =>
  graphqlFetch(documents[kind] as TypedDocumentNode<ResultOf<K>, { input: Record<string, unknown> }>, { input }, silentErrors);

/** What became of one try: the server has it, refused it, or could not be reached (try again later). */
type Outcome = 'network' | 'refused' | 'later';

/** Server-side trouble (down, busy, throttled): the entry waits; anything else the server said is its refusal. */
export function outcomeOf(error: unknown): Outcome {
  if (CombinedGraphQLErrors.is(error)) {
    const codes = error.errors.map((e) => String(e.extensions?.code ?? ''));
    return codes.some((c) => ['UNAVAILABLE', 'INTERNAL_SERVER_ERROR', 'RATE_LIMITED', 'UNAUTHENTICATED'].includes(c)) ? 'later' : 'refused';
  }
  if (ServerError.is(error)) return classifyError(error) === 'network' ? 'network' : 'later';
  return classifyError(error) === 'network' ? 'network' : 'later';
}

const send = (e: HeldEntry) => run(e.kind, { ...e.input, entry: { entryId: e.entryId, deviceId: e.deviceId, occurredAt: e.occurredAt } });

let flushing: Promise<void> | null = null;

/**
 * Sends the held entries, oldest first, one at a time; stops at the first that cannot reach the server (the rest keep
 * their order). An entry the server refuses is reported (kept for the depot's staff) and only then forgotten. One
 * flush at a time per device (Web Locks across tabs, where the browser has them).
 */
export function flush(): Promise<void> {
  flushing ??= (async () => {
    try {
      if (navigator.locks?.request) await navigator.locks.request('depot-kiosk-flush', sendAll);
      else await sendAll();
    } finally {
      flushing = null;
    }
  })();
  return flushing;
}

async function sendAll(): Promise<void> {
  for (const e of await heldEntries()) {
    try {
      await send(e);
      await release(e.entryId);
    } catch (error) {
      const outcome = outcomeOf(error);
      if (outcome !== 'refused') {
        await tried(e.entryId);
        return;
      }
      try {
        await graphqlFetch(
          ReportRefusedKioskEntryDocument,
          {
            input: {
              depotId: e.depotId,
              entryId: e.entryId,
              deviceId: e.deviceId,
              kind: e.kind,
              summary: e.summary.slice(0, 500),
              message: (graphQLErrorText(error) ?? 'Refused').slice(0, 500),
              occurredAt: e.occurredAt,
            },
          },
          silentErrors,
        );
        await release(e.entryId);
      } catch (reportError) {
        await tried(e.entryId);
        // Not reached: stop, the rest keep their order. The report itself refused (its depot is gone): the entry stays
        // held (the banner still counts it, nothing is dropped) and the ones after it go on.
        if (outcomeOf(reportError) !== 'refused') return;
      }
    }
  }
}

export type Sent<T> = { held: false; data: T } | { held: true; occurredAt: string };

/**
 * A kiosk write that may be held (issue 27): sent at once with its entry id and the device's time, or kept on the
 * device when the network is down (or entries made earlier are still waiting: they go first, in order). A refusal
 * of a write sent at once is the visitor's to see (thrown, as before); a held one is sent later by `flush`.
 */
export async function sendOrHold<K extends HeldKind>(
  kind: K,
  depotId: string,
  input: Record<string, unknown>,
  summary: string,
): Promise<Sent<ResultOf<K>>> {
  const entry = { entryId: newId(), deviceId: deviceId(), occurredAt: new Date().toISOString() };
  const keep = async (): Promise<Sent<ResultOf<K>>> => {
    await hold({ ...entry, kind, depotId, input, summary });
    void flush().catch(() => undefined);
    return { held: true, occurredAt: entry.occurredAt };
  };
  if (navigator.onLine === false) return keep();
  if ((await pendingCount()) > 0) {
    await flush().catch(() => undefined);
    if ((await pendingCount()) > 0) return keep();
  }
  try {
    return { held: false, data: await run(kind, { ...input, entry }) };
  } catch (error) {
    // Not reached, or the server cannot take it now (down, busy): held and sent later. A refusal is the visitor's.
    if (outcomeOf(error) !== 'refused') return keep();
    throw error;
  }
}
