import QRCode from 'qrcode';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { JobContext } from '../../core/jobs/job';
import type { MailMessage } from '../../core/jobs/mailer';
import { MailDelivery } from './mail-delivery.entity';

export type SendOutcome = 'sent' | 'already-sent';

/**
 * Sends one e-mail for one outbox event to one recipient at most once: a retried job (the queue's job id is
 * the outbox id) finds the delivery row and skips. The row is written once the SMTP server accepted the
 * message, so a crash in between can at worst send twice, never lose the mail.
 */
export async function sendOnce(
  ctx: JobContext,
  em: EntityManager,
  eventId: string,
  kind: string,
  message: MailMessage,
): Promise<SendOutcome> {
  const recipient = message.to.toLowerCase();
  if (await em.count(MailDelivery, { sourceEventId: eventId, recipient })) return 'already-sent';
  await ctx.mailer.send(message);
  await em.getConnection().execute(
    `insert into "mail_delivery" ("id", "created_at", "updated_at", "source_event_id", "recipient", "kind")
     values (gen_random_uuid(), now(), now(), ?, ?, ?) on conflict do nothing`,
    [eventId, recipient, kind],
  );
  return 'sent';
}

/** A QR code of the text as an inline PNG (the html shows it with <img src="cid:qr">) and its attachment. */
export async function qrAttachment(text: string, filename = 'qr-code.png') {
  const content = await QRCode.toBuffer(text, { type: 'png', errorCorrectionLevel: 'M', margin: 2, width: 300 });
  return { filename, content, contentType: 'image/png', cid: 'qr' };
}
