import type { EntityManager } from '@mikro-orm/postgresql';
import { searchWords } from '../../core/command';
import type { CopyRow } from '../../lib/pg-copy';
import { stampSerialDay, stampSerialTime } from '../../core/db/copy-cells';
import { flagCell, type XlsxValue } from '../../lib/xlsx-writer';
import type { ExportColumn, ExportPlan } from '../../core/db/export-plan';
import { dayBounds } from '../../core/time';
import type { Depot } from '../depots/depot.entity';
import type { VisitorReportType } from './visitor-report.commands';

/**
 * The visitors report's rows: visits of a depot (every kind) whose time (dateOfVisit: the booking's time for a
 * planned visit, the check-in for a walk-in or a regular visit) falls in [start, end), optionally of one kind and
 * matching a search. One WHERE for the screen's page, its count and the export's cursor.
 */
export interface VisitorReportQuery {
  tenantId: string;
  depotId: string;
  start: Date;
  end: Date;
  visitType?: VisitorReportType;
  search?: string | null;
}

/** A row of the visitors export (times in the depot's zone). */
export interface VisitorReportRow {
  date: string;
  time: string;
  visitType: string;
  state: string;
  firstName: string;
  lastName: string;
  email: string;
  company: string;
  hostName: string | null;
  meetingReference: string | null;
  carReg: string | null;
  reasonForVisit: string | null;
  checkIn: string | null;
  checkOut: string | null;
  manualCheckout: boolean;
  /** Signed out by the depot's end-of-day sign-out (issue 23). */
  autoCheckout: boolean;
  depotBadgeNum: string | null;
  temperature: number | null;
  depot: string;
}

/** Column order and headers of the visitors export. */
export const VISITOR_REPORT_COLUMNS: ExportColumn<keyof VisitorReportRow>[] = [
  { key: 'date', header: 'Date', width: 12, format: 'date' },
  { key: 'time', header: 'Time', width: 8, format: 'time' },
  { key: 'visitType', header: 'Visit type', width: 11 },
  { key: 'state', header: 'State', width: 13 },
  { key: 'firstName', header: 'First name', width: 16 },
  { key: 'lastName', header: 'Last name', width: 16 },
  { key: 'email', header: 'E-mail', width: 28 },
  { key: 'company', header: 'Company', width: 20 },
  { key: 'hostName', header: 'Host', width: 18 },
  { key: 'meetingReference', header: 'Meeting reference', width: 16 },
  { key: 'carReg', header: 'Car registration', width: 12 },
  { key: 'reasonForVisit', header: 'Reason for visit', width: 22 },
  { key: 'checkIn', header: 'Check-in', width: 10, format: 'time' },
  { key: 'checkOut', header: 'Check-out', width: 10, format: 'time' },
  { key: 'manualCheckout', header: 'Manual checkout', width: 15 },
  { key: 'depotBadgeNum', header: 'Badge number', width: 14 },
  { key: 'temperature', header: 'Temperature', width: 12 },
  { key: 'depot', header: 'Depot', width: 10 },
  { key: 'autoCheckout', header: 'Signed out automatically', width: 14 },
];

const FROM = `
      from visit v
      join attendee p on p.id = v.attendee_id
      join depot d on d.id = v.depot_id
      left join attendance a on a.visit_id = v.id
      left join badge b on b.id = a.badge_id
      left join regular_visitor rv on rv.id = v.regular_visitor_id`;

function where(q: VisitorReportQuery): { sql: string; params: unknown[] } {
  let sql = ' where v.tenant_id = ? and v.depot_id = ? and v.date_of_visit >= ? and v.date_of_visit < ?';
  const params: unknown[] = [q.tenantId, q.depotId, q.start, q.end];
  if (q.visitType && q.visitType !== 'All') {
    sql += ' and v.visit_type = ?';
    params.push(q.visitType);
  }
  for (const like of searchWords(q.search)) {
    sql += ` and (p.first_name ilike ? or p.last_name ilike ? or p.email ilike ? or p.company ilike ? or v.meeting_reference ilike ?
                 or rv.meeting_reference ilike ? or a.car_reg ilike ?)`;
    params.push(like, like, like, like, like, like, like);
  }
  return { sql, params };
}

/** One page of visit ids (oldest first) and the number of rows matching. */
export async function visitorReportPage(
  em: EntityManager,
  q: VisitorReportQuery,
  limit: number,
  offset: number,
): Promise<{ ids: string[]; total: number }> {
  const w = where(q);
  const [{ n }]: { n: string }[] = await em.getConnection().execute(`select count(*) as n ${FROM}${w.sql}`, w.params);
  const total = Number(n);
  if (total === 0 || offset >= total) return { ids: [], total };
  const rows: { id: string }[] = await em
    .getConnection()
    .execute(`select v.id ${FROM}${w.sql} order by v.date_of_visit, v.id limit ? offset ?`, [...w.params, limit, offset]);
  return { ids: rows.map((r) => r.id), total };
}

/** BOOKED | CHECKED_IN | CHECKED_OUT | CANCELLED, as BookedVisit.state. */
export const visitState = (cancelledAt: unknown, checkedInAt: unknown, checkedOutAt: unknown) =>
  cancelledAt ? 'CANCELLED' : !checkedInAt ? 'BOOKED' : checkedOutAt ? 'CHECKED_OUT' : 'CHECKED_IN';

/** A visit's state and kind in the words the screens use (web/src/app/visitMessages.ts), for the export (issue 23). */
export const VISIT_STATE_WORDS: Record<string, string> = {
  BOOKED: 'Not checked in',
  CHECKED_IN: 'Checked in',
  CHECKED_OUT: 'Checked out',
  CANCELLED: 'Cancelled',
};
export const VISIT_TYPE_WORDS: Record<string, string> = { Planned: 'Planned', Unplanned: 'Walk-in', Regular: 'Regular' };

/** The export's columns, in the order `visitorExportCells` reads them. */
const EXPORT_SELECT = `select v.date_of_visit, v.visit_type, v.cancelled_at, p.first_name, p.last_name, p.email, p.company, v.host_name,
       coalesce(v.meeting_reference, rv.meeting_reference), a.car_reg, v.reason_for_visit, a.checked_in_at, a.checked_out_at, a.manual_checkout,
       b.number, a.temperature, d.code, a.auto_checkout`;

/**
 * The export's query: every row of the report, oldest first, as `COPY` text (exports/copy-rows.ts), which
 * `visitorExportCells` turns into the sheet's cells. The bench copies the same SELECT with `COPY ... TO STDOUT` beside it.
 */
export function visitorReportSql(q: VisitorReportQuery): { sql: string; params: unknown[] } {
  const w = where(q);
  return { sql: `${EXPORT_SELECT} ${FROM}${w.sql} order by v.date_of_visit, v.id`, params: w.params };
}

/**
 * The sheet's cells of one `COPY` row of `visitorReportSql`, in VISITOR_REPORT_COLUMNS' order: the report row of
 * the same visit as cells (a flag as Yes/No, `flagCell`; an absent value null, a blank cell), straight from the
 * fields (as partnerExportCells). Its timestamps are printed in the depot's zone (copyRows' timeZone).
 */
export function visitorExportCells(f: CopyRow): XlsxValue[] {
  const at = f[0]!;
  const inAt = f[11];
  const outAt = f[12];
  return [
    stampSerialDay(at), // date
    stampSerialTime(at), // time
    VISIT_TYPE_WORDS[f[1]!] ?? f[1], // visitType
    VISIT_STATE_WORDS[visitState(f[2], inAt, outAt)], // state
    f[3], // firstName
    f[4], // lastName
    f[5], // email
    f[6], // company
    f[7], // hostName
    f[8], // meetingReference
    f[9], // carReg
    f[10], // reasonForVisit
    inAt == null ? null : stampSerialTime(inAt), // checkIn
    outAt == null ? null : stampSerialTime(outAt), // checkOut
    flagCell(f[13] === 't'), // manualCheckout
    f[14], // depotBadgeNum
    f[15] == null ? null : Number(f[15]), // temperature
    f[16], // depot
    flagCell(f[17] === 't'), // autoCheckout
  ];
}

/** The query of a scope: the depot's days [from, to] as instants in its zone. */
export function reportQuery(s: {
  depot: Depot;
  from: string;
  to: string;
  visitType: VisitorReportType;
  search: string | null;
}): VisitorReportQuery {
  return {
    tenantId: s.depot.tenant.id,
    depotId: s.depot.id,
    start: dayBounds(s.from, s.depot.timeZone).start,
    end: dayBounds(s.to, s.depot.timeZone).end,
    visitType: s.visitType,
    search: s.search,
  };
}

/** The visitors report's export plan (what `exports` writes for it): every row of the scope, as `visitorReportSql`. */
export const visitorExportPlan = (q: VisitorReportQuery): ExportPlan => ({
  sheetName: 'Visitors',
  columns: VISITOR_REPORT_COLUMNS,
  ...visitorReportSql(q),
  cells: visitorExportCells,
});
