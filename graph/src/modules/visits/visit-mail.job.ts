import type { EntityManager } from '@mikro-orm/postgresql';
import type { JobContext, JobLike } from '../../core/jobs/job';
import { formats } from '../../core/time';
import type { JobPayloads } from '../../contracts/queues';
import { Attendance } from '../attendance/attendance.entity';
import { attendanceName } from '../attendance/attendance.service';
import { addressLine, paragraphs } from '../mail/mail-text';
import { lastKioskLanguage, mailWords } from '../mail/i18n/mail-i18n';
import { qrAttachment, sendOnce } from '../mail/send-once';
import { mailedManagers } from '../managers/manager-recipients';
import { notify } from '../channels/notify';
import { recipientLanguages } from '../channels/recipient-language';
import { Visit, VisitType } from '../attendance/visit.entity';
import { MailDelivery } from '../mail/mail-delivery.entity';
import { mailLinkBase } from '../../core/http/origin';
import { issuePreArrivalLink } from '../pre-arrival/pre-arrival.service';
import { preArrivalUrl } from '../pre-arrival/pre-arrival-link';
import { visitInvitation } from './visit-calendar';

/** The e-mails of a visit: its booking to the visitor, its sign-in to the depot's managers, a staff checkout to its host. */
const fork = (ctx: JobContext) => ctx.orm.em.fork() as EntityManager;

/** 'visit-booked': the visitor's meeting reference, when and where, and the QR code to scan at the kiosk. */
export async function handleVisitBooked(ctx: JobContext, job: JobLike<JobPayloads['visit-booked']>) {
  const em = fork(ctx);
  const v = await em.findOne(Visit, { id: job.data.visitId }, { populate: ['attendee', 'depot', 'tenant'], filters: false });
  if (!v || !v.meetingReference || v.cancelledAt) return 'nothing-to-send';
  // In the language of the visitor's last kiosk sign-in (issue 27); English for someone the kiosks have not met.
  const w = mailWords(await lastKioskLanguage(em, { attendeeId: v.attendee.id }));
  const tenant = v.tenant.name;
  const reference = v.meetingReference;
  // Issue 38: the pre-arrival page's link, one of its own per send (the token's hash stored; an earlier send's link
  // keeps working); none when this send already went (a retried job mails nothing again, so makes no link).
  let preArrival: string | null = null;
  if (
    v.visitType === VisitType.Planned &&
    !(await em.count(MailDelivery, { sourceEventId: job.id!, recipient: v.attendee.email.toLowerCase() }))
  ) {
    const token = issuePreArrivalLink(em, v);
    await em.flush();
    preArrival = preArrivalUrl(mailLinkBase(ctx.config, undefined), token, w.language);
  }
  const lines = [
    w.t('hello', { name: v.attendee.firstName }),
    '',
    w.t('booked', { tenant, when: w.when(v.dateOfVisit, v.depot.timeZone) }),
    w.t('depotLine', { address: addressLine(v.depot) }),
    ...(v.hostName ? [w.t('hostLine', { host: `${v.hostName}${v.hostDepartment ? ` (${v.hostDepartment})` : ''}` })] : []),
    w.t('referenceLine', { reference }),
    '',
    w.t('bookedHowTo'),
    ...(preArrival ? ['', w.t('preArrivalLine', { link: preArrival })] : []),
    '',
    w.t('signature'),
  ];
  return sendOnce(ctx, em, job.id!, 'visit-booked', {
    to: v.attendee.email,
    subject: w.t('bookedSubject', { tenant, reference }),
    text: lines.join('\n'),
    html: `<div lang="${w.language}" dir="${w.rtl ? 'rtl' : 'ltr'}">\n${paragraphs(lines)}\n<p><img src="cid:qr" alt="${w.t('bookedQrAlt')}" width="300" height="300"></p>\n</div>`,
    attachments: [
      await qrAttachment(reference, `meeting-${reference}.png`),
      // Issue 38: the visit as a calendar invitation, at the depot's local time.
      visitInvitation({
        id: v.id,
        reference,
        start: v.dateOfVisit,
        sequence: v.calendarSequence,
        zone: v.depot.timeZone,
        title: w.t('bookedSubject', { tenant, reference }),
        location: addressLine(v.depot),
        description: lines.slice(2, -2).join('\n'),
      }),
    ],
  });
}

/** 'visit-cancelled' (issue 23): the visitor hears that the booking is cancelled (and the reference no longer works). */
export async function handleVisitCancelled(ctx: JobContext, job: JobLike<JobPayloads['visit-cancelled']>) {
  const em = fork(ctx);
  const v = await em.findOne(Visit, { id: job.data.visitId }, { populate: ['attendee', 'depot', 'tenant'], filters: false });
  if (!v || !v.cancelledAt) return 'nothing-to-send';
  const w = mailWords(await lastKioskLanguage(em, { attendeeId: v.attendee.id }));
  const tenant = v.tenant.name;
  const reference = v.meetingReference;
  const lines = [
    w.t('hello', { name: v.attendee.firstName }),
    '',
    w.t('cancelled', { tenant, when: w.when(v.dateOfVisit, v.depot.timeZone) }),
    w.t('depotLine', { address: addressLine(v.depot) }),
    ...(reference ? [w.t('cancelledReference', { reference })] : []),
    ...(v.hostName ? [w.t('cancelledHost', { host: v.hostName })] : []),
    '',
    w.t('signature'),
  ];
  return sendOnce(ctx, em, job.id!, 'visit-cancelled', {
    to: v.attendee.email,
    subject: reference ? w.t('cancelledSubjectRef', { tenant, reference }) : w.t('cancelledSubject', { tenant }),
    text: lines.join('\n'),
    html: `<div lang="${w.language}" dir="${w.rtl ? 'rtl' : 'ltr'}">\n${paragraphs(lines)}\n</div>`,
  });
}

/** A temperature reading as people write it: "37.9 °C". */
const reading = (t: string | number) => `${Number(t).toFixed(1)} °C`;

/** 'visit-notification': each manager of the depot who receives e-mails hears of the sign-in (once each). */
export async function handleVisitNotification(ctx: JobContext, job: JobLike<JobPayloads['visit-notification']>) {
  const em = fork(ctx);
  const a = await em.findOne(
    Attendance,
    { id: job.data.attendanceId },
    { populate: ['attendee', 'depot', 'visit', 'badge'], filters: false },
  );
  if (!a || !a.attendee || !a.visit) return 'nothing-to-send';
  const managers = await mailedManagers(em, a.depot.id);
  const name = `${a.attendee.firstName} ${a.attendee.lastName}`;
  const kind = a.visit.visitType === 'Unplanned' ? 'walk-in' : a.visit.visitType.toLowerCase();
  const lines = [
    `${name} of ${a.attendee.company} signed in at ${a.depot.code} on ${formats.long(a.checkedInAt, a.depot.timeZone)} (${kind} visit).`,
    ...(a.visit.hostName ? [`Host: ${a.visit.hostName}`] : []),
    ...(a.visit.reasonForVisit ? [`Reason: ${a.visit.reasonForVisit}`] : []),
    ...(a.visit.meetingReference ? [`Reference: ${a.visit.meetingReference}`] : []),
    ...(a.badge ? [`Badge: ${a.badge.number}`] : []),
    ...(a.temperature !== null && a.temperature !== undefined ? [`Temperature: ${reading(a.temperature)}`] : []),
    '',
    'Depot Register',
  ];
  const visit = a.visit;
  const depot = a.depot.code;
  // By each manager's channels (issue 39, channels/notify.ts), in their language (a Manager row: the tenant's).
  return notify(ctx, em, job.id!, {
    type: 'visit-notification',
    kind: 'ARRIVALS',
    depotId: a.depot.id,
    subject: `Visitor signed in at ${a.depot.code}: ${name}`,
    lines,
    recipients: managers,
    wordsIn: (language) => {
      const w = mailWords(language);
      const kindWords = visit.visitType === 'Unplanned' ? 'kindWalkIn' : visit.visitType === 'Regular' ? 'kindRegular' : 'kindPlanned';
      return {
        subject: w.st('arrivalSubject', { depot, name }),
        lines: [
          w.st('arrival', {
            who: w.st('whoOf', { name, company: a.attendee!.company }),
            depot,
            when: w.when(a.checkedInAt, a.depot.timeZone),
            kind: w.st(kindWords),
          }),
          ...(visit.hostName ? [w.st('lineHost', { host: visit.hostName })] : []),
          ...(visit.reasonForVisit ? [w.st('lineReason', { reason: visit.reasonForVisit })] : []),
          ...(visit.meetingReference ? [w.st('lineReference', { reference: visit.meetingReference })] : []),
          ...(a.badge ? [w.st('lineBadge', { badge: a.badge.number })] : []),
          ...(a.temperature !== null && a.temperature !== undefined
            ? [w.st('lineTemperature', { temperature: reading(a.temperature) })]
            : []),
          '',
          w.t('signature'),
        ],
      };
    },
  });
}

/** 'visitor-checkout-notification': the visit's host hears that staff checked the visitor out. */
export async function handleCheckoutNotification(ctx: JobContext, job: JobLike<JobPayloads['visitor-checkout-notification']>) {
  const em = fork(ctx);
  const a = await em.findOne(Attendance, { id: job.data.attendanceId }, { populate: ['attendee', 'depot', 'visit'], filters: false });
  if (!a || !a.attendee || !a.visit?.hostEmail) return 'nothing-to-send';
  const name = `${a.attendee.firstName} ${a.attendee.lastName}`;
  // Issue 39: in the host's language (their own, else the tenant's default); English as before, word for word.
  const w = mailWords((await recipientLanguages(em, a.depot.id, [a.visit.hostEmail]))(a.visit.hostEmail));
  const when = a.checkedOutAt ? w.when(a.checkedOutAt, a.depot.timeZone) : w.st('checkoutJustNow');
  const lines = [
    w.st('checkoutHello', { host: a.visit.hostName ?? '' }),
    '',
    w.st('checkoutDone', { name, company: a.attendee.company, depot: a.depot.code, when }),
    '',
    w.t('signature'),
  ];
  return sendOnce(ctx, em, job.id!, 'visitor-checkout-notification', {
    to: a.visit.hostEmail,
    subject: w.st('checkoutSubject', { name }),
    text: lines.join('\n'),
    html: paragraphs(lines),
  });
}

/**
 * 'temperature-alert' (issue 23): a reading above the tenant's limit was accepted after the kiosk's warning (a visitor
 * signed in or a partner clocked in with it): each of the depot's e-mail managers is alerted, once.
 */
export async function handleTemperatureAlert(ctx: JobContext, job: JobLike<JobPayloads['temperature-alert']>) {
  const em = fork(ctx);
  const a = await em.findOne(
    Attendance,
    { id: job.data.attendanceId },
    { populate: ['attendee', 'partner', 'depot', 'tenant', 'visit', 'badge'], filters: false },
  );
  if (!a || a.temperature === null || a.temperature === undefined) return 'nothing-to-send';
  const name = attendanceName(a);
  const company = a.partner ? a.partner.organisation : (a.attendee?.company ?? '');
  const what = a.partner ? 'clocked in' : 'signed in';
  const lines = [
    `${name}${company ? ` of ${company}` : ''} ${what} at ${a.depot.code} on ${formats.long(a.checkedInAt, a.depot.timeZone)} with a temperature of ${reading(a.temperature)}, above the limit of ${reading(a.tenant.tempMax)}.`,
    'The kiosk warned them and they went on: please follow it up.',
    ...(a.visit?.hostName ? [`Host: ${a.visit.hostName}`] : []),
    ...(a.badge ? [`Badge: ${a.badge.number}`] : []),
    '',
    'Depot Register',
  ];
  const temperature = reading(a.temperature);
  const depot = a.depot.code;
  return notify(ctx, em, job.id!, {
    type: 'temperature-alert',
    kind: 'ALERTS',
    depotId: a.depot.id,
    subject: `Temperature alert at ${a.depot.code}: ${name}, ${temperature}`,
    lines,
    recipients: await mailedManagers(em, a.depot.id),
    // Issue 39: in the managers' language (a Manager row: the tenant's default).
    wordsIn: (language) => {
      const w = mailWords(language);
      const who = company ? w.st('whoOf', { name, company }) : name;
      const when = w.when(a.checkedInAt, a.depot.timeZone);
      return {
        subject: w.st('tempSubject', { depot, name, temperature }),
        lines: [
          w.st(a.partner ? 'tempPartner' : 'tempVisitor', { who, depot, when, temperature, limit: reading(a.tenant.tempMax) }),
          w.st('tempFollowUp'),
          ...(a.visit?.hostName ? [w.st('lineHost', { host: a.visit.hostName })] : []),
          ...(a.badge ? [w.st('lineBadge', { badge: a.badge.number })] : []),
          '',
          w.t('signature'),
        ],
      };
    },
  });
}

/** 'visit-host-arrival' (issue 23): the booking's host hears that the planned visitor signed in. */
export async function handleVisitHostArrival(ctx: JobContext, job: JobLike<JobPayloads['visit-host-arrival']>) {
  const em = fork(ctx);
  const a = await em.findOne(
    Attendance,
    { id: job.data.attendanceId },
    { populate: ['attendee', 'depot', 'visit', 'badge'], filters: false },
  );
  if (!a || !a.attendee || !a.visit?.hostEmail) return 'nothing-to-send';
  const name = `${a.attendee.firstName} ${a.attendee.lastName}`;
  const lines = [
    a.visit.hostName ? `Hello ${a.visit.hostName},` : 'Hello,',
    '',
    `Your visitor ${name} of ${a.attendee.company} has signed in at ${a.depot.code} on ${formats.long(a.checkedInAt, a.depot.timeZone)}.`,
    ...(a.visit.meetingReference ? [`Reference: ${a.visit.meetingReference}`] : []),
    ...(a.badge ? [`Badge: ${a.badge.number}`] : []),
    '',
    'Depot Register',
  ];
  const company = a.attendee.company;
  const depot = a.depot.code;
  // By the host's channels when the host is a staff user or in the people directory (issue 39, in a directory host's
  // language); by e-mail otherwise.
  return notify(ctx, em, job.id!, {
    type: 'visit-host-arrival',
    kind: 'ARRIVALS',
    depotId: a.depot.id,
    subject: `Your visitor ${name} has arrived`,
    short: `Your visitor ${name} of ${company} has signed in at ${depot}.`,
    lines,
    recipients: [{ email: a.visit.hostEmail, name: a.visit.hostName ?? undefined }],
    wordsIn: (language) => {
      const w = mailWords(language);
      return {
        subject: w.t('hostArrivedSubject', { name }),
        short: w.t('hostArrivedShort', { name, company, depot }),
        lines: [
          a.visit!.hostName ? w.t('hello', { name: a.visit!.hostName }) : '',
          '',
          w.t('hostArrived', { name, company, depot, when: w.when(a.checkedInAt, a.depot.timeZone) }),
          ...(a.visit!.meetingReference ? [w.t('hostArrivedReference', { reference: a.visit!.meetingReference })] : []),
          ...(a.badge ? [w.t('hostArrivedBadge', { badge: a.badge.number })] : []),
          '',
          w.t('signature'),
        ].filter((l, i) => i > 0 || l),
      };
    },
  });
}
