/**
 * Housekeeping of finished work (issue 41), run by the daily retention job once a UTC day: rows that only record that
 * a piece of work is over are deleted once they are `olderThan` (HOUSEKEEPING_DAYS, default 7 days) - without them the
 * outbox alone grew to half the database. What goes:
 * - outbox rows whose job has run or given up (`done_at` set and older); a row not yet handed to Redis, or handed over
 *   and not done (in flight: its job may still run, or the relay hands it over again), is never touched;
 * - webhook deliveries that succeeded (`delivered_at` older), with their attempts (the foreign key cascades); a pending
 *   or failed one stays for the delivery log and its redelivery, and one with a request in flight (`sending_until`) stays;
 * - send-once mail records (`created_at` older) whose outbox row is done or gone: while their job may still run the
 *   record is what keeps a retry from mailing twice;
 * - summaries' send-once rows (`summary_send`, issue 39) that were sent, older, and for a period that began two weeks
 *   before the cut-off: the summaries sweep only ever looks at the last ended day and week, so such a period is never
 *   considered again and its row keeps nothing from being sent twice.
 * Each statement deletes at most `batch` rows it locked itself (`for update skip locked`) and commits on its own, so
 * no statement holds many locks for long, and two workers share the rows without waiting on each other or counting a
 * row twice (each counts only what its own statement deleted).
 */

/** What one housekeeping pass deleted, by kind. */
export interface PurgeCounts {
  outboxEvents: number;
  webhookDeliveries: number;
  mailDeliveries: number;
  summarySends: number;
}

/** What the day's housekeeping records as `purged`: the finished rows, and the audit months dropped whole. */
export type HousekeepingCounts = PurgeCounts & { auditPartitions: number };

/**
 * The audit trail's months (Migration20261206_41_01_audit_partitions): the next ones made, and each month past the
 * audit retention and every tenant's retention dropped whole (the database function decides; the server's role may
 * only call it). What it dropped: the partitions and their rows.
 */
export async function maintainAuditPartitions(run: Run, now: Date): Promise<{ partition: string; rows: number }[]> {
  const rows = await run(`select "partition", "rows" from audit_log_maintain(?::timestamptz)`, [now]);
  return rows.map((r) => ({ partition: String(r.partition), rows: Number(r.rows) }));
}

/** Rows deleted per statement. */
export const PURGE_BATCH = 5000;

type Run = (sql: string, params: unknown[]) => Promise<Record<string, unknown>[]>;

/** The statements, each `select`-ing its batch by an index of its own (Migration20261130_41_01_housekeeping). */
export const PURGE_STATEMENTS: Record<keyof PurgeCounts, (batch: number) => string> = {
  outboxEvents: (batch) =>
    `with b as (select "id" from "outbox_event" where "done_at" is not null and "done_at" < ?
                 order by "done_at" limit ${batch} for update skip locked),
     d as (delete from "outbox_event" o using b where o."id" = b."id" returning 1)
     select count(*)::int as "rows" from d`,
  webhookDeliveries: (batch) =>
    `with b as (select "id" from "webhook_delivery" where "status" = 'SUCCEEDED' and "delivered_at" < ? and "sending_until" is null
                 order by "delivered_at" limit ${batch} for update skip locked),
     d as (delete from "webhook_delivery" w using b where w."id" = b."id" and w."status" = 'SUCCEEDED' returning 1)
     select count(*)::int as "rows" from d`,
  mailDeliveries: (batch) =>
    `with b as (select m."id" from "mail_delivery" m where m."created_at" < ?
                   and not exists (select 1 from "outbox_event" o where o."id" = m."source_event_id" and o."done_at" is null)
                 order by m."created_at" limit ${batch} for update of m skip locked),
     d as (delete from "mail_delivery" m using b where m."id" = b."id" returning 1)
     select count(*)::int as "rows" from d`,
  summarySends: (batch) =>
    `with c as (select ?::timestamptz as "at"),
     b as (select s."id" from "summary_send" s, c where s."sent_at" is not null and s."created_at" < c."at"
                 and s."period_start" < (c."at" - interval '14 days')::date
                 order by s."created_at" limit ${batch} for update of s skip locked),
     d as (delete from "summary_send" s using b where s."id" = b."id" returning 1)
     select count(*)::int as "rows" from d`,
};

/**
 * Deletes every kind's finished rows older than `olderThan`, `batch` rows per statement, until a statement comes
 * back short. `run` must not be inside a transaction (each statement commits on its own).
 */
export async function purgeFinished(run: Run, olderThan: Date, batch = PURGE_BATCH): Promise<PurgeCounts> {
  const counts: PurgeCounts = { outboxEvents: 0, webhookDeliveries: 0, mailDeliveries: 0, summarySends: 0 };
  for (const kind of Object.keys(PURGE_STATEMENTS) as (keyof PurgeCounts)[]) {
    const sql = PURGE_STATEMENTS[kind](batch);
    for (;;) {
      const [r] = await run(sql, [olderThan]);
      const rows = Number(r?.rows ?? 0);
      counts[kind] += rows;
      if (rows < batch) break;
    }
  }
  return counts;
}
