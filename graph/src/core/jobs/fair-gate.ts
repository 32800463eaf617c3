import type { EntityManager } from '@mikro-orm/postgresql';
import { runUnitOfWork } from '../unit-of-work';

/**
 * Fair delivery (issue 40), for any outbound "endpoint" with "deliveries" (webhook endpoints; a tenant's SMS provider
 * and a depot's Teams or Slack channel, issue 39): the rules that keep one endpoint from taking the worker's slots.
 * - An endpoint has at most `endpointConcurrency` requests in flight: each holds a lease on its delivery row
 *   (`sending_until`, taken under the endpoint row's lock, given back with the attempt's record, lapsing by itself
 *   after the attempt's timeout and a margin if the worker died). A delivery that finds no free lease waits outside
 *   the worker's slots (the job is deferred) and looks again after about `busyRetryMs`.
 * - `pauseAfterTimeouts` attempts in a row without an answer in time pause the endpoint for `pauseMs`: its deliveries
 *   are parked (deferred until the pause ends), not failed. After a pause one more timeout pauses it again (a probe);
 *   any answer, even an error status, ends the run.
 * The endpoint table has `paused_until` and `consecutive_timeouts`; the delivery table `sending_until` and a column
 * naming its endpoint.
 */
export type Gate = { ok: true } | { ok: false; until: Date; why: 'paused' | 'busy' };

export interface GateSettings {
  endpointConcurrency: number;
  busyRetryMs: number;
  pauseAfterTimeouts: number;
  pauseMs: number;
}

/** The tables a gate works on (fixed names in code, never input). */
export interface GateTables {
  endpoint: string;
  delivery: string;
  /** The delivery table's column naming its endpoint. */
  endpointColumn: string;
}

/** A lease outlives its attempt's timeout by this much: resolving the address comes before the timer starts. */
const LEASE_MARGIN_MS = 5000;

/** Spreads waiting deliveries out, so they do not all come back at the same moment. */
const jitter = (ms: number) => Math.round(ms * (0.5 + Math.random()));

export function fairGate(t: GateTables) {
  /** Takes one of the endpoint's leases for the delivery's attempt, or says until when to wait. */
  async function takeLease(
    em: EntityManager,
    endpointId: string,
    deliveryId: string,
    timeoutMs: number,
    settings: GateSettings,
  ): Promise<Gate> {
    return runUnitOfWork({ em }, async (uow) => {
      const x = uow.em;
      // The endpoint row's lock makes count-then-take one step for every worker.
      const [e]: { paused_ms: number | null }[] = await x.execute(
        `select (extract(epoch from ("paused_until" - now())) * 1000)::int as "paused_ms" from "${t.endpoint}" where "id" = ? for update`,
        [endpointId],
      );
      if (e && e.paused_ms !== null && e.paused_ms > 0)
        return { ok: false, why: 'paused', until: new Date(Date.now() + e.paused_ms + jitter(settings.busyRetryMs * 4)) } as const;
      const [{ n }]: { n: number }[] = await x.execute(
        `select count(*)::int as "n" from "${t.delivery}" where "${t.endpointColumn}" = ? and "sending_until" > now() and "id" <> ?`,
        [endpointId, deliveryId],
      );
      if (n >= settings.endpointConcurrency)
        return { ok: false, why: 'busy', until: new Date(Date.now() + jitter(settings.busyRetryMs)) } as const;
      await x.execute(`update "${t.delivery}" set "sending_until" = now() + ? * interval '1 millisecond' where "id" = ?`, [
        timeoutMs + LEASE_MARGIN_MS,
        deliveryId,
      ]);
      return { ok: true } as const;
    });
  }

  /**
   * Counts an attempt's outcome against the endpoint's run of timeouts (in the attempt's unit of work): a timeout adds
   * one, and the run reaching `pauseAfterTimeouts` pauses the endpoint; any answer ends the run. Answers whether this
   * attempt paused it.
   */
  async function countTimeout(x: EntityManager, endpointId: string, timedOut: boolean, settings: GateSettings): Promise<boolean> {
    if (!timedOut) {
      await x.execute(`update "${t.endpoint}" set "consecutive_timeouts" = 0 where "id" = ? and "consecutive_timeouts" <> 0`, [endpointId]);
      return false;
    }
    const [e]: { consecutive_timeouts: number }[] = await x.execute(
      `update "${t.endpoint}" set "consecutive_timeouts" = "consecutive_timeouts" + 1 where "id" = ? returning "consecutive_timeouts"`,
      [endpointId],
    );
    if (!e || e.consecutive_timeouts < settings.pauseAfterTimeouts) return false;
    // Paused; after the pause, the first timeout pauses it again (the run stays one short of the limit).
    await x.execute(
      `update "${t.endpoint}" set "paused_until" = now() + ? * interval '1 millisecond', "consecutive_timeouts" = ? where "id" = ?`,
      [settings.pauseMs, settings.pauseAfterTimeouts - 1, endpointId],
    );
    return true;
  }

  return { takeLease, countTimeout };
}
