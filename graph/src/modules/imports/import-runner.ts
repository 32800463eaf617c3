import type { EntityManager } from '@mikro-orm/postgresql';
import { emitWebhookEvent } from '../webhooks/webhook-events';
import { Messages } from '../../contracts/messages';
import { Attendee, AttendeeType } from '../attendees/attendee.entity';
import { Visit, VisitType } from '../attendance/visit.entity';
import { runUnitOfWork } from '../../core/unit-of-work';
import { User } from '../users/user.entity';
import { ImportJob, ImportKind, JobStatus, type RowError } from './import-job.entity';
import { checkHostRows, checkVisitRows, type Checked, type HostRecord, type VisitRecord } from './import-rows';
import { MAX_ROWS, templates } from './import-templates';
import { assertSafeXlsx, HostileFile } from './xlsx-guard';
import { readSheet, sheetRows, type SheetRow } from './xlsx-reader';
import { isCsvName, readCsv } from './csv-reader';
import { landPartnerUpload, type PartnerUpload } from './partner-upload';

export const rejectedMessage = Messages.uploadRejected;

/**
 * Runs one bulk import (the worker's 'bulk-import' job). Idempotent: a finished job is left alone, a
 * job interrupted mid-way starts again (its insert was one transaction, so nothing of it landed).
 * A bad or hostile file ends the job FAILED with a message; only infrastructure errors throw (retry).
 */
export async function runImport(root: EntityManager, importId: string, now: () => Date = () => new Date()): Promise<ImportJob | null> {
  const em = root.fork();
  const job = await em.findOne(ImportJob, { id: importId }, { filters: false, populate: ['file', 'depot', 'createdBy'] });
  if (!job || job.status === JobStatus.Done || job.status === JobStatus.Failed) return job;
  const conn = em.getConnection();
  const setProgress = async (fields: Record<string, unknown>) => {
    const cols = Object.keys(fields);
    await conn.execute(`update import_job set ${cols.map((c) => `"${c}" = ?`).join(', ')}, updated_at = now() where id = ?`, [
      ...cols.map((c) => fields[c]),
      job.id,
    ]);
  };
  await setProgress({ status: JobStatus.Running, processed: 0, inserted: 0 });

  const finish = async (status: JobStatus, message: string, extra: { rowErrors?: RowError[]; inserted?: number; total?: number } = {}) => {
    em.assign(job, {
      status,
      message,
      rowErrors: extra.rowErrors ?? null,
      inserted: extra.inserted ?? 0,
      finishedAt: now(),
      ...(extra.total !== undefined ? { total: extra.total, processed: extra.total } : {}),
    });
    job.file = Buffer.alloc(0); // the file has served its purpose
    await em.flush();
    return job;
  };

  const cols = templates[job.kind];
  const required = cols.filter((c) => !c.optional).length;
  // The directory's CSV (issue 39): text, read whole (10 MB at most) by csv-reader.ts under the xlsx reader's rules.
  const csv = job.kind === ImportKind.Host && isCsvName(job.fileName);
  try {
    if (!csv) await assertSafeXlsx(job.file);
  } catch (err) {
    return finish(JobStatus.Failed, err instanceof HostileFile ? err.message : Messages.unreadableXlsx);
  }
  const headers = cols.map((c) => c.header);
  const progress = (n: number) => setProgress({ processed: n });

  if (job.kind === ImportKind.Partner) {
    let landed: PartnerUpload;
    try {
      landed = await landPartnerUpload(
        em,
        { tenantId: job.tenant.id, depotId: job.depot.id, now: now() },
        fileRows(sheetRows(job.file, headers, MAX_ROWS[job.kind], required)),
        progress,
      );
    } catch (err) {
      if (err instanceof HostileFile) return finish(JobStatus.Failed, err.message);
      throw err;
    }
    if (landed.total === 0) return finish(JobStatus.Failed, Messages.noRowsInFile, { total: 0 });
    if (landed.rejected) {
      const listed = landed.rowErrors.length < landed.rejected ? ` ${Messages.firstRowsListed(landed.rowErrors.length)}` : '';
      return finish(JobStatus.Failed, rejectedMessage(landed.rejected) + listed, { rowErrors: landed.rowErrors, total: landed.total });
    }
    return finish(JobStatus.Done, Messages.fileUploaded, { inserted: landed.inserted, total: landed.total });
  }

  let rows: SheetRow[];
  try {
    rows = csv
      ? readCsv(job.file, headers, MAX_ROWS[job.kind], required)
      : await readSheet(job.file, headers, MAX_ROWS[job.kind], required);
  } catch (err) {
    return finish(JobStatus.Failed, err instanceof HostileFile ? err.message : Messages.unreadableXlsx);
  }
  if (rows.length === 0) return finish(JobStatus.Failed, Messages.noRowsInFile, { total: 0 });
  await setProgress({ total: rows.length });

  if (job.kind === ImportKind.Host) {
    const hosts = checkHostRows(rows);
    await progress(rows.length);
    if (hosts.errors.length)
      return finish(JobStatus.Failed, rejectedMessage(hosts.errors.length), { rowErrors: hosts.errors, total: rows.length });
    await landHosts(em, job, hosts.records);
    return finish(JobStatus.Done, Messages.fileUploaded, { inserted: hosts.records.length, total: rows.length });
  }

  const uploader = job.createdBy ? await em.findOne(User, { id: job.createdBy.id }, { filters: false }) : null;
  const checked = checkVisitRows(
    {
      zone: job.depot.timeZone,
      now: now(),
      host: {
        name: uploader?.name ?? 'Reception',
        email: uploader?.email ?? 'reception@localhost',
        department: uploader?.department ?? null,
      },
    },
    rows,
  );
  await progress(rows.length);
  if (checked.errors.length)
    return finish(JobStatus.Failed, rejectedMessage(checked.errors.length), { rowErrors: checked.errors, total: rows.length });
  await landVisits(em, job, checked);
  return finish(JobStatus.Done, Messages.fileUploaded, { inserted: checked.records.length, total: rows.length });
}

/**
 * Every planned visit in one transaction, each with the outbox row of its booking e-mail: the attendees of the file (one per e-mail per tenant, the rule
 * of attendee.service upsertAttendee, here for the whole file at once: one query) then the visits.
 */
async function landVisits(em: EntityManager, job: ImportJob, checked: Checked<VisitRecord>): Promise<void> {
  await runUnitOfWork({ em }, async (uow) => {
    const tx = uow.em;
    const emails = [...new Set(checked.records.map((r) => r.email))];
    const existing = await tx.find(Attendee, { tenant: job.tenant.id, email: { $in: emails } }, { filters: false });
    const byEmail = new Map(existing.map((a) => [a.email.toLowerCase(), a]));
    for (const r of checked.records) {
      let attendee = byEmail.get(r.email);
      if (attendee) tx.assign(attendee, { firstName: r.firstName, lastName: r.lastName, company: r.company });
      else {
        attendee = tx.create(Attendee, {
          tenant: job.tenant,
          firstName: r.firstName,
          lastName: r.lastName,
          email: r.email,
          company: r.company,
          type: AttendeeType.Visitor,
        });
        byEmail.set(r.email, attendee);
      }
      const visit = tx.create(Visit, {
        tenant: job.tenant,
        depot: job.depot,
        attendee,
        visitType: VisitType.Planned,
        meetingReference: r.meetingReference,
        bookedBy: job.createdBy ?? null,
        hostName: r.hostName,
        hostEmail: r.hostEmail,
        hostDepartment: r.hostDepartment,
        dateOfVisit: r.dateOfVisit,
      });
      // The visitor gets its reference and QR code as from the booking form (the same job, after commit).
      uow.enqueue('visit-booked', { visitId: visit.id });
      emitWebhookEvent(uow, 'visit.booked', job.tenant.id, new Date(), { visitId: visit.id, depotId: job.depot.id });
    }
  });
}

/**
 * Directory hosts (issue 39), all in one statement (every row or none): a host already listed under the e-mail is
 * updated and now also hosts at the upload's depot (one of every depot stays so); a new one hosts at the upload's depot.
 */
async function landHosts(em: EntityManager, job: ImportJob, records: HostRecord[]): Promise<void> {
  await runUnitOfWork({ em }, async (uow) => {
    await uow.em.execute(
      `insert into "host" ("id", "created_at", "updated_at", "tenant_id", "name", "email", "phone", "department", "depot_ids", "language", "choices", "active", "source")
       select gen_random_uuid(), now(), now(), ?, r.name, r.email, r.phone, r.department, array[?]::text[], r.language, r.choices, true, 'UPLOAD'
       from jsonb_to_recordset(?::jsonb) as r(name text, email text, phone text, department text, language text, choices jsonb)
       on conflict ("tenant_id", lower("email")) do update set
         "name" = excluded."name", "phone" = coalesce(excluded."phone", "host"."phone"), "department" = coalesce(excluded."department", "host"."department"),
         "language" = coalesce(excluded."language", "host"."language"), "choices" = coalesce(excluded."choices", "host"."choices"),
         "depot_ids" = case when cardinality("host"."depot_ids") = 0 or excluded."depot_ids"[1] = any("host"."depot_ids") then "host"."depot_ids"
                            else "host"."depot_ids" || excluded."depot_ids" end,
         "updated_at" = now()`,
      [
        job.tenant.id,
        job.depot.id,
        JSON.stringify(
          records.map((r) => ({
            name: r.name,
            email: r.email,
            phone: r.phone,
            department: r.department,
            language: r.language,
            choices: r.arrivals ? { ARRIVALS: r.arrivals } : null,
          })),
        ),
      ],
    );
  });
}

/** A file the reader cannot read (a damaged workbook) is the file's fault, said as one message, not a retry. */
async function* fileRows(rows: AsyncGenerator<SheetRow>): AsyncGenerator<SheetRow> {
  try {
    yield* rows;
  } catch (err) {
    throw err instanceof HostileFile ? err : new HostileFile(Messages.unreadableXlsx);
  }
}

/** The worker gave up on the job (its last attempt threw): say so rather than leave it RUNNING. */
export async function markImportGivenUp(root: EntityManager, importId: string): Promise<void> {
  await root.fork().nativeUpdate(
    ImportJob,
    { id: importId, status: { $in: [JobStatus.Queued, JobStatus.Running] } },
    {
      status: JobStatus.Failed,
      message: Messages.uploadGivenUp,
      inserted: 0,
      finishedAt: new Date(),
    },
    { filters: false },
  );
}
