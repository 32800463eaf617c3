import { unlink } from 'node:fs/promises';
import path from 'node:path';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Deps, WriteDeps } from '../../core/deps';
import { createHash } from 'node:crypto';
import { recordActorEvent } from '../../core/audit';
import type { Actor } from '../../core/auth/actor';
import { actingTenantId, requireRole } from '../../core/tenancy';
import { runStatement, runUnitOfWork } from '../../core/unit-of-work';
import { DomainError, notFound } from '../../core/errors';
import { Messages } from '../../contracts/messages';
import { Tenant } from '../tenants/tenant.entity';
import {
  anonymise,
  anonymiseMailRecords,
  clearImportFiles,
  runnerOf,
  sweepDocuments,
  sweepPhotos,
  totalOf,
  zeroCounts,
  type Counts,
} from './anonymise';
import { documentStoreOf, photoStoreOf, type BlobStore } from '../../core/files/blob-store';
import { maintainAuditPartitions, purgeFinished, PURGE_BATCH, type HousekeepingCounts } from './purge';
import {
  RETENTION_DEFAULT_DAYS,
  RETENTION_MAX_DAYS,
  RETENTION_MIN_DAYS,
  type DataSubjectCommand,
  type RetentionForTenantCommand,
  type SetRetentionCommand,
} from './retention.commands';

/** Who may set retention and act for a data subject: a TenantAdmin for its tenant, a SuperAdmin for a named one. */
export const RETENTION_ROLES = ['SuperAdmin', 'TenantAdmin'] as const;

const DAY_MS = 86_400_000;
/** Finished export and upload files are removed this long after they were made. */
export const FILE_LIFETIME_MS = DAY_MS;

export interface RetentionRunView {
  id: string;
  kind: 'retention' | 'erase' | 'export';
  tenantId: string | null;
  cutoff: Date | null;
  /** The day's housekeeping run (tenant null) also records what it deleted (`purged`, issue 41). */
  counts: Counts & { purged?: HousekeepingCounts };
  createdAt: Date;
  finishedAt: Date | null;
}

export interface RetentionView {
  tenantId: string;
  days: number;
  minDays: number;
  maxDays: number;
  defaultDays: number;
  runs: RetentionRunView[];
}

/** One person held under an e-mail address: a visitor (attendee) or a partner. */
export interface SubjectPerson {
  kind: 'Visitor' | 'Partner';
  id: string;
  name: string;
  company: string;
  visits: number;
  attendances: number;
  regularVisitor: boolean;
}

interface RunRow {
  id: string;
  kind: RetentionRunView['kind'];
  tenant_id: string | null;
  cutoff: Date | null;
  counts: Partial<Counts> & { purged?: HousekeepingCounts };
  created_at: Date;
  finished_at: Date | null;
}
const runView = (r: RunRow): RetentionRunView => ({
  id: r.id,
  kind: r.kind,
  tenantId: r.tenant_id,
  cutoff: r.cutoff ? new Date(r.cutoff) : null,
  counts: { ...zeroCounts(), ...r.counts },
  createdAt: new Date(r.created_at),
  finishedAt: r.finished_at ? new Date(r.finished_at) : null,
});

/** The first cut-off instant still kept: `days` whole days before `now`. */
export const cutoffOf = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

/**
 * Retention and the data subject (issue 25), for staff: a tenant's retention setting (`settings.retention`), finding
 * a person by e-mail within the tenant, exporting everything held about them (`subject.export`, JSON) and erasing
 * them now (`subject.erase`: the retention job's own anonymisation, anonymise.ts, limited to that person).
 */
export class RetentionService {
  constructor(private readonly d: Deps) {}

  async get(actor: Actor, cmd: RetentionForTenantCommand): Promise<RetentionView> {
    requireRole(actor, ...RETENTION_ROLES);
    const tenantId = actingTenantId(actor, cmd.tenantId);
    const tenant = await this.d.em.findOne(Tenant, { id: tenantId }, { filters: false });
    if (!tenant) throw notFound('Tenant');
    const runs: RunRow[] = await this.d.em.execute(
      `select "id", "kind", "tenant_id", "cutoff", "counts", "created_at", "finished_at" from "retention_run"
        where "tenant_id" = ? order by "created_at" desc, "id" limit 20`,
      [tenantId],
    );
    return {
      tenantId,
      days: tenant.retentionDays,
      minDays: RETENTION_MIN_DAYS,
      maxDays: RETENTION_MAX_DAYS,
      defaultDays: RETENTION_DEFAULT_DAYS,
      runs: runs.map(runView),
    };
  }

  async set(actor: Actor, cmd: SetRetentionCommand): Promise<RetentionView> {
    requireRole(actor, ...RETENTION_ROLES);
    const tenantId = actingTenantId(actor, cmd.tenantId);
    const changed = await runUnitOfWork(
      this.d,
      ({ em }) => em.nativeUpdate(Tenant, { id: tenantId }, { retentionDays: cmd.days }, { filters: false }),
      { action: 'settings.retention' },
    );
    if (!changed) throw notFound('Tenant');
    return this.get(actor, { tenantId });
  }

  /** Everyone held under the address in the tenant (another tenant's namesake is never found); none: an empty list. */
  async find(actor: Actor, cmd: DataSubjectCommand): Promise<SubjectPerson[]> {
    requireRole(actor, ...RETENTION_ROLES);
    const tenantId = actingTenantId(actor, cmd.tenantId);
    const people = await this.people(this.d.em, tenantId, cmd.email);
    // Issue 40: a search for a person is kept, the address only as its sha256 (an auditor can check a given one).
    await recordActorEvent(this.d.em, {
      action: 'subject.search',
      targetType: 'data_subject',
      tenantId,
      details: { emailSha256: createHash('sha256').update(cmd.email.trim().toLowerCase()).digest('hex'), found: people.length },
    });
    return people;
  }

  /** Everything held about the person as one JSON document (a file the staff member downloads), recorded as `subject.export`. */
  async export(actor: Actor, cmd: DataSubjectCommand): Promise<{ fileName: string; json: string }> {
    const staff = requireRole(actor, ...RETENTION_ROLES);
    const tenantId = actingTenantId(actor, cmd.tenantId);
    const now = this.d.clock.now();
    return runUnitOfWork(
      this.d,
      async ({ em }) => {
        const people = await this.people(em, tenantId, cmd.email);
        if (!people.length) throw new DomainError('NOT_FOUND', Messages.subjectNotFound);
        const doc = await subjectDocument(em, tenantId, cmd.email, people, now, photoStoreOf(this.d.config));
        const counts = { ...zeroCounts(), visitors: doc.visitors.length, partners: doc.partners.length };
        await recordRun(em, { tenantId, kind: 'export', counts, now, createdById: staff.userId });
        const stamp = now.toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-');
        return { fileName: `data-subject-${stamp}.json`, json: JSON.stringify(doc, null, 2) };
      },
      { action: 'subject.export' },
    );
  }

  /** Erases the person now: the retention job's anonymisation for their rows, in one unit of work (`subject.erase`). */
  async erase(actor: Actor, cmd: DataSubjectCommand): Promise<RetentionRunView> {
    const staff = requireRole(actor, ...RETENTION_ROLES);
    const tenantId = actingTenantId(actor, cmd.tenantId);
    const now = this.d.clock.now();
    let files: string[] = [];
    const run = await runUnitOfWork(
      this.d,
      async ({ em }) => {
        // Someone held only on the watchlist (issue 37) has no visitor or partner row: the e-mail alone finds their entries.
        const people = await this.people(em, tenantId, cmd.email);
        const needles = [cmd.email, ...people.map((p) => p.name).filter((n) => n.trim().length >= 3)];
        const counts = await anonymise(
          runnerOf(em),
          {
            kind: 'subject',
            tenantId,
            attendeeIds: people.filter((p) => p.kind === 'Visitor').map((p) => p.id),
            partnerIds: people.filter((p) => p.kind === 'Partner').map((p) => p.id),
            needles,
          },
          now,
        );
        // Two erasures at once: the second waits on the first's row locks, then finds every row marked; it is refused
        // (and records nothing), so one of them wins.
        if (!totalOf(counts)) throw new DomainError('NOT_FOUND', Messages.subjectNotFound);
        files = await this.exportFilesNaming(em, tenantId, people, now);
        counts.exportFiles = files.length;
        return recordRun(em, { tenantId, kind: 'erase', counts, now, createdById: staff.userId });
      },
      { action: 'subject.erase' },
    );
    // the rows say the files are gone once the erasure commits; the files themselves go now
    for (const f of files) await unlink(path.join(this.d.config.dataDir, f)).catch(() => undefined);
    await sweepPhotos(runnerOf(this.d.em), photoStoreOf(this.d.config));
    await sweepDocuments(runnerOf(this.d.em), documentStoreOf(this.d.config));
    return run;
  }

  /**
   * The tenant's stored export files that may name the person (issue 40: they downloaded with the name until the
   * day-old housekeeping): reports whose depot and days hold one of their visits or attendances, and roll-call
   * records with one of their attendances. Marked removed by erasure (their download answers 410 saying so);
   * answers the files' paths, deleted once the erasure commits.
   */
  private async exportFilesNaming(em: EntityManager, tenantId: string, people: SubjectPerson[], now: Date): Promise<string[]> {
    const attendees = JSON.stringify(people.filter((p) => p.kind === 'Visitor').map((p) => p.id));
    const partners = JSON.stringify(people.filter((p) => p.kind === 'Partner').map((p) => p.id));
    const rows: { path: string }[] = await em.execute(
      `with a as (select "id", "depot_id", "local_date" from "attendance" where "tenant_id" = ?
                    and ("attendee_id" = any(array(select (jsonb_array_elements_text(?::jsonb))::uuid))
                      or "partner_id" = any(array(select (jsonb_array_elements_text(?::jsonb))::uuid)))),
       days as (select "depot_id", "local_date" as "d" from a
                union select "depot_id", ("date_of_visit" at time zone 'UTC')::date from "visit"
                  where "tenant_id" = ? and "attendee_id" = any(array(select (jsonb_array_elements_text(?::jsonb))::uuid))),
       x as (select j."id", j."path" from "export_job" j where j."tenant_id" = ? and j."path" is not null and j."file_removed_at" is null and (
               (j."kind" in ('partner-report', 'visitor-report') and exists (select 1 from days
                  where (j."depot_id" is null or j."depot_id" = days."depot_id")
                    and days."d" between j."date_from" - 1 and j."date_to" + 1))
               or (j."kind" = 'evacuation' and exists (select 1 from "evacuation_entry" e
                  where e."evacuation_id" = j."evacuation_id" and e."attendance_id" in (select "id" from a))))
             for update),
       u as (update "export_job" j set "path" = null, "search" = null, "file_removed_at" = ?, "file_removed_by" = 'erasure'
             from x where j."id" = x."id" returning x."path")
       select "path" from u`,
      [tenantId, attendees, partners, tenantId, attendees, tenantId, now],
    );
    return rows.map((r) => r.path).filter(Boolean);
  }

  private async people(em: EntityManager, tenantId: string, email: string): Promise<SubjectPerson[]> {
    const rows: {
      kind: 'Visitor' | 'Partner';
      id: string;
      name: string;
      company: string;
      visits: string;
      attendances: string;
      regular: boolean;
    }[] = await em.execute(
      `select 'Visitor' as "kind", a."id", trim(a."first_name" || ' ' || a."last_name") as "name", a."company",
          (select count(*) from "visit" v where v."attendee_id" = a."id") as "visits",
          (select count(*) from "attendance" x where x."attendee_id" = a."id") as "attendances",
          exists (select 1 from "regular_visitor" r where r."attendee_id" = a."id" and r."removed_at" is null) as "regular"
         from "attendee" a where a."tenant_id" = ? and lower(a."email") = ? and a."anonymised_at" is null
       union all
       select 'Partner', p."id", p."name", p."organisation", 0,
          (select count(*) from "attendance" x where x."partner_id" = p."id"), false
         from "partner" p where p."tenant_id" = ? and lower(p."email") = ? and p."anonymised_at" is null
       order by 1, 3`,
      [tenantId, email.toLowerCase(), tenantId, email.toLowerCase()],
    );
    return rows.map((r) => ({
      kind: r.kind,
      id: r.id,
      name: r.name,
      company: r.company,
      visits: Number(r.visits),
      attendances: Number(r.attendances),
      regularVisitor: !!r.regular,
    }));
  }
}

/** Writes a run's record; staff-written ones (erase, export) are audited by the table's trigger under the unit's action. */
async function recordRun(
  em: EntityManager,
  r: {
    tenantId: string | null;
    kind: RetentionRunView['kind'];
    counts: Counts;
    now: Date;
    cutoff?: Date;
    runDate?: string;
    createdById?: string;
  },
): Promise<RetentionRunView> {
  const [row]: RunRow[] = await em.execute(
    `insert into "retention_run" ("id", "created_at", "updated_at", "tenant_id", "kind", "run_date", "cutoff", "counts", "created_by_id", "finished_at")
     values (gen_random_uuid(), ?, ?, ?, ?, ?, ?, ?::jsonb, ?, ?)
     returning "id", "kind", "tenant_id", "cutoff", "counts", "created_at", "finished_at"`,
    [r.now, r.now, r.tenantId, r.kind, r.runDate ?? null, r.cutoff ?? null, JSON.stringify(r.counts), r.createdById ?? null, r.now],
  );
  return runView(row);
}

/**
 * A list of ids as one array parameter (`uuidList`), as `= any(?::uuid[])`: an index on the column serves it, and an OR
 * of two such lists too (a bitmap OR). `in (select ...)` under an OR could use none and read the whole table: the
 * data-subject export read all 10,000,000 attendances to keep 35 (issue 41). The array is a value the planner sees, so
 * it knows how many ids it holds: computed inside the query (`array(select ... jsonb_array_elements_text(?))`) it was
 * guessed at a hundred, and at ten million rows the export paid for two parallel workers to read 35 rows.
 */
const ids = `= any(?::uuid[])`;

/** Ids (uuids read from the database) as a PostgreSQL array literal for `ids`. */
export const uuidList = (list: string[]) => `{${list.join(',')}}`;

/** A subject's attendances (tenant, visitor ids, partner ids): by the attendee and partner indexes (issue 41). */
export const SUBJECT_ATTENDANCES_SQL = `select x."id", x."kind", d."code" as "depot", x."visit_id" as "visitId", x."attendee_id" as "visitorId", x."partner_id" as "partnerId",
       x."local_date" as "localDate", x."checked_in_at" as "checkedInAt", x."checked_out_at" as "checkedOutAt", b."number" as "badge",
       x."car_reg" as "carRegistration", x."temperature", x."rule_answers" as "ruleAnswers", x."language",
       case when s."png" is null then null else 'data:image/png;base64,' || encode(s."png", 'base64') end as "signature"
     from "attendance" x join "depot" d on d."id" = x."depot_id" left join "badge" b on b."id" = x."badge_id"
       left join "signature" s on s."attendance_id" = x."id"
     where x."tenant_id" = ? and (x."attendee_id" ${ids} or x."partner_id" ${ids}) order by x."checked_in_at"`;

/**
 * The e-mails sent to a subject (address lower-cased, visitor ids x2, partner ids, visitor ids, partner ids): the records
 * by `lower(recipient)` (mail_delivery_recipient_ci_idx), their events by id, the subject's rows by their indexes.
 */
export const SUBJECT_MAIL_SQL = `select m."kind", m."created_at" as "sentAt" from "mail_delivery" m join "outbox_event" o on o."id" = m."source_event_id"
      where lower(m."recipient") = ? and (
        o."payload" ->> 'visitId' in (select "id"::text from "visit" where "attendee_id" ${ids})
        or o."payload" ->> 'attendanceId' in (select "id"::text from "attendance" where "attendee_id" ${ids} or "partner_id" ${ids})
        or o."payload" ->> 'regularVisitorId' in (select "id"::text from "regular_visitor" where "attendee_id" ${ids})
        or o."payload" ->> 'partnerId' = any(?::text[]))
      order by m."created_at"`;

/** The subject's photos taken at sign-in (issue 37) that are not erased: the attendance, when, and the file's key. */
export const SUBJECT_PHOTOS_SQL = `select p."attendance_id" as "attendanceId", p."created_at" as "takenAt", p."storage_key" as "key"
      from "visitor_photo" p join "attendance" x on x."id" = p."attendance_id"
      where p."tenant_id" = ? and p."erased_at" is null and (x."attendee_id" ${ids} or x."partner_id" ${ids}) order by p."created_at"`;

/**
 * Everything held about one person in one tenant, as a JSON-ready document (signatures and photos as data URLs: a
 * photo whose file is gone is listed without one).
 */
async function subjectDocument(
  em: EntityManager,
  tenantId: string,
  email: string,
  people: SubjectPerson[],
  now: Date,
  photoStore: BlobStore,
) {
  const attendeeIds = uuidList(people.filter((p) => p.kind === 'Visitor').map((p) => p.id));
  const partnerIds = uuidList(people.filter((p) => p.kind === 'Partner').map((p) => p.id));
  const visitors = await em.execute(
    `select a."id", a."first_name" as "firstName", a."last_name" as "lastName", a."email", a."phone", a."company", a."type", a."created_at" as "createdAt",
       coalesce((select jsonb_agg(jsonb_build_object('id', v."id", 'depot', d."code", 'visitType', v."visit_type",
           'meetingReference', v."meeting_reference", 'dateOfVisit', v."date_of_visit", 'hostName', v."host_name",
           'hostEmail', v."host_email", 'hostDepartment', v."host_department", 'reasonForVisit', v."reason_for_visit",
           'cancelledAt', v."cancelled_at", 'createdAt', v."created_at") order by v."date_of_visit")
         from "visit" v join "depot" d on d."id" = v."depot_id" where v."attendee_id" = a."id"), '[]') as "visits",
       coalesce((select jsonb_agg(jsonb_build_object('id', r."id", 'depot', d."code", 'meetingReference', r."meeting_reference",
           'host', h."hostname", 'removedAt', r."removed_at", 'createdAt', r."created_at") order by r."created_at")
         from "regular_visitor" r join "depot" d on d."id" = r."depot_id" join "regular_host" h on h."id" = r."host_id"
         where r."attendee_id" = a."id"), '[]') as "regularVisitorRegistrations"
     from "attendee" a where a."tenant_id" = ? and a."id" ${ids} order by a."created_at"`,
    [tenantId, attendeeIds],
  );
  const partners = await em.execute(
    `select p."id", p."work_id" as "workId", p."name", p."organisation", p."email", p."phone", p."created_at" as "createdAt"
       from "partner" p where p."tenant_id" = ? and p."id" ${ids} order by p."created_at"`,
    [tenantId, partnerIds],
  );
  const attendances = await em.execute(SUBJECT_ATTENDANCES_SQL, [tenantId, attendeeIds, partnerIds]);
  const mail = await em.execute(SUBJECT_MAIL_SQL, [email.toLowerCase(), attendeeIds, attendeeIds, partnerIds, attendeeIds, partnerIds]);
  const photoRows: { attendanceId: string; takenAt: Date; key: string }[] = await em.execute(SUBJECT_PHOTOS_SQL, [
    tenantId,
    attendeeIds,
    partnerIds,
  ]);
  const photos = [];
  for (const p of photoRows) {
    const file = await photoStore.get(p.key);
    photos.push({
      attendanceId: p.attendanceId,
      takenAt: p.takenAt,
      image: file ? `data:image/jpeg;base64,${file.toString('base64')}` : null,
    });
  }
  return {
    format: 'depot-register/data-subject@1',
    email,
    tenantId,
    exportedAt: now.toISOString(),
    visitors: visitors as Record<string, unknown>[],
    partners: partners as Record<string, unknown>[],
    attendances: (attendances as Record<string, unknown>[]).map((a) => ({
      ...a,
      temperature: a.temperature === null ? null : Number(a.temperature),
    })),
    emailsSent: mail as Record<string, unknown>[],
    photos,
  };
}

/**
 * The daily retention job's work (modules/retention/retention.job.ts, and tests on a fixed clock): every tenant not yet
 * run this UTC day is anonymised past its cut-off in batches, and finished export and upload files older than a day
 * are removed, and finished work older than `housekeepingDays` is deleted (purge.ts); each run is recorded
 * (`retention_run`: tenant, cut-off, counts). A second run the same day, or a second worker, finds the day's record and
 * does nothing; a run on another day finds nothing left to do.
 */
export class RetentionSweep {
  constructor(
    private readonly d: WriteDeps & { dataDir: string; photoDir?: string; documentDir?: string; housekeepingDays?: number },
    private readonly batch = 2000,
    private readonly purgeBatch = PURGE_BATCH,
  ) {}

  /** The tenants (and the day's housekeeping) not yet run today (UTC). */
  async runDue(now: Date = this.d.clock.now()): Promise<RetentionRunView[]> {
    const runDate = now.toISOString().slice(0, 10);
    const tenants: { id: string; retention_days: number }[] = await this.d.em.execute(
      `select t."id", t."retention_days" from "tenant" t
        where not exists (select 1 from "retention_run" r where r."tenant_id" = t."id" and r."kind" = 'retention' and r."run_date" = ?)
        order by t."id"`,
      [runDate],
    );
    const runs: RetentionRunView[] = [];
    const files = await this.claim(null, runDate, now, null);
    if (files) runs.push(await this.finish(files, await this.housekeeping(now)));
    for (const t of tenants) {
      const cutoff = cutoffOf(now, t.retention_days);
      const claimed = await this.claim(t.id, runDate, now, cutoff);
      if (!claimed) continue;
      runs.push(await this.finish(claimed, await this.runTenant(t.id, cutoff, now)));
    }
    return runs;
  }

  /** One tenant past `cutoff`, in batches (each statement its own transaction). */
  async runTenant(tenantId: string, cutoff: Date, now: Date = this.d.clock.now()): Promise<Counts> {
    const counts = await anonymise(runnerOf(this.d.em), { kind: 'cutoff', tenantId, cutoff }, now, this.batch);
    // the photos marked by the anonymisation (and any a deleted visit left behind): their files, then their rows
    await sweepPhotos(runnerOf(this.d.em), photoStoreOf(this.d));
    await sweepDocuments(runnerOf(this.d.em), documentStoreOf(this.d));
    return counts;
  }

  /**
   * Every tenant's finished export files (and upload files) a day old, old send-once addresses, and finished work
   * (done outbox rows, delivered webhooks, send-once records) older than `housekeepingDays` deleted (`purged`); the audit
   * trail's months made ahead and those past their retention dropped whole (`purged.auditPartitions`).
   */
  async housekeeping(now: Date): Promise<Counts & { purged: HousekeepingCounts }> {
    const counts = zeroCounts();
    const dayAgo = new Date(now.getTime() - FILE_LIFETIME_MS);
    for (;;) {
      const rows: { id: string; path: string }[] = await this.d.em.execute(
        `select "id", "path" from "export_job" where "path" is not null and "file_removed_at" is null and "finished_at" < ?
          order by "finished_at" limit ?`,
        [dayAgo, this.batch],
      );
      if (!rows.length) break;
      for (const r of rows) await unlink(path.join(this.d.dataDir, r.path)).catch(() => undefined);
      await this.statement(
        `update "export_job" set "path" = null, "search" = null, "file_removed_at" = ?, "file_removed_by" = 'age'
          where "id" = any(array(select (jsonb_array_elements_text(?::jsonb))::uuid))`,
        [now, JSON.stringify(rows.map((r) => r.id))],
      );
      counts.exportFiles += rows.length;
      if (rows.length < this.batch) break;
    }
    const run = runnerOf(this.d.em);
    counts.importFiles = await clearImportFiles(run, dayAgo, now);
    counts.mailRecords = await anonymiseMailRecords(run, cutoffOf(now, RETENTION_MIN_DAYS), now, this.batch);
    const purged = await purgeFinished(run, cutoffOf(now, this.d.housekeepingDays ?? 7), this.purgeBatch);
    const auditPartitions = (await maintainAuditPartitions(run, now)).length;
    return { ...counts, purged: { ...purged, auditPartitions } };
  }

  /** The day's record, claimed before the work (a second worker's insert conflicts and it moves on). */
  private async claim(tenantId: string | null, runDate: string, now: Date, cutoff: Date | null): Promise<string | null> {
    const rows: { id: string }[] = await this.statement(
      `insert into "retention_run" ("id", "created_at", "updated_at", "tenant_id", "kind", "run_date", "cutoff", "counts")
       values (gen_random_uuid(), ?, ?, ?, 'retention', ?, ?, '{}') on conflict do nothing returning "id"`,
      [now, now, tenantId, runDate, cutoff],
    );
    return rows[0]?.id ?? null;
  }

  private async finish(id: string, counts: Counts): Promise<RetentionRunView> {
    const [row]: RunRow[] = await this.statement(
      `update "retention_run" set "counts" = ?::jsonb, "finished_at" = ?, "updated_at" = ? where "id" = ?
       returning "id", "kind", "tenant_id", "cutoff", "counts", "created_at", "finished_at"`,
      [JSON.stringify(counts), this.d.clock.now(), this.d.clock.now(), id],
    );
    return runView(row);
  }

  /** One write statement, as a statement unit of work. */
  private statement<R>(sql: string, params: unknown[]): Promise<R[]> {
    return runStatement(this.d, (uow) => uow.em.execute<R[]>(sql, params));
  }
}
