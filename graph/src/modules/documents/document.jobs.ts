import type { EntityManager } from '@mikro-orm/postgresql';
import type { WriteDeps } from '../../core/deps';
import type { JobContext, JobLike } from '../../core/jobs/job';
import { runUnitOfWork } from '../../core/unit-of-work';
import { formats } from '../../core/time';
import type { JobPayloads } from '../../contracts/queues';
import { Depot } from '../depots/depot.entity';
import { notify } from '../channels/notify';
import { mailWords } from '../mail/i18n/mail-i18n';
import { mailedManagers } from '../managers/manager-recipients';

/** The managers hear of a document this many days before its expiry day. */
export const REMINDER_DAYS = 14;

export interface ReminderRun {
  depotId: string;
  documentIds: string[];
}

/**
 * The sweep behind the managers' reminder (the worker's 'document-reminder-check', every hour; tests on a fixed clock):
 * every current document of a partner at a depot whose expiry day is within 14 days of the depot's today (and not
 * past) that no sweep marked yet is marked `reminded_at`, and each depot with new ones gets one 'document-reminder', in
 * one transaction. The mark is the send-once: a second sweep (another worker, a retry) waits on the rows the first
 * updates, then finds them marked. A replacement is a new row: it is reminded of in its own time.
 */
export class DocumentReminderSweep {
  constructor(private readonly d: WriteDeps) {}

  async run(now: Date = this.d.clock.now()): Promise<ReminderRun[]> {
    return runUnitOfWork(
      this.d,
      async (uow) => {
        const rows: { id: string; depot_id: string }[] = await uow.em.execute(
          `update "partner_document" x set "reminded_at" = ?
             from "partner" p join "depot" dp on dp."id" = p."depot_id" join "tenant" tn on tn."id" = p."tenant_id"
            where x."partner_id" = p."id" and x."reminded_at" is null and x."superseded_at" is null and x."erased_at" is null
              and x."document_type_id" is not null and p."anonymised_at" is null and tn."archived_at" is null
              and x."expires_on" >= (?::timestamptz at time zone dp."time_zone")::date
              and x."expires_on" <= (?::timestamptz at time zone dp."time_zone")::date + ${REMINDER_DAYS}
            returning x."id", dp."id" as "depot_id"`,
          [now, now, now],
        );
        const byDepot = new Map<string, string[]>();
        for (const r of rows) byDepot.set(r.depot_id, [...(byDepot.get(r.depot_id) ?? []), r.id]);
        const runs = [...byDepot].map(([depotId, documentIds]) => ({ depotId, documentIds }));
        for (const r of runs) uow.enqueue('document-reminder', r);
        return runs;
      },
      { action: 'partner-document.remind' },
    );
  }
}

/** 'document-reminder-check' (issue 38), scheduled by the worker every hour: marks what expires soon, once. */
export async function handleDocumentReminderCheck(ctx: JobContext, _job: JobLike<JobPayloads['document-reminder-check']>) {
  const now = ctx.now ?? (() => new Date());
  const runs = await new DocumentReminderSweep({ em: ctx.orm.em.fork() as EntityManager, clock: { now } }).run();
  const marked = runs.reduce((n, r) => n + r.documentIds.length, 0);
  if (marked) ctx.log(`documents: ${marked} expiring within ${REMINDER_DAYS} days at ${runs.length} depot(s)`);
  return runs;
}

/**
 * 'document-reminder' (issue 38): the depot's e-mail managers are told, once, whose documents expire soon: the
 * partner, the document and its expiry day. A document replaced or removed since the sweep is left out.
 */
export async function handleDocumentReminder(ctx: JobContext, job: JobLike<JobPayloads['document-reminder']>) {
  const em = ctx.orm.em.fork() as EntityManager;
  const depot = await em.findOne(Depot, { id: job.data.depotId }, { filters: false });
  if (!depot) return 'nothing-to-send';
  const docs: { name: string; organisation: string; type: string; expires: string }[] = await em.execute(
    `select p."name", p."organisation", t."name" as "type", to_char(x."expires_on", 'YYYY-MM-DD') as "expires"
       from "partner_document" x join "partner" p on p."id" = x."partner_id" join "document_type" t on t."id" = x."document_type_id"
      where x."id" = any(array(select (jsonb_array_elements_text(?::jsonb))::uuid)) and x."superseded_at" is null and x."erased_at" is null
      order by x."expires_on", lower(p."name")`,
    [JSON.stringify(job.data.documentIds)],
  );
  if (!docs.length) return 'nothing-to-send';
  const day = (iso: string) => formats.bookingDate(new Date(`${iso}T12:00:00Z`), 'UTC');
  const one = docs.length === 1;
  const lines = [
    `${one ? "This partner's document expires" : `These ${docs.length} partners' documents expire`} within ${REMINDER_DAYS} days at ${depot.code}:`,
    ...docs.map((d) => `- ${whoOf(d)}: ${d.type}, expires ${day(d.expires)}`),
    '',
    "Upload the new document on the partner's page in Depot Register (Partner documents); a blocking document that expires stops the clock-in.",
    '',
    'Depot Register',
  ];
  return notify(ctx, em, job.id!, {
    type: 'document-reminder',
    kind: 'SUMMARIES',
    depotId: depot.id,
    subject: one
      ? `Document expiring at ${depot.code}: ${docs[0].type} of ${docs[0].name}`
      : `Documents expiring at ${depot.code}: ${docs.length}`,
    lines,
    recipients: await mailedManagers(em, depot.id),
    // Issue 39: in the managers' language (a Manager row: the tenant's default).
    wordsIn: (language) => {
      const w = mailWords(language);
      const values = { depot: depot.code, n: docs.length, days: REMINDER_DAYS };
      return {
        subject: one
          ? w.st('docSubjectOne', { depot: depot.code, type: docs[0].type, name: docs[0].name })
          : w.st('docSubjectMany', values),
        lines: [
          w.st(one ? 'docIntroOne' : 'docIntroMany', values),
          ...docs.map((d) => w.st('docLine', { who: whoOf(d), type: d.type, day: w.day(d.expires) })),
          '',
          w.st('docUpload'),
          '',
          w.t('signature'),
        ],
      };
    },
  });
}

const whoOf = (d: { name: string; organisation: string }) => `${d.name}${d.organisation ? ` (${d.organisation})` : ''}`;
