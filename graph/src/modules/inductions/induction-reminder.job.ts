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
 * expires within REMINDER_DAYS, of a partner with an e-mail address, not reminded yet, is marked reminded and gets one
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
             from "partner" p join "tenant" t on t."id" = p."tenant_id"
            where p."id" = ip."partner_id" and p."email" is not null and p."anonymised_at" is null and t."archived_at" is null
              and ip."reminded_at" is null and ip."expires_at" > ? and ip."expires_at" <= ?
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
 * 'induction-reminder': the partner is told, once, in the language of their last clock-in, that their pass expires
 * soon and that the kiosk will ask for the course again. A pass renewed since (its mark cleared) sends nothing.
 */
export async function handleInductionReminder(ctx: JobContext, job: JobLike<JobPayloads['induction-reminder']>) {
  const em = ctx.orm.em.fork() as EntityManager;
  const pass = await em.findOne(
    InductionPass,
    { id: job.data.passId },
    { filters: false, populate: ['partner', 'partner.depot', 'course', 'tenant'] },
  );
  if (!pass || !pass.remindedAt || !pass.partner.email) return 'nothing-to-send';
  const w = mailWords(await lastKioskLanguage(em, { partnerId: pass.partner.id }));
  const zone = pass.partner.depot?.timeZone ?? 'UTC';
  const values = { tenant: pass.tenant.name, course: pass.course.title, when: w.when(pass.expiresAt, zone) };
  const lines = [
    w.t('hello', { name: pass.partner.name }),
    w.t('inductionReminder', values),
    w.t('inductionReminderRetake'),
    w.t('signature'),
  ];
  return sendOnce(ctx, em, job.id!, 'induction-reminder', {
    to: pass.partner.email,
    subject: w.t('inductionReminderSubject', values),
    text: lines.join('\n\n'),
    html: `<div lang="${w.language}" dir="${w.rtl ? 'rtl' : 'ltr'}">${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('\n')}</div>`,
  });
}
