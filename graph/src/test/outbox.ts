import type { MikroORM } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { OutboxEvent } from '../core/outbox/outbox-event.entity';
import { until } from './until';

/**
 * Waits until every outbox row about a depot's visits and attendances has run its job (`done_at` set: the e-mail is
 * in the sink by then). A test that checks that no more e-mail comes waits on this fact, not on a fixed sleep.
 */
export async function outboxDoneForDepot(orm: MikroORM, depotId: string, timeoutMs = 30_000): Promise<void> {
  await until(
    async () => {
      const [{ n }] = await (orm.em.fork() as EntityManager).getConnection().execute<{ n: number }[]>(
        `select count(*)::int as n from outbox_event o where o.done_at is null and (
          o.payload->>'attendanceId' in (select id::text from attendance where depot_id = ?)
          or o.payload->>'visitId' in (select id::text from visit where depot_id = ?))`,
        [depotId, depotId],
      );
      return n === 0;
    },
    timeoutMs,
    `every outbox row of depot ${depotId} done`,
    50,
  );
}

/**
 * Waits until every outbox row named `name` (whose payload matches `payload`, e.g. `{ userId: { $in: ids } }`) has run
 * its job (`done_at` set). A row that is done is never handed to a queue again; with the queues idle too
 * (worker/src/__tests__/helpers.ts `untilQueuesIdle`), nothing more can be sent for it.
 */
export async function untilOutboxDone(orm: MikroORM, name: string, payload: Record<string, unknown> = {}, timeoutMs = 30_000) {
  await until(
    async () => {
      const where = { name, doneAt: null, ...(Object.keys(payload).length ? { payload } : {}) };
      return (await orm.em.fork().count(OutboxEvent, where as never, { filters: false })) === 0;
    },
    timeoutMs,
    `every '${name}' outbox row done`,
    50,
  );
}
