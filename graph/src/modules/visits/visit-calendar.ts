import { createEvent } from 'ics';
import type { MailAttachment } from '../../core/jobs/mailer';
import { inZone } from '../../core/time';

/** How long the invitation holds the visitor's calendar: the booking has a start, not an end. */
const VISIT_LENGTH = { hours: 1 };

/**
 * The booking e-mail's calendar invitation (issue 38), made by the `ics` package: the visit's start as the instant
 * the booking holds (its wall-clock time in the depot's zone, core/time), written in UTC so every calendar shows the
 * depot's local time whatever its own zone and across a daylight-saving change; the depot's zone and wall-clock time
 * are named in the description. One uid per visit; an edited booking's new e-mail carries a higher sequence (the
 * visit's counter, raised once by each edit that is e-mailed), so a calendar replaces the event instead of adding a
 * second.
 */
export function visitInvitation(v: {
  id: string;
  reference: string;
  start: Date;
  sequence: number;
  zone: string;
  title: string;
  location: string;
  description: string;
}): MailAttachment {
  const local = inZone(v.start, v.zone).toFormat('yyyy-MM-dd HH:mm');
  const { error, value } = createEvent({
    uid: `visit-${v.id}@depot-register`,
    productId: 'depot-register/ics',
    method: 'PUBLISH',
    sequence: v.sequence,
    title: v.title,
    start: v.start.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: VISIT_LENGTH,
    location: v.location,
    description: `${v.description}\n${local} (${v.zone})`,
    status: 'CONFIRMED',
  });
  if (error || !value) throw error ?? new Error('calendar invitation not made');
  return {
    filename: `visit-${v.reference}.ics`,
    content: Buffer.from(value, 'utf8'),
    contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
  };
}
