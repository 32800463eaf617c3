import { emailAddress, firstOf, flag, id, optionalEmailAddress, optionalText, sentNames, text, z } from '../../core/command';
import { required } from '../../contracts/messages';

type Body = Record<string, unknown>;

const MEETING_REFERENCE = /^[A-Za-z0-9-]{4,32}$/;

/**
 * Book a planned visit (spec 3 Booking payload and form, 4.7 toggles, 5: the four attendee fields, date and
 * time required). The host is the signed-in user unless hostIsMe is false (then hostName and hostEmail are
 * required); the reference is generated unless autoReference is false (then meetingReference is required).
 * The date and time are read in the depot's zone by the service (meetingDateTime, the legacy payload's, or date + time).
 */
export const BookVisitCommand = z
  .object({
    firstName: text('First Name', 80),
    lastName: text('Last Name', 80),
    email: emailAddress('Email', 254),
    company: text('Company', 120),
    depotId: text('Location', 254),
    /** The legacy payload's MeetingDateTime: a local date-time (yyyy-MM-ddTHH:mm) in the depot's zone. */
    meetingDateTime: optionalText('Date', 40),
    date: optionalText('Date', 40),
    time: optionalText('Time', 40),
    hostIsMe: flag('hostIsMe', true),
    hostName: optionalText('Host Name', 254),
    hostEmail: optionalEmailAddress('Host Email', 254),
    department: optionalText('Department', 120),
    autoReference: flag('autoReference'),
    meetingReference: optionalText('Meeting reference', 32).refine((v) => v === undefined || MEETING_REFERENCE.test(v), {
      message: 'Meeting reference may use letters, digits and - (4 to 32)',
    }),
    printLabel: flag('printLabel', false),
    badgeNumFlag: flag('badgeNumFlag', false),
    signFlag: flag('signFlag', false),
    enterTemperature: flag('enterTemperature', false),
  })
  .superRefine((c, ctx) => {
    const need = (ok: unknown, path: string, label: string) => {
      if (!ok) ctx.addIssue({ code: 'custom', path: [path], message: required(label) });
    };
    if (c.meetingDateTime === undefined) {
      need(c.date, 'date', 'Date');
      need(c.time, 'time', 'Time');
    }
    if (!c.hostIsMe) {
      need(c.hostName, 'hostName', 'Host Name');
      need(c.hostEmail, 'hostEmail', 'Host Email');
    }
    if (c.autoReference === false) need(c.meetingReference, 'meetingReference', 'Meeting reference');
  });
export type BookVisitCommand = z.output<typeof BookVisitCommand>;

const BOOKING_SPELLINGS = {
  firstName: ['FirstName', 'firstName', 'AttendeeFirstName'],
  lastName: ['LastName', 'lastName', 'AttendeeLastName'],
  email: ['Email', 'email', 'AttendeeEmail'],
  company: ['Company', 'company', 'AttendeeCompany'],
  depotId: ['depot', 'depotId'],
  meetingDateTime: ['MeetingDateTime'],
  meetingReference: ['meetingRef', 'meetingReference'],
} as const;
const hostBlock = (b: Body) => (b.Host && typeof b.Host === 'object' && !Array.isArray(b.Host) ? (b.Host as Body) : {});

/**
 * The spec's booking payload (FirstName.., depot, Host{name,email,department}, meetingRef, MeetingDateTime, the
 * flags) and the booking form's fields (Attendee*, date, time, hostName, hostEmail, department) onto the command.
 * A Host block that names its host makes the host not the signed-in user; a given meetingRef without the form's
 * toggle is the reference.
 */
export const legacyBooking = (b: Body) => {
  const h = hostBlock(b);
  return {
    firstName: firstOf(b, ...BOOKING_SPELLINGS.firstName),
    lastName: firstOf(b, ...BOOKING_SPELLINGS.lastName),
    email: firstOf(b, ...BOOKING_SPELLINGS.email),
    company: firstOf(b, ...BOOKING_SPELLINGS.company),
    depotId: firstOf(b, ...BOOKING_SPELLINGS.depotId),
    meetingDateTime: b.MeetingDateTime,
    date: b.date,
    time: b.time,
    hostIsMe: firstOf(b, 'hostIsMe') ?? (firstOf(h, 'name', 'email') === undefined ? undefined : false),
    hostName: firstOf(h, 'name') ?? firstOf(b, 'hostName'),
    hostEmail: firstOf(h, 'email') ?? firstOf(b, 'hostEmail'),
    department: firstOf(h, 'department') ?? firstOf(b, 'department'),
    autoReference: b.autoReference,
    meetingReference: firstOf(b, ...BOOKING_SPELLINGS.meetingReference),
    printLabel: b.printLabel,
    badgeNumFlag: b.badgeNumFlag,
    signFlag: b.signFlag,
    enterTemperature: b.enterTemperature,
  };
};
export const legacyBookingNames = (b: Body) => {
  const h = hostBlock(b);
  return {
    ...sentNames(b, BOOKING_SPELLINGS),
    hostName: firstOf(h, 'name') !== undefined ? 'Host.name' : 'hostName',
    hostEmail: firstOf(h, 'email') !== undefined ? 'Host.email' : 'hostEmail',
    department: firstOf(h, 'department') !== undefined ? 'Host.department' : 'department',
  };
};

/**
 * Edit a booking before its visit (issue 23): its date and time (in the depot's zone, not in the past), its host
 * (name and e-mail required, department optional) and the kiosk flags. Every field is sent: the edit replaces them.
 */
export const EditBookingCommand = z.object({
  id: id('id', 'Visit'),
  date: text('Date', 40),
  time: text('Time', 40),
  hostName: text('Host Name', 120),
  hostEmail: emailAddress('Host Email', 254),
  department: optionalText('Department', 120),
  printLabel: flag('printLabel', false),
  badgeNumFlag: flag('badgeNumFlag', false),
  signFlag: flag('signFlag', false),
  enterTemperature: flag('enterTemperature', false),
});
export type EditBookingCommand = z.output<typeof EditBookingCommand>;

/** Re-send a booking's QR e-mail (issue 23): a new 'visit-booked' outbox row, so the send-once record lets it go again. */
export const ResendBookingQrCommand = z.object({ id: id('id', 'Visit') });
export type ResendBookingQrCommand = z.output<typeof ResendBookingQrCommand>;
