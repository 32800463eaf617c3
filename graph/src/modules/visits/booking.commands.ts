import { emailAddress, firstOf, flag, id, optionalEmailAddress, optionalText, sentNames, text, z } from '../../core/command';
import { Messages, required } from '../../contracts/messages';
import { STAY_MINUTES } from '../overstay/overstay.rules';

type Body = Record<string, unknown>;

/** A planned visit's expected length in minutes (issue 37: past it the visitor is flagged as still on site); a numeric string is read as its number. */
const expectedMinutes = () =>
  z.preprocess(
    (v) => (v === '' ? null : typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v),
    z
      .number({ error: Messages.expectedLength })
      .int({ error: Messages.expectedLength })
      .min(STAY_MINUTES.min, { error: Messages.expectedLength })
      .max(STAY_MINUTES.max, { error: Messages.expectedLength })
      .nullable()
      .optional(),
  );

const MEETING_REFERENCE = /^[A-Za-z0-9-]{4,32}$/;

/**
 * Book a planned visit (spec 3 Booking payload and form, 4.7 toggles, 5: the four attendee fields, date and
 * time required). The host is the signed-in user unless hostIsMe is false (then hostName and hostEmail are
 * required); the reference is generated unless autoReference is false (then meetingReference is required).
 * The date and time are read in the depot's zone by the service (meetingDateTime, the legacy payload's, or date + time).
 */
export const BookVisitCommand = z
  .object({
    depotId: text('Location', 254).describe("The depot's id (of the caller's tenant)."),
    firstName: text('First Name', 80).describe("Visitor's first name (required)."),
    lastName: text('Last Name', 80).describe("Visitor's last name (required)."),
    email: emailAddress('Email', 254).describe("Visitor's e-mail address: the reference and QR code are sent to it."),
    company: text('Company', 120).describe("Visitor's company (required)."),
    /** The legacy payload's MeetingDateTime: a local date-time (yyyy-MM-ddTHH:mm) in the depot's zone. */
    meetingDateTime: optionalText('Date', 40).describe(
      "A local date-time (yyyy-MM-ddTHH:mm) in the depot's zone, instead of date and time.",
    ),
    date: optionalText('Date', 40).describe('yyyy-MM-dd or dd/MM/yyyy, in the depot zone'),
    time: optionalText('Time', 40).describe('HH:mm'),
    hostIsMe: flag('hostIsMe', true).describe('Default true: the host is the signed-in user.'),
    hostName: optionalText('Host Name', 254).describe('The host, when hostIsMe is false.'),
    hostEmail: optionalEmailAddress('Host Email', 254).describe("The host's e-mail address, when hostIsMe is false."),
    department: optionalText('Department', 120).describe("The host's department."),
    autoReference: flag('autoReference').describe('Default true.'),
    meetingReference: optionalText('Meeting reference', 32)
      .refine((v) => v === undefined || MEETING_REFERENCE.test(v), {
        message: 'Meeting reference may use letters, digits and - (4 to 32)',
      })
      .describe('Your own reference, when autoReference is false (unique; CONFLICT when taken).'),
    printLabel: flag('printLabel', false).describe('Print a visitor label at sign-in (default false).'),
    badgeNumFlag: flag('badgeNumFlag', false).describe('Ask for a badge number at sign-in (default false).'),
    signFlag: flag('signFlag', false).describe('Ask for a signature at sign-in (default false).'),
    enterTemperature: flag('enterTemperature', false).describe('Ask for a temperature at sign-in (default false).'),
    expectedMinutes: expectedMinutes().describe(
      "How long the visit is expected to last, in minutes (15 to 1440); absent: the depot's expected stay applies.",
    ),
    reasonForVisit: optionalText('Reason for visit', 254).describe(
      "Issue 38: the visit's reason, one of the tenant's visit reasons (visitorReasons); optional. A reason whose visitors need an induction course or a document asks it as for a walk-in of that reason.",
    ),
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
    expectedMinutes: b.expectedMinutes,
    reasonForVisit: firstOf(b, 'reasonForVisit', 'ReasonForVisit'),
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
 * Issue 36: the visitor's name, e-mail and company may be corrected too (each optional: absent keeps it); a correction
 * re-sends the booking e-mail (to the corrected address).
 */
export const EditBookingCommand = z.object({
  id: id('id', 'Visit').describe("The visit's id."),
  firstName: optionalText('First Name', 80).describe("The visitor's first name, corrected (absent: unchanged)."),
  lastName: optionalText('Last Name', 80).describe("The visitor's last name, corrected (absent: unchanged)."),
  email: optionalEmailAddress('Email', 254).describe(
    "The visitor's e-mail address, corrected (absent: unchanged); the booking e-mail is sent again when a visitor detail changes.",
  ),
  company: optionalText('Company', 120).describe("The visitor's company, corrected (absent: unchanged)."),
  date: text('Date', 40).describe('yyyy-MM-dd or dd/MM/yyyy, in the depot zone'),
  time: text('Time', 40).describe('HH:mm'),
  hostName: text('Host Name', 120).describe("The host's name."),
  hostEmail: emailAddress('Host Email', 254).describe("The host's e-mail address."),
  department: optionalText('Department', 120).describe("The host's department."),
  printLabel: flag('printLabel', false).describe('Print a visitor label at sign-in.'),
  badgeNumFlag: flag('badgeNumFlag', false).describe('Ask for a badge number at sign-in.'),
  signFlag: flag('signFlag', false).describe('Ask for a signature at sign-in.'),
  enterTemperature: flag('enterTemperature', false).describe('Ask for a temperature at sign-in.'),
  expectedMinutes: expectedMinutes().describe(
    "How long the visit is expected to last, in minutes (15 to 1440); null: the depot's expected stay; absent: unchanged.",
  ),
  reasonForVisit: z
    .preprocess(
      (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
      z
        .string({ error: 'Reason for visit must be text' })
        .trim()
        .max(254, 'Reason for visit is too long (at most 254 characters)')
        .nullable()
        .optional(),
    )
    .describe("Issue 38: the visit's reason (one of the tenant's visit reasons); null or empty: none; absent: unchanged."),
});
export type EditBookingCommand = z.output<typeof EditBookingCommand>;

/** Re-send a booking's QR e-mail (issue 23): a new 'visit-booked' outbox row, so the send-once record lets it go again. */
export const ResendBookingQrCommand = z.object({ id: id('id', 'Visit').describe("The visit's id.") });
export type ResendBookingQrCommand = z.output<typeof ResendBookingQrCommand>;
