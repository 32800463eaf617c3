import { required } from '@contracts/messages';
import { isClockTime, isoDayIn, timeIn, todayIn } from '../../app/time';
import { st } from '../../i18n/staff';

/** What the edit needs of a booking (the visit detail's query). */
export type EditableBooking = {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  company: string;
  dateOfVisit: unknown;
  hostName?: string | null;
  hostEmail?: string | null;
  department?: string | null;
  printLabel: boolean;
  badgeNumFlag: boolean;
  signFlag: boolean;
  enterTemperature: boolean;
};

export type EditBookingValues = {
  firstName: string;
  lastName: string;
  email: string;
  company: string;
  date: string;
  time: string;
  hostName: string;
  hostEmail: string;
  department: string;
  printLabel: boolean;
  badgeNumFlag: boolean;
  signFlag: boolean;
  enterTemperature: boolean;
};

/** A booking's day has not passed in the depot's zone (the server decides; this only hides the actions). */
export const beforeVisitDay = (dateOfVisit: unknown, zone: string) => isoDayIn(dateOfVisit, zone) >= todayIn(zone);

/** The edit form's values from a booking: its day and time in the depot's zone, the host, the flags. */
export const editValues = (booking: EditableBooking, zone: string): EditBookingValues => ({
  firstName: booking.firstName,
  lastName: booking.lastName,
  email: booking.email,
  company: booking.company,
  date: isoDayIn(booking.dateOfVisit, zone),
  time: timeIn(booking.dateOfVisit, zone),
  hostName: booking.hostName ?? '',
  hostEmail: booking.hostEmail ?? '',
  department: booking.department ?? '',
  printLabel: booking.printLabel,
  badgeNumFlag: booking.badgeNumFlag,
  signFlag: booking.signFlag,
  enterTemperature: booking.enterTemperature,
});

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The edit form's errors: the visitor's four fields (issue 36), date, an HH:mm time, and the host's name and e-mail required. */
export function validateEdit(v: EditBookingValues): Record<string, string> {
  const e: Record<string, string> = {};
  for (const k of ['firstName', 'lastName', 'company'] as const) if (!v[k].trim()) e[k] = required(st(`booking.${k}`));
  if (!v.email.trim()) e.email = required(st('booking.email'));
  else if (!EMAIL.test(v.email.trim())) e.email = st('booking.emailInvalid');
  if (!v.date) e.date = required(st('booking.date'));
  if (!v.time.trim()) e.time = required(st('booking.time'));
  else if (!isClockTime(v.time)) e.time = st('visits.timeFormat');
  if (!v.hostName.trim()) e.hostName = required(st('booking.hostName'));
  if (!v.hostEmail.trim()) e.hostEmail = required(st('booking.hostEmail'));
  else if (!EMAIL.test(v.hostEmail.trim())) e.hostEmail = st('booking.hostEmailInvalid');
  return e;
}

/** The editBooking input: the time and e-mail trimmed, an empty department as none. */
export const editInput = (id: string, v: EditBookingValues) => ({
  id,
  firstName: v.firstName.trim(),
  lastName: v.lastName.trim(),
  email: v.email.trim(),
  company: v.company.trim(),
  date: v.date,
  time: v.time.trim(),
  hostName: v.hostName,
  hostEmail: v.hostEmail.trim(),
  department: v.department.trim() || null,
  printLabel: v.printLabel,
  badgeNumFlag: v.badgeNumFlag,
  signFlag: v.signFlag,
  enterTemperature: v.enterTemperature,
});
