import { randomUUID } from 'node:crypto';
import { meetingReference } from '../visits/reference';
import { WORK_ID } from '../partners/partner.fields';
import { Messages } from '../../contracts/messages';
import type { EntityManager } from '@mikro-orm/postgresql';
import { capitalFirst, upper } from '../../contracts/normalise';
import { isHhMm, localDay, wallClock } from '../../core/time';
import { Shift } from '../shifts/shift.entity';
import { RoleName } from '../roles/role-name.entity';
import type { SheetRow } from './xlsx-reader';
import type { RowError } from './import-job.entity';

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
    const key = JSON.stringify(r.cells.map((c) => c.trim().toLowerCase()));
    const first = seen.get(key);
    if (first !== undefined) errors.push({ row: r.row, message: Messages.rowRepeats(r.row, first) });
    else seen.set(key, r.row);
  }
  return errors;
}

export interface PartnerRecord {
  id: string;
  tenant: string;
  depot: string;
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
  createdAt: Date;
  updatedAt: Date;
}

/**
 * Partner rows (template V1.1): organisation, workId and name required; workId numeric, unique within
 * the file and in the whole system (spec 5); shift and role by name within the tenant. Lookups are one
 * query each for the whole file.
 */
export async function checkPartnerRows(
  em: EntityManager,
  ctx: { tenantId: string; depotId: string; now: Date },
  rows: SheetRow[],
  progress: (n: number) => Promise<void>,
): Promise<Checked<PartnerRecord>> {
  const errors = repeatedRows(rows);
  const repeated = new Set(errors.map((e) => e.row));
  const shifts = new Map(
    (await em.find(Shift, { tenant: ctx.tenantId }, { filters: false })).map((s) => [s.shiftName.trim().toLowerCase(), s.id]),
  );
  const roles = new Map(
    (await em.find(RoleName, { tenant: ctx.tenantId }, { filters: false })).map((r) => [r.roleName.trim().toLowerCase(), r.id]),
  );
  const workIds = rows.map((r) => r.cells[0].trim()).filter((w) => WORK_ID.test(w));
  const taken = new Set<string>();
  for (let i = 0; i < workIds.length; i += 5000) {
    const found: { work_id: string }[] = await em
      .getConnection()
      .execute('select work_id from partner where work_id = any(?::text[])', [`{${workIds.slice(i, i + 5000).join(',')}}`]);
    for (const f of found) taken.add(f.work_id);
  }
  const inFile = new Map<string, number>();
  const records: PartnerRecord[] = [];
  let n = 0;
  for (const r of rows) {
    if (++n % 1000 === 0) await progress(n);
    if (repeated.has(r.row)) continue;
    const [workId, name, organisation, email, shift, role, sign, badge, single = '', temp = ''] = r.cells.map((c) => c.trim());
    const why: string[] = [];
    if (!workId) why.push('WorkId is required');
    else if (!WORK_ID.test(workId)) why.push(Messages.workIdNumeric);
    else if (taken.has(workId)) why.push(Messages.workIdTaken(workId));
    else if (inFile.has(workId)) why.push(Messages.workIdInFile(workId, inFile.get(workId)!));
    if (!name) why.push('Name is required');
    else if (name.length > 120) why.push('Name is too long (at most 120 characters)');
    if (!organisation) why.push('Organisation is required');
    else if (organisation.length > 120) why.push('Organisation is too long (at most 120 characters)');
    if (email && (!EMAIL.test(email) || email.length > 254)) why.push('Email is not a valid e-mail address');
    const shiftId = shift ? shifts.get(shift.toLowerCase()) : null;
    if (shift && !shiftId) why.push(`Shift "${shift}" is not one of your shifts`);
    const roleId = role ? roles.get(role.toLowerCase()) : null;
    if (role && !roleId) why.push(`Role "${role}" is not one of your role names`);
    const signFlag = flag(sign);
    if (sign && signFlag === undefined) why.push('SignFlag must be Yes or No');
    const badgeNumFlag = flag(badge);
    if (badge && badgeNumFlag === undefined) why.push('BadgeNumFlag must be Yes or No');
    const singleSignFlag = flag(single);
    if (single && singleSignFlag === undefined) why.push('SingleSignFlag must be Yes or No');
    const enterTemperature = flag(temp);
    if (temp && enterTemperature === undefined) why.push('EnterTemperature must be Yes or No');
    if (WORK_ID.test(workId) && !inFile.has(workId)) inFile.set(workId, r.row);
    if (why.length) {
      errors.push({ row: r.row, message: why.join('; ') });
      continue;
    }
    records.push({
      id: randomUUID(),
      tenant: ctx.tenantId,
      depot: ctx.depotId,
      workId,
      name,
      organisation,
      email: email ? email.toLowerCase() : null,
      shift: shiftId ?? null,
      role: roleId ?? null,
      signFlag: signFlag ?? false,
      badgeNumFlag: badgeNumFlag ?? false,
      singleSignFlag: singleSignFlag ?? false,
      enterTemperature: enterTemperature ?? false,
      createdAt: ctx.now,
      updatedAt: ctx.now,
    });
  }
  errors.sort((a, b) => a.row - b.row);
  return { records, errors };
}

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
    if (!firstName) why.push('FirstName is required');
    if (!lastName) why.push('LastName is required');
    if (!email) why.push('Email is required');
    else if (!EMAIL.test(email) || email.length > 254) why.push('Email is not a valid e-mail address');
    if (!company) why.push('Company is required');
    for (const [v, label] of [
      [firstName, 'FirstName'],
      [lastName, 'LastName'],
      [company, 'Company'],
      [hostName, 'HostName'],
      [department, 'Department'],
    ] as const) {
      if (v.length > 120) why.push(`${label} is too long (at most 120 characters)`);
    }
    let day: string | undefined;
    const m = DMY.exec(date);
    if (!date) why.push('Date is required');
    else if (!m) why.push('Date must be dd/MM/yyyy');
    else {
      day = `${m[3]}-${m[2].padStart(2, '0')}-${m[1].padStart(2, '0')}`;
      if (Number.isNaN(Date.parse(day + 'T00:00:00Z')) || new Date(day + 'T00:00:00Z').toISOString().slice(0, 10) !== day)
        why.push('Date is not a real date');
      else if (day < today) why.push('Date is in the past');
    }
    const hhmm = /^\d:\d\d$/.test(time) ? '0' + time : time;
    if (!time) why.push('Time is required');
    else if (!isHhMm(hhmm)) why.push('Time must be HH:mm');
    if (hostEmail && (!EMAIL.test(hostEmail) || hostEmail.length > 254)) why.push('HostEmail is not a valid e-mail address');
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
