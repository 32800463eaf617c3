import { meetingReference } from '../attendees/reference';
import { WORK_ID } from '../partners/partner.fields';
import { Messages } from '../../contracts/messages';
import { capitalFirst, partnerNames, upper } from '../../contracts/normalise';
import { isHhMm, localDay, wallClock } from '../../core/time';
import type { SheetRow } from './xlsx-reader';
import type { RowError } from './import-job.entity';
import { isLanguage, LANGUAGES } from '../../contracts/languages';
import { CHANNELS, E164, type Channel } from '../channels/channel-kinds';

/** What a file's rows become: the data to insert, or the rejected rows with their reasons. */
export interface Checked<T> {
  records: T[];
  errors: RowError[];
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function flag(v: string): boolean | undefined {
  const s = v.trim().toLowerCase();
  if (s === '' || ['no', 'n', 'false', '0'].includes(s)) return s === '' ? undefined : false;
  if (['yes', 'y', 'true', '1'].includes(s)) return true;
  return undefined;
}

/** Spec 5 upload rule: rows must not repeat. Each repeat names the row it repeats. */
export function repeatedRows(rows: SheetRow[]): RowError[] {
  const seen = new Map<string, number>();
  const errors: RowError[] = [];
  for (const r of rows) {
    const key = repeatKey(r.cells);
    const first = seen.get(key);
    if (first !== undefined) errors.push({ row: r.row, message: Messages.rowRepeats(r.row, first) });
    else seen.set(key, r.row);
  }
  return errors;
}

/** A partner row's values once checked, as the partner table stores them (ids of the tenant's shift and role). */
export interface PartnerValues {
  workId: string;
  name: string;
  organisation: string;
  email: string | null;
  shift: string | null;
  role: string | null;
  signFlag: boolean;
  badgeNumFlag: boolean;
  singleSignFlag: boolean;
  enterTemperature: boolean;
}

/** What one partner row says by itself: its work id's own fault, its other faults, and its values. */
export interface PartnerRowCheck {
  workId: string;
  /** The work id is present and numeric: it takes part in the file-wide and system-wide uniqueness checks. */
  workIdWellFormed: boolean;
  /** Messages.cellRequired('WorkId') or the numeric rule's message, else null. */
  workIdFault: string | null;
  /** The other columns' faults, in column order. */
  faults: string[];
  values: PartnerValues;
}

/**
 * One partner row of template V1.1 by itself: organisation, workId and name required; workId numeric; shift and
 * role by name among the tenant's (lower-cased names to ids). Whether the work id is unique in the file and in the
 * whole system (spec 5) needs every row and the partner table: partner-upload.ts asks the database.
 */
export function checkPartnerRow(cells: string[], lookups: { shifts: Map<string, string>; roles: Map<string, string> }): PartnerRowCheck {
  const [workId = '', name = '', organisation = '', email = '', shift = '', role = '', sign = '', badge = '', single = '', temp = ''] =
    cells.map((c) => c.trim());
  const workIdWellFormed = WORK_ID.test(workId);
  const workIdFault = !workId ? Messages.cellRequired('WorkId') : workIdWellFormed ? null : Messages.workIdNumeric;
  const faults: string[] = [];
  if (!name) faults.push(Messages.cellRequired('Name'));
  else if (name.length > 120) faults.push(Messages.cellTooLong('Name'));
  if (!organisation) faults.push(Messages.cellRequired('Organisation'));
  else if (organisation.length > 120) faults.push(Messages.cellTooLong('Organisation'));
  if (email && (!EMAIL.test(email) || email.length > 254)) faults.push(Messages.cellNotEmail('Email'));
  const shiftId = shift ? lookups.shifts.get(shift.toLowerCase()) : null;
  if (shift && !shiftId) faults.push(Messages.cellShiftUnknown(shift));
  const roleId = role ? lookups.roles.get(role.toLowerCase()) : null;
  if (role && !roleId) faults.push(Messages.cellRoleUnknown(role));
  const yesNo = (v: string, label: string): boolean => {
    const f = flag(v);
    if (v && f === undefined) faults.push(Messages.cellYesNo(label));
    return f ?? false;
  };
  const values: PartnerValues = {
    workId,
    // the same rule as a single registration (contracts/normalise.ts)
    ...partnerNames({ name, organisation }),
    email: email ? email.toLowerCase() : null,
    shift: shiftId ?? null,
    role: roleId ?? null,
    signFlag: yesNo(sign, 'SignFlag'),
    badgeNumFlag: yesNo(badge, 'BadgeNumFlag'),
    singleSignFlag: yesNo(single, 'SingleSignFlag'),
    enterTemperature: yesNo(temp, 'EnterTemperature'),
  };
  return { workId, workIdWellFormed, workIdFault, faults, values };
}

/** A row's cells as the repeat rule compares them (spec 5: rows must not repeat): trimmed, case aside. */
export const repeatKey = (cells: string[]): string => JSON.stringify(cells.map((c) => c.trim().toLowerCase()));

export interface VisitRecord {
  row: number;
  firstName: string;
  lastName: string;
  email: string;
  company: string;
  dateOfVisit: Date;
  hostName: string;
  hostEmail: string;
  hostDepartment: string | null;
  meetingReference: string;
}

const DMY = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
/**
 * Planned-visit rows (template V1.1), with the booking rules of spec 5: the four attendee fields, date
 * (dd/MM/yyyy, not in the past in the depot's zone) and time (HH:mm) required; the host defaults to the
 * uploader (the booking form's "host is me" default).
 */
export function checkVisitRows(
  ctx: { zone: string; now: Date; host: { name: string; email: string; department: string | null } },
  rows: SheetRow[],
): Checked<VisitRecord> {
  const errors = repeatedRows(rows);
  const repeated = new Set(errors.map((e) => e.row));
  const today = localDay(ctx.now, ctx.zone);
  const records: VisitRecord[] = [];
  for (const r of rows) {
    if (repeated.has(r.row)) continue;
    const [firstName, lastName, email, company, date, time, hostName, hostEmail, department] = r.cells.map((c) => c.trim());
    const why: string[] = [];
    if (!firstName) why.push(Messages.cellRequired('FirstName'));
    if (!lastName) why.push(Messages.cellRequired('LastName'));
    if (!email) why.push(Messages.cellRequired('Email'));
    else if (!EMAIL.test(email) || email.length > 254) why.push(Messages.cellNotEmail('Email'));
    if (!company) why.push(Messages.cellRequired('Company'));
    for (const [v, label] of [
      [firstName, 'FirstName'],
      [lastName, 'LastName'],
      [company, 'Company'],
      [hostName, 'HostName'],
      [department, 'Department'],
    ] as const) {
      if (v.length > 120) why.push(Messages.cellTooLong(label));
    }
    let day: string | undefined;
    const m = DMY.exec(date);
    if (!date) why.push(Messages.cellRequired('Date'));
    else if (!m) why.push(Messages.cellDateFormat);
    else {
      day = `${m[3]}-${m[2].padStart(2, '0')}-${m[1].padStart(2, '0')}`;
      if (Number.isNaN(Date.parse(day + 'T00:00:00Z')) || new Date(day + 'T00:00:00Z').toISOString().slice(0, 10) !== day)
        why.push(Messages.cellDateNotReal);
      else if (day < today) why.push(Messages.cellDatePast);
    }
    const hhmm = /^\d:\d\d$/.test(time) ? '0' + time : time;
    if (!time) why.push(Messages.cellRequired('Time'));
    else if (!isHhMm(hhmm)) why.push(Messages.cellTimeFormat);
    if (hostEmail && (!EMAIL.test(hostEmail) || hostEmail.length > 254)) why.push(Messages.cellNotEmail('HostEmail'));
    if (why.length || !day) {
      errors.push({ row: r.row, message: why.join('; ') });
      continue;
    }
    records.push({
      row: r.row,
      firstName: capitalFirst(firstName),
      lastName: capitalFirst(lastName),
      email: email.toLowerCase(),
      company: capitalFirst(company),
      dateOfVisit: wallClock(day, hhmm, ctx.zone),
      hostName: capitalFirst(hostName || ctx.host.name),
      hostEmail: (hostEmail || ctx.host.email).toLowerCase(),
      hostDepartment: department ? upper(department) : ctx.host.department,
      meetingReference: meetingReference(),
    });
  }
  errors.sort((a, b) => a.row - b.row);
  return { records, errors };
}

export interface HostRecord {
  row: number;
  name: string;
  email: string;
  phone: string | null;
  department: string | null;
  language: string | null;
  arrivals: Channel[] | null;
}

/**
 * Directory host rows (issue 39): Name and Email required (one row per e-mail: a second names the first), Phone in
 * E.164 (spaces and dashes dropped), Language one of the kiosk's, ArrivalChannels among EMAIL, SMS, TEAMS, SLACK
 * (SMS needs the phone). The rows land together or not at all.
 */
export function checkHostRows(rows: SheetRow[]): Checked<HostRecord> {
  const errors = repeatedRows(rows);
  const repeated = new Set(errors.map((e) => e.row));
  const firstRowOf = new Map<string, number>();
  const records: HostRecord[] = [];
  for (const r of rows) {
    if (repeated.has(r.row)) continue;
    const [name, rawEmail, rawPhone, department, rawLanguage, rawChannels = ''] = r.cells.map((c) => c.trim());
    const email = rawEmail.toLowerCase();
    const phone = rawPhone.replace(/[\s().-]/g, '');
    const language = rawLanguage.toLowerCase();
    const arrivals = rawChannels
      .split(/[,;\s]+/)
      .map((c) => c.trim().toUpperCase())
      .filter(Boolean);
    const why: string[] = [];
    if (!name) why.push(Messages.cellRequired('Name'));
    else if (name.length > 120) why.push(Messages.cellTooLong('Name'));
    if (!email) why.push(Messages.cellRequired('Email'));
    else if (!EMAIL.test(email) || email.length > 254) why.push(Messages.cellNotEmail('Email'));
    else if (firstRowOf.has(email)) why.push(Messages.hostRowEmailInFile(email, firstRowOf.get(email)!));
    if (phone && !E164.test(phone)) why.push(Messages.channelsPhone);
    if (department.length > 120) why.push(Messages.cellTooLong('Department'));
    if (language && !isLanguage(language)) why.push(Messages.hostLanguage(LANGUAGES.join(', ')));
    if (arrivals.some((c) => !(CHANNELS as readonly string[]).includes(c))) why.push(Messages.channelsChoice);
    else if (arrivals.includes('SMS') && !phone) why.push(Messages.hostSmsNeedsPhone);
    if (email && !firstRowOf.has(email)) firstRowOf.set(email, r.row);
    if (why.length) {
      errors.push({ row: r.row, message: why.join('; ') });
      continue;
    }
    records.push({
      row: r.row,
      name: capitalFirst(name),
      email,
      phone: phone || null,
      department: department || null,
      language: language || null,
      arrivals: arrivals.length ? ([...new Set(arrivals)] as Channel[]) : null,
    });
  }
  errors.sort((a, b) => a.row - b.row);
  return { records, errors };
}
