import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * The one anonymisation (issue 25), used by the daily retention job (everything of a tenant past its cut-off, in
 * batches) and by a data subject's erasure (one person, now, in the staff member's unit of work). Each statement
 * marks what it anonymised (`anonymised_at`) and looks only at unmarked rows, so running it again removes nothing
 * more, and a batch interrupted half way is simply continued by the next run. What stays: every row, its times, its
 * depot, kind, badge and visit, so reports and exports still count the rows and sum the hours.
 * docs/decisions.md "Retention and the data subject" lists every personal column and what happens to it.
 */

/** What is anonymised: a tenant's rows older than a cut-off, or one data subject's rows. */
export type Scope =
  | { kind: 'cutoff'; tenantId: string; cutoff: Date }
  | { kind: 'subject'; tenantId: string; attendeeIds: string[]; partnerIds: string[]; needles: string[] };

/** The counts per kind a run records (retention_run.counts) and a subject's erasure answers. */
export interface Counts {
  attendances: number;
  signatures: number;
  evacuationEntries: number;
  visitors: number;
  regularVisitors: number;
  partners: number;
  refusedKioskEntries: number;
  mailRecords: number;
  importFiles: number;
  exportFiles: number;
}

export const zeroCounts = (): Counts => ({
  attendances: 0,
  signatures: 0,
  evacuationEntries: 0,
  visitors: 0,
  regularVisitors: 0,
  partners: 0,
  refusedKioskEntries: 0,
  mailRecords: 0,
  importFiles: 0,
  exportFiles: 0,
});

export const totalOf = (c: Counts) => Object.values(c).reduce((n, v) => n + v, 0);

/** The placeholder a name becomes; the e-mail becomes `erased-<row id>@erased.invalid` (unique, as the index wants). */
export const ERASED = '(erased)';

/** The rows one statement looks at: a cut-off batch (LIMIT, skipping rows another worker holds) or a subject's all. */
type Run = (sql: string, params: unknown[]) => Promise<Record<string, unknown>[]>;

const n = (v: unknown) => Number(v ?? 0);
/** A list as one JSON parameter (a bound array would be spread into a list of parameters). */
const js = (v: string[]) => JSON.stringify(v);

/**
 * One pass over each kind. With a cut-off each statement takes at most `batch` rows and runs on its own (autocommit):
 * a tenant with a million old rows is done in many short statements that lock a few thousand rows each, never the
 * table, and another worker skips what this one holds. For a subject `run` is the unit of work's transaction.
 */
export async function anonymise(run: Run, scope: Scope, now: Date, batch = 2000): Promise<Counts> {
  const c = zeroCounts();
  const cut = scope.kind === 'cutoff';
  const loop = async (step: () => Promise<number>) => {
    // A subject's statements take every row at once; a cut-off's repeat until a batch comes back short.
    for (;;) {
      const taken = await step();
      if (!cut || taken < batch) return;
    }
  };
  const limit = cut ? `limit ${batch} for update skip locked` : 'for update';

  // Attendances: car registration, temperature, rule answers go; the signature row is deleted; the evacuation
  // roll-call lines of the attendance lose the name and company.
  const attendanceWhere = cut
    ? `"tenant_id" = ? and "anonymised_at" is null and coalesce("checked_out_at", "checked_in_at") < ?`
    : `"tenant_id" = ? and "anonymised_at" is null and ("attendee_id"  in (select (jsonb_array_elements_text(?::jsonb))::uuid) or "partner_id"  in (select (jsonb_array_elements_text(?::jsonb))::uuid))`;
  const attendanceParams = cut ? [scope.tenantId, scope.cutoff] : [scope.tenantId, js(scope.attendeeIds), js(scope.partnerIds)];
  await loop(async () => {
    const [r] = await run(
      `with b as (select "id" from "attendance" where ${attendanceWhere} ${limit}),
       u as (update "attendance" a set "car_reg" = null, "temperature" = null, "rule_answers" = null, "anonymised_at" = ?
             from b where a."id" = b."id" returning a."id"),
       s as (delete from "signature" where "attendance_id" in (select "id" from u) returning 1),
       e as (update "evacuation_entry" set "name" = ?, "company" = '', "anonymised_at" = ?
             where "attendance_id" in (select "id" from u) and "anonymised_at" is null returning 1)
       select (select count(*) from u) as "rows", (select count(*) from s) as "signatures", (select count(*) from e) as "evacuation"`,
      [...attendanceParams, now, ERASED, now],
    );
    c.attendances += n(r.rows);
    c.signatures += n(r.signatures);
    c.evacuationEntries += n(r.evacuation);
    return n(r.rows);
  });

  // Roll-call lines whose attendance is gone (deleted with its partner or visit): by their evacuation's start.
  if (cut) {
    await loop(async () => {
      const [r] = await run(
        `with b as (select e."id" from "evacuation_entry" e join "evacuation" v on v."id" = e."evacuation_id"
                    where e."tenant_id" = ? and e."anonymised_at" is null and e."attendance_id" is null and v."started_at" < ?
                    limit ${batch} for update of e skip locked),
         u as (update "evacuation_entry" a set "name" = ?, "company" = '', "anonymised_at" = ? from b where a."id" = b."id" returning 1)
         select count(*) as "rows" from u`,
        [scope.tenantId, scope.cutoff, ERASED, now],
      );
      c.evacuationEntries += n(r.rows);
      return n(r.rows);
    });
  }

  // Visitors (attendee rows): a cut-off takes those with nothing since it (no visit, attendance or live regular-visitor
  // registration on or after it, no edit since); their regular-visitor registrations are closed and marked with them.
  const attendeeWhere = cut
    ? `p."tenant_id" = ? and p."anonymised_at" is null and p."updated_at" < ?
       and not exists (select 1 from "visit" v where v."attendee_id" = p."id" and v."date_of_visit" >= ?)
       and not exists (select 1 from "attendance" x where x."attendee_id" = p."id" and coalesce(x."checked_out_at", x."checked_in_at") >= ?)
       and not exists (select 1 from "regular_visitor" r where r."attendee_id" = p."id" and (r."removed_at" is null or r."removed_at" >= ?))`
    : `p."tenant_id" = ? and p."anonymised_at" is null and p."id"  in (select (jsonb_array_elements_text(?::jsonb))::uuid)`;
  const attendeeParams = cut
    ? [scope.tenantId, scope.cutoff, scope.cutoff, scope.cutoff, scope.cutoff]
    : [scope.tenantId, js(scope.attendeeIds)];
  await loop(async () => {
    const [r] = await run(
      `with b as (select p."id" from "attendee" p where ${attendeeWhere} ${limit}),
       u as (update "attendee" a set "first_name" = ?, "last_name" = '', "company" = '',
               "email" = 'erased-' || a."id" || '@erased.invalid', "anonymised_at" = ?
             from b where a."id" = b."id" returning a."id"),
       rv as (update "regular_visitor" set "removed_at" = coalesce("removed_at", ?), "anonymised_at" = ?
             where "attendee_id" in (select "id" from u) and "anonymised_at" is null returning 1)
       select (select count(*) from u) as "rows", (select count(*) from rv) as "regular"`,
      [...attendeeParams, ERASED, now, now, now],
    );
    c.visitors += n(r.rows);
    c.regularVisitors += n(r.regular);
    return n(r.rows);
  });

  // Partners: name, e-mail and organisation go when they have not clocked in since the cut-off (nor been edited).
  const partnerWhere = cut
    ? `p."tenant_id" = ? and p."anonymised_at" is null and p."updated_at" < ?
       and not exists (select 1 from "attendance" x where x."partner_id" = p."id" and coalesce(x."checked_out_at", x."checked_in_at") >= ?)`
    : `p."tenant_id" = ? and p."anonymised_at" is null and p."id"  in (select (jsonb_array_elements_text(?::jsonb))::uuid)`;
  const partnerParams = cut ? [scope.tenantId, scope.cutoff, scope.cutoff] : [scope.tenantId, js(scope.partnerIds)];
  await loop(async () => {
    const [r] = await run(
      `with b as (select p."id" from "partner" p where ${partnerWhere} ${limit}),
       u as (update "partner" a set "name" = ?, "email" = null, "organisation" = '', "anonymised_at" = ?
             from b where a."id" = b."id" returning a."id")
       select count(*) as "rows" from u`,
      [...partnerParams, ERASED, now],
    );
    c.partners += n(r.rows);
    return n(r.rows);
  });

  // Kiosk entries refused while offline: their summary names the person. By age; for a subject, those naming them.
  const refusedWhere = cut
    ? `"tenant_id" = ? and "anonymised_at" is null and "occurred_at" < ?`
    : `"tenant_id" = ? and "anonymised_at" is null and exists (select 1 from jsonb_array_elements_text(?::jsonb) k where strpos(lower("summary" || ' ' || "message"), lower(k)) > 0)`;
  const refusedParams = cut ? [scope.tenantId, scope.cutoff] : [scope.tenantId, js(scope.needles)];
  await loop(async () => {
    const [r] = await run(
      `with b as (select "id" from "refused_kiosk_entry" where ${refusedWhere} ${limit}),
       u as (update "refused_kiosk_entry" a set "summary" = ?, "message" = ?, "anonymised_at" = ? from b where a."id" = b."id" returning 1)
       select count(*) as "rows" from u`,
      [...refusedParams, ERASED, ERASED, now],
    );
    c.refusedKioskEntries += n(r.rows);
    return n(r.rows);
  });

  // The send-once record of a subject's e-mails: the address goes (those whose outbox event names one of their rows).
  if (!cut) {
    const [r] = await run(
      `with u as (update "mail_delivery" m set "recipient" = 'erased:' || m."id", "anonymised_at" = ?
        where m."anonymised_at" is null and lower(m."recipient")  in (select jsonb_array_elements_text(?::jsonb)) and exists (
          select 1 from "outbox_event" o where o."id" = m."source_event_id" and (
            o."payload" ->> 'visitId' in (select "id"::text from "visit" where "attendee_id"  in (select (jsonb_array_elements_text(?::jsonb))::uuid))
            or o."payload" ->> 'attendanceId' in (select "id"::text from "attendance" where "attendee_id"  in (select (jsonb_array_elements_text(?::jsonb))::uuid) or "partner_id"  in (select (jsonb_array_elements_text(?::jsonb))::uuid))
            or o."payload" ->> 'regularVisitorId' in (select "id"::text from "regular_visitor" where "attendee_id"  in (select (jsonb_array_elements_text(?::jsonb))::uuid))
            or o."payload" ->> 'partnerId'  in (select jsonb_array_elements_text(?::jsonb))))
        returning 1)
       select count(*) as "rows" from u`,
      [
        now,
        js(scope.needles.filter((k) => k.includes('@')).map((k) => k.toLowerCase())),
        js(scope.attendeeIds),
        js(scope.attendeeIds),
        js(scope.partnerIds),
        js(scope.attendeeIds),
        js(scope.partnerIds),
      ],
    );
    c.mailRecords += n(r.rows);
  }
  return c;
}

/**
 * The send-once records older than the shortest retention (30 days): the address goes. They carry no tenant, and
 * are needed only while a job may be retried (minutes), so every tenant's are cleared at the shortest limit.
 */
export async function anonymiseMailRecords(run: Run, olderThan: Date, now: Date, batch = 2000): Promise<number> {
  let total = 0;
  for (;;) {
    const [r] = await run(
      `with b as (select "id" from "mail_delivery" where "anonymised_at" is null and "created_at" < ? limit ${batch} for update skip locked),
       u as (update "mail_delivery" m set "recipient" = 'erased:' || m."id", "anonymised_at" = ? from b where m."id" = b."id" returning 1)
       select count(*) as "rows" from u`,
      [olderThan, now],
    );
    total += n(r.rows);
    if (n(r.rows) < batch) return total;
  }
}

/** Finished uploads' files and row errors (names of the people in them) go a day after the upload finished. */
export async function clearImportFiles(run: Run, olderThan: Date, now: Date, batch = 200): Promise<number> {
  let total = 0;
  for (;;) {
    const [r] = await run(
      `with b as (select "id" from "import_job" where "anonymised_at" is null and "status" in ('DONE', 'FAILED')
                    and coalesce("finished_at", "updated_at") < ? limit ${batch} for update skip locked),
       u as (update "import_job" j set "file" = '\\x'::bytea, "row_errors" = null, "anonymised_at" = ? from b where j."id" = b."id" returning 1)
       select count(*) as "rows" from u`,
      [olderThan, now],
    );
    total += n(r.rows);
    if (n(r.rows) < batch) return total;
  }
}

/** A statement runner on an EntityManager (autocommit outside a transaction, in it inside one). */
export const runnerOf =
  (em: EntityManager): Run =>
  (sql, params) =>
    em.execute(sql, params as never[]);
