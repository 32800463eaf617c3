import type { EntityManager } from '@mikro-orm/postgresql';
import type { JobContext, JobLike } from '../../core/jobs/job';
import type { JobPayloads } from '../../contracts/queues';
import { Attendance } from '../attendance/attendance.entity';
import { paragraphs } from '../mail/mail-text';
import { mailWords } from '../mail/i18n/mail-i18n';
import { sendOnce } from '../mail/send-once';

/**
 * 'signed-in-confirmation' (issue 27): a visitor who signed in, or a partner who clocked in, at a kiosk that said its
 * language hears of it by e-mail in that language (the attendance's `language`): where, when, the badge, and to sign
 * out on leaving (and to hand the badge back, when one was given). A visitor's e-mail carries the sign-in sheet the
 * kiosk no longer shows on its public screen (issue 36): company, host, car registration, temperature, reference, and
 * that the rules were accepted. No address on file: nothing to send.
 */
export async function handleSignedInConfirmation(ctx: JobContext, job: JobLike<JobPayloads['signed-in-confirmation']>) {
  const em = ctx.orm.em.fork() as EntityManager;
  const a = await em.findOne(
    Attendance,
    { id: job.data.attendanceId },
    { populate: ['attendee', 'partner', 'depot', 'tenant', 'badge', 'visit'], filters: false },
  );
  const person = a?.partner ?? a?.attendee;
  const to = a?.partner ? a.partner.email : a?.attendee?.email;
  if (!a || !person || !to) return 'nothing-to-send';
  const w = mailWords(a.language);
  const name = a.partner ? a.partner.name : a.attendee!.firstName;
  const where = { tenant: a.tenant.name, depot: a.depot.code };
  const partner = !!a.partner;
  const lines = [
    w.t('hello', { name }),
    '',
    w.t(partner ? 'clockedIn' : 'signedIn', { ...where, when: w.when(a.checkedInAt, a.depot.timeZone) }),
    ...(a.badge ? [w.t('badge', { badge: a.badge.number })] : []),
    ...(partner ? [] : sheet(w, a)),
    // Only a badge that was given is asked back (issue 36).
    w.t(a.badge ? (partner ? 'clockOutReminder' : 'signOutReminder') : partner ? 'clockOutReminderNoBadge' : 'signOutReminderNoBadge'),
    '',
    w.t('signature'),
  ];
  const html = paragraphs(lines);
  return sendOnce(ctx, em, job.id!, 'signed-in-confirmation', {
    to,
    subject: w.t(partner ? 'clockedInSubject' : 'signedInSubject', where),
    text: lines.join('\n'),
    html: `<div lang="${w.language}" dir="${w.rtl ? 'rtl' : 'ltr'}">\n${html}\n</div>`,
  });
}

/** A visitor's sign-in sheet as e-mail lines: what they gave at the kiosk (the printable confirmation's details). */
function sheet(w: ReturnType<typeof mailWords>, a: Attendance): string[] {
  const visit = a.visit;
  const lines = [
    w.t('sheetCompany', { company: a.attendee!.company }),
    ...(visit?.hostName ? [w.t('sheetHost', { host: visit.hostName })] : []),
    ...(a.carReg ? [w.t('sheetCarReg', { carReg: a.carReg })] : []),
    ...(a.temperature ? [w.t('sheetTemperature', { temperature: a.temperature })] : []),
    ...(visit?.meetingReference ? [w.t('sheetReference', { reference: visit.meetingReference })] : []),
    ...(a.ruleAnswers || a.rulesOnDevice ? [w.t('sheetRules')] : []),
  ];
  return ['', w.t('sheetHeading'), ...lines, ''];
}
