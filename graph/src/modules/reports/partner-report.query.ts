import type { EntityManager } from '@mikro-orm/postgresql';
import { formats } from '../../core/time';
import { searchWords } from '../../core/command';
import type { CopyRow } from '../../lib/pg-copy';
import { clockSerial, stampMs, stampSerialDay, stampSerialTime } from '../../core/db/copy-cells';
import { flagCell, type XlsxValue } from '../../lib/xlsx-writer';
import type { ExportColumn, ExportPlan } from '../../core/db/export-plan';
import { hoursWorked, totalHours } from '../partners/total-hours';

/** Spec 3 "Partner export row", as the report and the xlsx export show it (times in the depot's zone). */
export interface PartnerReportRow {
  workId: string;
  name: string;
  /** The partner's organisation. */
  agency: string;
  /** The depot's code. */
  depot: string;
  signFlag: boolean;
  badgeNumFlag: boolean;
  depotBadgeNum: string | null;
  /** dd-MM-yyyy, the depot's day of the clock-in. */
  date: string;
  /** HH:mm, the partner's shift start (null without a shift). */
  shiftStartTime: string | null;
  /** HH:mm:ss */
  clockIn: string;
  clockOut: string | null;
  /** Decimal hours (spec 9 rule, total-hours.ts); null while clocked in. */
  totalHours: number | null;
  roleName: string | null;
  /** Signed out by the depot's end-of-day sign-out, not by a person (issue 23). */
  autoCheckout: boolean;
}

export interface PartnerReportQuery {
  tenantId: string;
  depotId: string;
  from: string;
  to: string;
  workId?: string;
  /** Work id or name (contains, any case). */ search?: string | null;
}
export interface Cursor {
  checkedInAt: Date;
  id: string;
}

interface Raw {
  id: string;
  checked_in_at: Date;
  checked_out_at: Date | null;
  local_date: string | Date;
  work_id: string;
  name: string;
  organisation: string;
  sign_flag: boolean;
  badge_num_flag: boolean;
  badge: string | null;
  start_time: string | null;
  role_name: string | null;
  auto_checkout: boolean;
  code: string;
  time_zone: string;
}

const isoDay = (v: string | Date) =>
  typeof v === 'string'
    ? v.slice(0, 10)
    : `${v.getFullYear()}-${String(v.getMonth() + 1).padStart(2, '0')}-${String(v.getDate()).padStart(2, '0')}`;

const FROM = `
      from attendance a
      join partner p on p.id = a.partner_id
      join depot d on d.id = a.depot_id
      left join shift s on s.id = p.shift_id
      left join role_name r on r.id = p.role_id
      left join badge b on b.id = a.badge_id
     where a.tenant_id = ? and a.depot_id = ? and a.kind = 'Partner' and a.local_date between ? and ?`;
const SELECT = `
    select a.id, a.checked_in_at, a.checked_out_at, a.auto_checkout, a.local_date::text as local_date, p.work_id, p.name, p.organisation, p.sign_flag, p.badge_num_flag,
           b.number as badge, s.start_time, r.role_name, d.code, d.time_zone${FROM}`;
/** The export's columns, in the order `partnerExportCells` reads them. */
const EXPORT_SELECT = `
    select p.work_id, p.name, p.organisation, d.code, p.sign_flag, p.badge_num_flag, b.number, s.start_time,
           a.checked_in_at, a.checked_out_at, a.local_date, d.time_zone, r.role_name, a.auto_checkout${FROM}`;

function where(q: PartnerReportQuery, after?: Cursor, select = SELECT): { sql: string; params: unknown[] } {
  const params: unknown[] = [q.tenantId, q.depotId, q.from, q.to];
  let sql = select;
  if (q.workId) {
    sql += ' and p.work_id = ?';
    params.push(q.workId);
  }
  for (const like of searchWords(q.search)) {
    sql += ' and (p.work_id ilike ? or p.name ilike ?)';
    params.push(like, like);
  }
  if (after) {
    sql += ' and (a.checked_in_at, a.id) > (?, ?)';
    params.push(after.checkedInAt, after.id);
  }
  return { sql: sql + ' order by a.checked_in_at, a.id', params };
}

function toRow(r: Raw): PartnerReportRow {
  const clockIn = new Date(r.checked_in_at);
  const clockOut = r.checked_out_at ? new Date(r.checked_out_at) : null;
  const localDate = isoDay(r.local_date);
  return {
    workId: r.work_id,
    name: r.name,
    agency: r.organisation,
    depot: r.code,
    signFlag: r.sign_flag,
    badgeNumFlag: r.badge_num_flag,
    depotBadgeNum: r.badge,
    date: formats.day(clockIn, r.time_zone),
    shiftStartTime: r.start_time,
    clockIn: formats.time(clockIn, r.time_zone),
    clockOut: clockOut ? formats.time(clockOut, r.time_zone) : null,
    totalHours: totalHours({ clockIn, clockOut, localDate, shiftStart: r.start_time, zone: r.time_zone }),
    roleName: r.role_name,
    autoCheckout: r.auto_checkout,
  };
}

/**
 * One page of partner attendances of a depot over its days [from, to], oldest first, with everything a
 * row needs joined in the same query (no query per row).
 */
export async function partnerReportPage(
  em: EntityManager,
  q: PartnerReportQuery,
  limit: number,
  after?: Cursor,
): Promise<{ rows: PartnerReportRow[]; next?: Cursor }> {
  const { sql, params } = where(q, after);
  const raw: Raw[] = await em.getConnection().execute(`${sql} limit ?`, [...params, limit]);
  const last = raw[raw.length - 1];
  return {
    rows: raw.map(toRow),
    next: raw.length === limit && last ? { checkedInAt: new Date(last.checked_in_at), id: last.id } : undefined,
  };
}

/**
 * The export's query: every row of the report, oldest first, as `COPY` text (exports/copy-rows.ts), which
 * `partnerExportCells` turns into the sheet's cells. The bench copies the same SELECT with `COPY ... TO STDOUT` beside it.
 */
export function partnerReportSql(q: PartnerReportQuery): { sql: string; params: unknown[] } {
  return where(q, undefined, EXPORT_SELECT);
}

/**
 * The sheet's cells of one `COPY` row of `partnerReportSql`, in PARTNER_REPORT_COLUMNS' order: the report row
 * that `toRow` makes of the same attendance, as cells (a flag as Yes/No, `flagCell`; an absent value null, a
 * blank cell). Its timestamps are printed in the depot's zone (copyRows' timeZone): the date and times are
 * slices of them; the hours follow spec 9 (total-hours.ts). Cells straight from the fields, with no report row
 * object in between: building one and reading it back by column key was a tenth of the 100,000-row export's main
 * thread in the profile.
 */
export function partnerExportCells(f: CopyRow): XlsxValue[] {
  const inAt = f[8]!;
  const outAt = f[9];
  const shiftStart = f[7] ?? null;
  return [
    f[0], // workId
    f[1], // name
    f[2], // agency
    f[3], // depot
    flagCell(f[4] === 't'), // signFlag
    flagCell(f[5] === 't'), // badgeNumFlag
    f[6], // depotBadgeNum
    stampSerialDay(inAt), // date
    shiftStart == null ? null : clockSerial(shiftStart), // shiftStartTime
    stampSerialTime(inAt), // clockIn
    outAt == null ? null : stampSerialTime(outAt), // clockOut
    outAt == null ? null : hoursWorked(stampMs(inAt), stampMs(outAt), f[10]!, shiftStart, f[11]!), // totalHours
    f[12], // roleName
    flagCell(f[13] === 't'), // autoCheckout
  ];
}

/** Column order of the report and its xlsx export (spec 3's partner export row), headed in the words people read. */
export const PARTNER_REPORT_COLUMNS: ExportColumn<keyof PartnerReportRow>[] = [
  { key: 'workId', header: 'Work ID', width: 14 },
  { key: 'name', header: 'Name', width: 24 },
  { key: 'agency', header: 'Agency', width: 22 },
  { key: 'depot', header: 'Depot', width: 10 },
  { key: 'signFlag', header: 'Signs house rules', width: 10 },
  { key: 'badgeNumFlag', header: 'Needs badge', width: 13 },
  { key: 'depotBadgeNum', header: 'Badge number', width: 14 },
  { key: 'date', header: 'Date', width: 12, format: 'date' },
  { key: 'shiftStartTime', header: 'Shift start', width: 14, format: 'time' },
  { key: 'clockIn', header: 'Clock-in', width: 10, format: 'time' },
  { key: 'clockOut', header: 'Clock-out', width: 10, format: 'time' },
  { key: 'totalHours', header: 'Total hours', width: 11 },
  { key: 'roleName', header: 'Role', width: 18 },
  { key: 'autoCheckout', header: 'Signed out automatically', width: 14 },
];

/** The partner report's export plan (what `exports` writes for it): every row of the report, as `partnerReportSql`. */
export const partnerExportPlan = (q: PartnerReportQuery): ExportPlan => ({
  sheetName: 'Partners',
  columns: PARTNER_REPORT_COLUMNS,
  ...partnerReportSql(q),
  cells: partnerExportCells,
});
