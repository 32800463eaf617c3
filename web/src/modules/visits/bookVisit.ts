import { required } from '@contracts/messages';
import { capitalFirst } from '@contracts/normalise';
import { isClockTime } from '../../app/time';
import { st, live } from '../../i18n/staff';

/** The booking form's values (spec 2.4, 5: the attendee fields keep the spec's names). */
export type Values = {
  AttendeeFirstName: string;
  AttendeeLastName: string;
  AttendeeEmail: string;
  AttendeeCompany: string;
  date: string;
  time: string;
  hostIsMe: boolean;
  hostName: string;
  hostEmail: string;
  department: string;
  autoReference: boolean;
  meetingReference: string;
  printLabel: boolean;
  badgeNumFlag: boolean;
  signFlag: boolean;
  enterTemperature: boolean;
  /** Minutes the visit is expected to last (issue 37), as the select's value; '' for the location's expected stay. */
  expectedMinutes: string;
  /** One of the depot's visit reasons (issue 38: a reason may ask for a course or a document); '' for none. */
  reasonForVisit: string;
};
/** The fields every booking needs, with the names their messages use. */
const LABELS: Record<string, string> = live(() => ({
  AttendeeFirstName: st('booking.firstName'),
  AttendeeLastName: st('booking.lastName'),
  AttendeeEmail: st('booking.email'),
  AttendeeCompany: st('booking.company'),
  date: st('booking.date'),
  time: st('booking.time'),
}));

/** A new booking's values: host is me and auto reference on, the rest off (spec 4.7). */
export const blankBooking = (): Values => ({
  AttendeeFirstName: '',
  AttendeeLastName: '',
  AttendeeEmail: '',
  AttendeeCompany: '',
  date: '',
  time: '',
  hostIsMe: true,
  hostName: '',
  hostEmail: '',
  department: '',
  autoReference: true,
  meetingReference: '',
  printLabel: false,
  badgeNumFlag: false,
  signFlag: false,
  enterTemperature: false,
  expectedMinutes: '',
  reasonForVisit: '',
});

/** The form's errors (spec 5's messages): the required fields, the e-mail, the clock time, the host and reference. */
export function validateBooking(v: Values): Record<string, string> {
  const e: Record<string, string> = {};
  for (const [k, label] of Object.entries(LABELS)) if (!String(v[k as keyof Values] ?? '').trim()) e[k] = required(label);
  if (v.AttendeeEmail && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v.AttendeeEmail)) e.AttendeeEmail = st('booking.emailInvalid');
  if (v.time.trim() && !isClockTime(v.time)) e.time = st('visits.timeFormat');
  if (!v.hostIsMe && !v.hostName.trim()) e.hostName = required(st('booking.hostName'));
  if (!v.hostIsMe && !v.hostEmail.trim()) e.hostEmail = required(st('booking.hostEmail'));
  if (!v.autoReference && !v.meetingReference.trim()) e.meetingReference = required(st('booking.meetingReference'));
  return e;
}

/** The bookVisit input: names capitalised, host fields only when the host is not me, a reference only when typed. */
export const bookingInput = (v: Values, depotId: string) => ({
  depotId,
  firstName: capitalFirst(v.AttendeeFirstName),
  lastName: capitalFirst(v.AttendeeLastName),
  email: v.AttendeeEmail.trim(),
  company: capitalFirst(v.AttendeeCompany),
  date: v.date,
  time: v.time,
  hostIsMe: v.hostIsMe,
  hostName: v.hostIsMe ? null : v.hostName,
  hostEmail: v.hostIsMe ? null : v.hostEmail,
  department: v.hostIsMe ? null : v.department,
  autoReference: v.autoReference,
  meetingReference: v.autoReference ? null : v.meetingReference,
  printLabel: v.printLabel,
  badgeNumFlag: v.badgeNumFlag,
  signFlag: v.signFlag,
  enterTemperature: v.enterTemperature,
  expectedMinutes: v.expectedMinutes ? Number(v.expectedMinutes) : null,
  reasonForVisit: v.reasonForVisit || null,
});
