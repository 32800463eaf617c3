import type { EntityManager } from '@mikro-orm/postgresql';
import type { BlobStore } from '../../core/files/blob-store';

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
  /** Watchlist entries and matches deleted (issue 37). */
  watchlistRows: number;
  /** Visitor photos removed (issue 37): marked here, their files deleted by sweepPhotos. */
  photos: number;
  /** Walk-ins that waited for approval whose name, e-mail, company and host were removed (issue 37). */
  approvals: number;
  /** Induction passes deleted with their partner or visitor (issue 38). */
  inductionPasses: number;
  /**
   * Partners' documents removed with the partner, and visitors' (pre-arrival uploads) with the visitor or their visit's
   * day (issue 38): marked here, their files deleted by sweepDocuments.
   */
  documents: number;
  /** Pre-arrival pages' answers deleted (issue 38): with the visitor, or past the cut-off with their visit's day. */
  preArrivals: number;
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
  watchlistRows: 0,
  photos: 0,
  approvals: 0,
  inductionPasses: 0,
  documents: 0,
  preArrivals: 0,
});

/** The counts' sum (numbers only: the housekeeping run's record also carries what it deleted, `purged`). */
export const totalOf = (c: Counts | Record<string, unknown>) =>
  Object.values(c).reduce<number>((n, v) => n + (typeof v === 'number' ? v : 0), 0);

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
  /** Deletes the rows of `table` that `where` picks (a cut-off's in batches); answers how many went. */
  const deleteWhere = async (table: string, where: string, params: unknown[]) => {
    let gone = 0;
    await loop(async () => {
      const [r] = await run(
        `with b as (select "id" from "${table}" where ${where} ${limit}),
         d as (delete from "${table}" a using b where a."id" = b."id" returning 1)
         select count(*) as "rows" from d`,
        params,
      );
      gone += n(r.rows);
      return n(r.rows);
    });
    return gone;
  };

  // Attendances: car registration, temperature, rule answers go; the signature row is deleted; a photo is marked
  // erased (never served again; sweepPhotos deletes its file); the evacuation
  // roll-call lines of the attendance lose the name and company.
  const attendanceWhere = cut
    ? `"tenant_id" = ? and "anonymised_at" is null and coalesce("checked_out_at", "checked_in_at") < ?`
    : `"tenant_id" = ? and "anonymised_at" is null and ("attendee_id" = any(array(select (jsonb_array_elements_text(?::jsonb))::uuid)) or "partner_id" = any(array(select (jsonb_array_elements_text(?::jsonb))::uuid)))`;
  const attendanceParams = cut ? [scope.tenantId, scope.cutoff] : [scope.tenantId, js(scope.attendeeIds), js(scope.partnerIds)];
  await loop(async () => {
    const [r] = await run(
      `with b as (select "id" from "attendance" where ${attendanceWhere} ${limit}),
       u as (update "attendance" a set "car_reg" = null, "temperature" = null, "rule_answers" = null, "anonymised_at" = ?
             from b where a."id" = b."id" returning a."id"),
       s as (delete from "signature" where "attendance_id" in (select "id" from u) returning 1),
       e as (update "evacuation_entry" set "name" = ?, "company" = '', "anonymised_at" = ?
             where "attendance_id" in (select "id" from u) and "anonymised_at" is null returning 1),
       p as (update "visitor_photo" set "erased_at" = ? where "attendance_id" in (select "id" from u) and "erased_at" is null returning 1)
       select (select count(*) from u) as "rows", (select count(*) from s) as "signatures", (select count(*) from e) as "evacuation",
              (select count(*) from p) as "photos"`,
      [...attendanceParams, now, ERASED, now, now],
    );
    c.photos += n(r.photos);
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
    : `p."tenant_id" = ? and p."anonymised_at" is null and p."id" = any(array(select (jsonb_array_elements_text(?::jsonb))::uuid))`;
  const attendeeParams = cut
    ? [scope.tenantId, scope.cutoff, scope.cutoff, scope.cutoff, scope.cutoff]
    : [scope.tenantId, js(scope.attendeeIds)];
  await loop(async () => {
    const [r] = await run(
      `with b as (select p."id" from "attendee" p where ${attendeeWhere} ${limit}),
       u as (update "attendee" a set "first_name" = ?, "last_name" = '', "company" = '', "phone" = null,
               "email" = 'erased-' || a."id" || '@erased.invalid', "anonymised_at" = ?
             from b where a."id" = b."id" returning a."id"),
       rv as (update "regular_visitor" set "removed_at" = coalesce("removed_at", ?), "anonymised_at" = ?
             where "attendee_id" in (select "id" from u) and "anonymised_at" is null returning 1),
       -- a reason typed in free text (the REST walk-in takes any) may name someone: only a listed reason's words stay
       vr as (update "visit" v set "reason_for_visit" = null
             where v."attendee_id" in (select "id" from u) and v."reason_for_visit" is not null
               and not exists (select 1 from "visit_reason" r where (r."tenant_id" is null or r."tenant_id" = v."tenant_id")
                                 and lower(r."text") = lower(v."reason_for_visit")) returning 1),
       ip as (delete from "induction_pass" where "attendee_id" in (select "id" from u) returning 1)
       select (select count(*) from u) as "rows", (select count(*) from rv) as "regular", (select count(*) from vr) as "reasons",
              (select count(*) from ip) as "passes"`,
      [...attendeeParams, ERASED, now, now, now],
    );
    c.visitors += n(r.rows);
    c.regularVisitors += n(r.regular);
    c.inductionPasses += n(r.passes);
    return n(r.rows);
  });

  // Pre-arrival pages (issue 38): what a planned visitor gave before arriving (car registration, answers, signature)
  // and the visit's links are deleted with the visitor (a subject), or past the cut-off by their visit's day (a
  // check-in deleted its row already: the attendance holds it, anonymised above).
  const preWhere = cut
    ? `"visit_id" in (select "id" from "visit" where "tenant_id" = ? and "date_of_visit" < ?)`
    : `"visit_id" in (select "id" from "visit" where "tenant_id" = ? and "attendee_id" = any(array(select (jsonb_array_elements_text(?::jsonb))::uuid)))`;
  const preParams = cut ? [scope.tenantId, scope.cutoff] : [scope.tenantId, js(scope.attendeeIds)];
  c.preArrivals += await deleteWhere('pre_arrival', preWhere, preParams);
  await deleteWhere('pre_arrival_link', preWhere, preParams);
  // The documents a visitor uploaded on the pre-arrival page (issue 38): marked with the visitor, or past the cut-off
  // with their visit's day (never served again); sweepDocuments deletes their files, then the rows.
  await loop(async () => {
    const [r] = await run(
      `with b as (select "id" from "visitor_document" where "erased_at" is null and ${preWhere} ${limit}),
       u as (update "visitor_document" a set "erased_at" = ? from b where a."id" = b."id" returning 1)
       select count(*) as "rows" from u`,
      [...preParams, now],
    );
    c.documents += n(r.rows);
    return n(r.rows);
  });

  // Partners: name, e-mail and organisation go when they have not clocked in since the cut-off (nor been edited).
  const partnerWhere = cut
    ? `p."tenant_id" = ? and p."anonymised_at" is null and p."updated_at" < ?
       and not exists (select 1 from "attendance" x where x."partner_id" = p."id" and coalesce(x."checked_out_at", x."checked_in_at") >= ?)`
    : `p."tenant_id" = ? and p."anonymised_at" is null and p."id" = any(array(select (jsonb_array_elements_text(?::jsonb))::uuid))`;
  const partnerParams = cut ? [scope.tenantId, scope.cutoff, scope.cutoff] : [scope.tenantId, js(scope.partnerIds)];
  await loop(async () => {
    const [r] = await run(
      `with b as (select p."id" from "partner" p where ${partnerWhere} ${limit}),
       u as (update "partner" a set "name" = ?, "email" = null, "phone" = null, "organisation" = '', "anonymised_at" = ?
             from b where a."id" = b."id" returning a."id"),
       ip as (delete from "induction_pass" where "partner_id" in (select "id" from u) returning 1),
       pd as (update "partner_document" set "erased_at" = ? where "partner_id" in (select "id" from u) and "erased_at" is null returning 1)
       select (select count(*) from u) as "rows", (select count(*) from ip) as "passes", (select count(*) from pd) as "documents"`,
      [...partnerParams, ERASED, now, now],
    );
    c.partners += n(r.rows);
    c.inductionPasses += n(r.passes);
    c.documents += n(r.documents);
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

  // The watchlist (issue 37): matches are kept with their visit, so they go with its retention; an entry goes once it
  // expired longer ago than the retention. For a subject: the entries and matches naming them (e-mail, or name).
  {
    const names = scope.kind === 'subject' ? scope.needles.filter((k) => !k.includes('@')).map((k) => k.toLowerCase()) : [];
    const mails = scope.kind === 'subject' ? scope.needles.filter((k) => k.includes('@')).map((k) => k.toLowerCase()) : [];
    const matchWhere = cut
      ? `"tenant_id" = ? and "occurred_at" < ?`
      : `"tenant_id" = ? and (lower("person_email") in (select jsonb_array_elements_text(?::jsonb))
           or lower("person_name") in (select jsonb_array_elements_text(?::jsonb))
           or "attendance_id" in (select "id" from "attendance" where "attendee_id" in (select (jsonb_array_elements_text(?::jsonb))::uuid)
                                    or "partner_id" in (select (jsonb_array_elements_text(?::jsonb))::uuid)))`;
    const matchParams = cut
      ? [scope.tenantId, scope.cutoff]
      : [scope.tenantId, js(mails), js(names), js(scope.attendeeIds), js(scope.partnerIds)];
    c.watchlistRows += await deleteWhere('watchlist_match', matchWhere, matchParams);
    const entryWhere = cut
      ? `"tenant_id" = ? and "expires_at" < ?`
      : `"tenant_id" = ? and (lower("email") in (select jsonb_array_elements_text(?::jsonb)) or lower("name") in (select jsonb_array_elements_text(?::jsonb)))`;
    const entryParams = cut ? [scope.tenantId, scope.cutoff] : [scope.tenantId, js(mails), js(names)];
    c.watchlistRows += await deleteWhere('watchlist_entry', entryWhere, entryParams);
  }

  // Approval before entry (issue 37): a walk-in that waited keeps its decision (status, how, who, when); its name,
  // e-mail, company, host and what it submitted go with the visit's retention (asked before the cut-off), or with the
  // person (their e-mail, their name, or the sign-in it became); its links' recipients and token hashes are deleted.
  {
    const names = scope.kind === 'subject' ? scope.needles.filter((k) => !k.includes('@')).map((k) => k.toLowerCase()) : [];
    const mails = scope.kind === 'subject' ? scope.needles.filter((k) => k.includes('@')).map((k) => k.toLowerCase()) : [];
    const where = cut
      ? `"tenant_id" = ? and "anonymised_at" is null and "created_at" < ?`
      : `"tenant_id" = ? and "anonymised_at" is null and (lower("person_email") in (select jsonb_array_elements_text(?::jsonb))
           or lower("person_name") in (select jsonb_array_elements_text(?::jsonb))
           or "attendance_id" in (select "id" from "attendance" where "attendee_id" in (select (jsonb_array_elements_text(?::jsonb))::uuid)))`;
    const params = cut ? [scope.tenantId, scope.cutoff] : [scope.tenantId, js(mails), js(names), js(scope.attendeeIds)];
    await loop(async () => {
      const [r] = await run(
        `with b as (select "id" from "walk_in_approval" where ${where} ${limit}),
         u as (update "walk_in_approval" a set "person_name" = ?, "person_email" = null, "company" = ?, "host_name" = null,
                 "host_email" = null, "request" = null, "anonymised_at" = ? from b where a."id" = b."id" returning a."id"),
         l as (delete from "walk_in_approval_link" k using u where k."approval_id" = u."id" returning 1)
         select (select count(*) from u) as "rows", (select count(*) from l) as "links"`,
        [...params, ERASED, ERASED, now],
      );
      c.approvals += n(r.rows);
      return n(r.rows);
    });
  }

  // The send-once record of a subject's e-mails: the address goes (those whose outbox event names one of their rows).
  if (!cut) {
    const [r] = await run(
      `with u as (update "mail_delivery" m set "recipient" = 'erased:' || m."id", "anonymised_at" = ?
        where m."anonymised_at" is null and lower(m."recipient") = any(array(select jsonb_array_elements_text(?::jsonb))) and exists (
          select 1 from "outbox_event" o where o."id" = m."source_event_id" and (
            o."payload" ->> 'visitId' in (select "id"::text from "visit" where "attendee_id" = any(array(select (jsonb_array_elements_text(?::jsonb))::uuid)))
            or o."payload" ->> 'attendanceId' in (select "id"::text from "attendance" where "attendee_id" = any(array(select (jsonb_array_elements_text(?::jsonb))::uuid)) or "partner_id" = any(array(select (jsonb_array_elements_text(?::jsonb))::uuid)))
            or o."payload" ->> 'regularVisitorId' in (select "id"::text from "regular_visitor" where "attendee_id" = any(array(select (jsonb_array_elements_text(?::jsonb))::uuid)))
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

/**
 * The visitor photos (issue 37, modules/photos) that retention or erasure marked, or whose attendance is gone: deletes
 * their files, then their rows (the file first, so a sweep cut short leaves a row the next one finishes). Answers how
 * many went. Runs after the anonymisation commits (erasure) or after each tenant's run (retention).
 */
export const sweepPhotos = (run: Run, store: BlobStore, batch = 500): Promise<number> =>
  sweepFiles(run, store, 'visitor_photo', `"erased_at" is not null or "attendance_id" is null`, batch);

/**
 * The partners' and visitors' documents (issue 38, modules/documents) that retention or erasure marked, or whose partner
 * (visit) or type is gone: deletes their files, then their rows (as sweepPhotos). Answers how many went.
 */
export const sweepDocuments = async (run: Run, store: BlobStore, batch = 500): Promise<number> =>
  (await sweepFiles(
    run,
    store,
    'partner_document',
    `"erased_at" is not null or "partner_id" is null or "document_type_id" is null`,
    batch,
  )) +
  (await sweepFiles(run, store, 'visitor_document', `"erased_at" is not null or "visit_id" is null or "document_type_id" is null`, batch));

/** The rows of `table` (with a `storage_key` in `store`) that `where` marks as gone: their files, then the rows. */
async function sweepFiles(run: Run, store: BlobStore, table: string, where: string, batch: number): Promise<number> {
  let gone = 0;
  for (;;) {
    const rows = (await run(`select "id", "storage_key" from "${table}" where ${where} order by "created_at" limit ${batch}`, [])) as {
      id: string;
      storage_key: string;
    }[];
    for (const r of rows) await store.delete(r.storage_key);
    if (rows.length)
      await run(`delete from "${table}" where "id" = any(array(select (jsonb_array_elements_text(?::jsonb))::uuid))`, [
        JSON.stringify(rows.map((r) => r.id)),
      ]);
    gone += rows.length;
    if (rows.length < batch) return gone;
  }
}
