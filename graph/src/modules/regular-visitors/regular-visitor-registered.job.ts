import type { EntityManager } from '@mikro-orm/postgresql';
import type { JobContext, JobLike } from '../../core/jobs/job';
import type { JobPayloads } from '../../contracts/queues';
import { addressLine, paragraphs } from '../mail/mail-text';
import { qrAttachment, sendOnce } from '../mail/send-once';
import { RegularVisitor } from './regular-visitor.entity';

const fork = (ctx: JobContext) => ctx.orm.em.fork() as EntityManager;

/** 'regular-visitor-registered': the RV code, the passcode (only ever sent here) and the QR code. */
export async function handleRegularVisitorRegistered(ctx: JobContext, job: JobLike<JobPayloads['regular-visitor-registered']>) {
  const em = fork(ctx);
  const rv = await em.findOne(
    RegularVisitor,
    { id: job.data.regularVisitorId },
    { populate: ['attendee', 'depot', 'tenant', 'host'], filters: false },
  );
  if (!rv || rv.removedAt) return 'nothing-to-send';
  const lines = [
    `Hello ${rv.attendee.firstName},`,
    '',
    `You are registered as a regular visitor of ${rv.tenant.name} at ${addressLine(rv.depot)}.`,
    `Your host: ${rv.host.hostname} (${rv.host.department})`,
    `Your RV code: ${rv.meetingReference}`,
    `Your passcode: ${rv.passCode}`,
    '',
    'At the kiosk, scan the QR code below or type your RV code; without it, give your e-mail or RV code and the three passcode characters the kiosk asks for.',
    'Keep the passcode to yourself.',
    '',
    'Depot Register',
  ];
  return sendOnce(ctx, em, job.id!, 'regular-visitor-registered', {
    to: rv.attendee.email,
    subject: `Your regular visitor pass for ${rv.tenant.name}`,
    text: lines.join('\n'),
    html: `${paragraphs(lines)}\n<p><img src="cid:qr" alt="QR code of your RV code" width="300" height="300"></p>`,
    attachments: [await qrAttachment(rv.meetingReference, `rv-${rv.meetingReference}.png`)],
  });
}
