import type { EntityManager } from '@mikro-orm/postgresql';
import type { WriteDeps } from '../../core/deps';
import type { JobContext, JobLike } from '../../core/jobs/job';
import { runUnitOfWork } from '../../core/unit-of-work';
import type { JobPayloads } from '../../contracts/queues';
import { escapeHtml } from '../mail/mail-text';
import { lastKioskLanguage, mailWords } from '../mail/i18n/mail-i18n';
import { sendOnce } from '../mail/send-once';
import { InductionPass } from './induction.entity';
import { REMINDER_DAYS } from './induction-rules';

/**
 * The reminders' sweep (issue 38; the worker's hourly 'induction-reminder-check', tests on a fixed clock): every pass that
 * expires within REMINDER_DAYS, of a partner with an e-mail address or of a visitor (their attendee row's address), not
 * reminded yet, is marked reminded and gets one
 * 'induction-reminder', in one transaction. The mark is the send-once: a second sweep, or a second worker (which
 * waits for the first's update, then finds the rows marked), adds none; a new pass clears it (upsertPass).
 */
export class InductionReminderSweep {
  constructor(private readonly d: WriteDeps) {}

  async run(now: Date = this.d.clock.now()): Promise<string[]> {
    return runUnitOfWork(
      this.d,
      async (uow) => {
        const rows: { id: string }[] = await uow.em.execute(
          `update "induction_pass" ip set "reminded_at" = ?
             from "tenant" t
            where t."id" = ip."tenant_id" and t."archived_at" is null
              and ip."reminded_at" is null and ip."expires_at" > ? and ip."expires_at" <= ?
              and (exists (select 1 from "partner" p where p."id" = ip."partner_id" and p."email" is not null and p."anonymised_at" is null)
                or exists (select 1 from "attendee" a where a."id" = ip."attendee_id" and a."anonymised_at" is null))
           returning ip."id"`,
          [now, now, new Date(now.getTime() + REMINDER_DAYS * 86_400_000)],
        );
        for (const r of rows) uow.enqueue('induction-reminder', { passId: r.id });
        return rows.map((r) => r.id);
      },
      { action: 'induction.remind' },
    );
  }
}

export async function handleInductionReminderCheck(ctx: JobContext, _job: JobLike<JobPayloads['induction-reminder-check']>) {
  const now = ctx.now ?? (() => new Date());
  const ids = await new InductionReminderSweep({ em: ctx.orm.em.fork() as EntityManager, clock: { now } }).run();
  if (ids.length) ctx.log(`inductions: ${ids.length} reminder(s) of passes expiring within ${REMINDER_DAYS} days`);
  return ids;
}

/**
 * 'induction-reminder': the partner or visitor is told, once, in the language of their last clock-in or sign-in, that their pass expires
 * soon and that the kiosk will ask for the course again. A pass renewed since (its mark cleared) sends nothing.
 */
export async function handleInductionReminder(ctx: JobContext, job: JobLike<JobPayloads['induction-reminder']>) {
  const em = ctx.orm.em.fork() as EntityManager;
  const pass = await em.findOne(
    InductionPass,
    { id: job.data.passId },
    { filters: false, populate: ['partner', 'partner.depot', 'attendee', 'course', 'tenant'] },
  );
  const person = pass?.partner
    ? { name: pass.partner.name, email: pass.partner.email, who: { partnerId: pass.partner.id }, zone: pass.partner.depot?.timeZone }
    : pass?.attendee
      ? {
          name: `${pass.attendee.firstName} ${pass.attendee.lastName}`.trim(),
          email: pass.attendee.email,
          who: { attendeeId: pass.attendee.id },
          zone: await lastDepotZone(em, pass.attendee.id),
        }
      : null;
  if (!pass || !pass.remindedAt || !person?.email) return 'nothing-to-send';
  const w = mailWords(await lastKioskLanguage(em, person.who));
  const zone = person.zone ?? 'UTC';
  const values = { tenant: pass.tenant.name, course: pass.course.title, when: w.when(pass.expiresAt, zone) };
  const lines = [
    w.t('hello', { name: person.name }),
    w.t('inductionReminder', values),
    w.t(pass.partner ? 'inductionReminderRetake' : 'inductionReminderRetakeVisitor'),
    w.t('signature'),
  ];
  return sendOnce(ctx, em, job.id!, 'induction-reminder', {
    to: person.email,
    subject: w.t('inductionReminderSubject', values),
    text: lines.join('\n\n'),
    html: `<div lang="${w.language}" dir="${w.rtl ? 'rtl' : 'ltr'}">${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('\n')}</div>`,
  });
}

/** The zone of the depot a visitor last signed in at (their reminder's date is in it). */
async function lastDepotZone(em: EntityManager, attendeeId: string): Promise<string | undefined> {
  const [r]: { time_zone: string }[] = await em.execute(
    `select d."time_zone" from "attendance" x join "depot" d on d."id" = x."depot_id" where x."attendee_id" = ? order by x."checked_in_at" desc limit 1`,
    [attendeeId],
  );
  return r?.time_zone;
}
