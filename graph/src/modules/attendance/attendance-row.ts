import type { AttendanceRowSnapshot } from '../../contracts/topics';
import { localDay, localTime, type Zone } from '../../core/time';
import { type Attendance, AttendanceKind } from './attendance.entity';

/** The display name of whoever an attendance is of. */
export const attendanceName = (a: Attendance) =>
  a.partner ? a.partner.name : `${a.attendee?.firstName ?? ''} ${a.attendee?.lastName ?? ''}`.trim();
/** Visitors: the visit's type (Planned, Regular, Unplanned); partners: Partner. */
export const attendanceVisitType = (a: Attendance) => (a.kind === AttendanceKind.Partner ? 'Partner' : (a.visit?.visitType ?? 'Visitor'));

/**
 * An attendance as the live views show it (spec 3 Live report row): times as instants and as HH:mm on the depot's
 * clock. The live report's rows and the live event's row are both made here, so a view that applies an event shows
 * what a reload would.
 */
export interface LiveRow {
  attendanceId: string;
  /** A visitor's attendee id (the one api/view-visitor-questionnaire/{depotCode}/{attendeeId} takes); null for a partner. */
  attendeeId: string | null;
  attendeeName: string;
  visitType: string;
  dateofVisit: string;
  checkIn: Date;
  checkOut: Date | null;
  actualIn: string;
  actualOut: string | null;
}

/** A row from its parts (the walk-in's one statement has no entity to read them from). */
export function liveRow(
  zone: Zone,
  r: { attendanceId: string; attendeeId: string | null; attendeeName: string; visitType: string; checkIn: Date; checkOut: Date | null },
): LiveRow {
  return {
    ...r,
    dateofVisit: localDay(r.checkIn, zone),
    actualIn: localTime(r.checkIn, zone),
    actualOut: r.checkOut ? localTime(r.checkOut, zone) : null,
  };
}

/** An attendance's row (its attendee or partner and visit loaded). */
export const attendanceRow = (a: Attendance, zone: Zone): LiveRow => ({
  ...liveRow(zone, {
    attendanceId: a.id,
    attendeeId: a.partner ? null : (a.attendee?.id ?? null),
    attendeeName: attendanceName(a),
    visitType: attendanceVisitType(a),
    checkIn: a.checkedInAt,
    checkOut: a.checkedOutAt ?? null,
  }),
  // The day it was recorded on, as the report has always shown it.
  dateofVisit: a.localDate,
});

/** The row as an event carries it (JSON: instants as ISO strings). */
export const rowSnapshot = (r: LiveRow): AttendanceRowSnapshot => ({
  ...r,
  checkIn: r.checkIn.toISOString(),
  checkOut: r.checkOut ? r.checkOut.toISOString() : null,
});
