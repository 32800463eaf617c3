import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { graphqlFetch } from '../../../app/graphqlFetch';
import { classifyError, codesInBody, silentErrors } from '../../../app/transport';
import { graphQLErrorText } from '../../auth/errors';
import { ClockInDocument, ClockOutDocument, VisitorCheckOutDocument, WalkInCheckInDocument } from '../documents';
import { deviceId, deviceSecret, newId } from './device';
import { ReportRefusedKioskEntryDocument } from './documents';
import { heldEntries, hold, pendingCount, release, tried, type HeldEntry, type HeldKind } from './queue';
import { uploadPhoto } from '../photoUpload';

export { pendingCount, subscribe, useHeldState } from './queue';
export { deviceId } from './device';

const documents = {
  // Issue 37: the walk-in that may wait for approval (a held one the depot's rule holds is refused and reported).
  WalkIn: WalkInCheckInDocument,
  SignOut: VisitorCheckOutDocument,
  ClockIn: ClockInDocument,
  ClockOut: ClockOutDocument,
} satisfies Record<HeldKind, unknown>;
type ResultOf<K extends HeldKind> = (typeof documents)[K] extends TypedDocumentNode<infer R, never> ? R : never;

/**
 * One held kind's mutation with its input (the four inputs differ; each is the one its kind's form built), with the
 * depot's device secret when this kiosk is paired (issue 40: only then does the server keep the device's time).
 */
const run = <K extends HeldKind>(kind: K, depotId: string, input: Record<string, unknown>) =>
  graphqlFetch(
    documents[kind] as TypedDocumentNode<ResultOf<K>, { input: Record<string, unknown> }>,
    { input },
    {
      ...silentErrors,
      kioskSecret: deviceSecret(depotId),
    },
  );

/**
 * What became of one try: the server has it (no error), refused it, failed it, or could not be reached. Only an
 * unreached server holds an entry on the device (issue 36): a server that answered with its own failure (a database
 * error, the database away, a throttle) is no network problem, and the visitor is told it did not go through.
 */
type Outcome = 'network' | 'refused' | 'failed';

export function outcomeOf(error: unknown): Outcome {
  if (CombinedGraphQLErrors.is(error)) {
    const codes = error.errors.map((e) => String(e.extensions?.code ?? ''));
    return codes.some((c) => ['UNAVAILABLE', 'INTERNAL_SERVER_ERROR', 'RATE_LIMITED', 'UNAUTHENTICATED'].includes(c))
      ? 'failed'
      : 'refused';
  }
  // The server's own error body (a 503 while its database is away): it was reached. A bare 502/503/504 is a proxy
  // answering for a server it cannot reach.
  if (ServerError.is(error) && codesInBody(error.bodyText).length) return 'failed';
  return classifyError(error) === 'network' ? 'network' : 'failed';
}

const send = (e: HeldEntry) =>
  run(e.kind, e.depotId, { ...e.input, entry: { entryId: e.entryId, deviceId: e.deviceId, occurredAt: e.occurredAt } });

/** A report refused because this kiosk is not paired (issue 40): the entry stays held, as a report refused otherwise. */
const notPaired = (error: unknown) => CombinedGraphQLErrors.is(error) && error.errors.some((x) => x.extensions?.code === 'UNAUTHENTICATED');

let flushing: Promise<Stopped> | null = null;
/** Why a flush stopped with entries left: not reached, or the server failed one (kept, shown on the banner). */
type Stopped = 'done' | 'network' | 'failed';

/**
 * Sends the held entries, oldest first, one at a time; stops at the first that cannot reach the server or that the
 * server fails (the rest keep their order; a failed one is marked, and the banner says so). An entry the server
 * refuses is reported (kept for the depot's staff) and only then forgotten. One flush at a time per device (Web
 * Locks across tabs, where the browser has them).
 */
export function flush(): Promise<Stopped> {
  flushing ??= (async () => {
    try {
      if (navigator.locks?.request) return await navigator.locks.request('depot-kiosk-flush', sendAll);
      return await sendAll();
    } finally {
      flushing = null;
    }
  })();
  return flushing;
}

async function sendAll(): Promise<Stopped> {
  for (const e of await heldEntries()) {
    try {
      const data = await send(e);
      // A held walk-in's photo (issue 37) follows its sign-in; a photo that does not arrive holds up no entry.
      const attendanceId =
        e.photo && (data as { walkInCheckIn?: { attendance?: { attendanceId?: string } | null } }).walkInCheckIn?.attendance?.attendanceId;
      if (e.photo && attendanceId) await uploadPhoto(e.depotId, attendanceId, e.photo);
      await release(e.entryId);
    } catch (error) {
      const outcome = outcomeOf(error);
      if (outcome !== 'refused') {
        await tried(e.entryId, outcome);
        return outcome;
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
          { ...silentErrors, kioskSecret: deviceSecret(e.depotId) },
        );
        await release(e.entryId);
      } catch (reportError) {
        const reported = notPaired(reportError) ? 'refused' : outcomeOf(reportError);
        await tried(e.entryId, reported === 'network' ? 'network' : 'failed');
        // Not reached: stop, the rest keep their order. The report itself refused (its depot is gone): the entry stays
        // held (the banner still counts it, nothing is dropped) and the ones after it go on.
        if (reported !== 'refused') return reported;
      }
    }
  }
  return 'done';
}

export type Sent<T> = { held: false; data: T } | { held: true; occurredAt: string };

/**
 * A kiosk write that may be held (issue 27): sent at once with its entry id and the device's time, or kept on the
 * device when the network is down (or entries made earlier are still waiting for it: they go first, in order). A
 * refusal or a failure of a write sent at once is the visitor's to see (thrown); a held one is sent later by `flush`.
 */
export async function sendOrHold<K extends HeldKind>(
  kind: K,
  depotId: string,
  input: Record<string, unknown>,
  summary: string,
  photo?: Blob,
): Promise<Sent<ResultOf<K>>> {
  const entry = { entryId: newId(), deviceId: deviceId(), occurredAt: new Date().toISOString() };
  const keep = async (): Promise<Sent<ResultOf<K>>> => {
    await hold({ ...entry, kind, depotId, input, summary, ...(photo ? { photo } : {}) });
    void flush().catch(() => undefined);
    return { held: true, occurredAt: entry.occurredAt };
  };
  if (navigator.onLine === false) return keep();
  if ((await pendingCount()) > 0) {
    // Earlier entries go first while the network is down. Entries the server failed stay held (the banner shows
    // them); this one does not wait behind them.
    const stopped = await flush().catch((): Stopped => 'network');
    if (stopped === 'network' && (await pendingCount()) > 0) return keep();
  }
  try {
    // live: sent while the person stands at the kiosk (a walk-in may then wait for approval, issue 37); a held entry
    // sent later by flush is not
    return { held: false, data: await run(kind, depotId, { ...input, entry: { ...entry, live: true } }) };
  } catch (error) {
    // Not reached: held and sent later. Anything the server answered (a refusal, or its own failure) is the visitor's
    // to see: nothing is held that the visitor would believe stored.
    if (outcomeOf(error) === 'network') return keep();
    throw error;
  }
}
