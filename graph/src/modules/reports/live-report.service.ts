import type { FilterQuery } from '@mikro-orm/core';
import type { Deps } from '../../core/deps';
import type { Actor } from '../../core/auth/actor';
import { dayBounds, localDay, weekOf } from '../../core/time';
import { containsPattern } from '../../core/command';
import { Messages } from '../../contracts/messages';
import type { LiveReportCommand } from './report.commands';
import { Attendance, AttendanceKind } from '../attendance/attendance.entity';
import { attendanceRow, type LiveRow } from '../attendance/attendance-row';
import type { VisitType } from '../attendance/visit.entity';
import { presentDuringDay } from './live-report.query';
import { visibleDepot } from '../depots/depot.policy';

export { LIVE_VISIT_TYPES, type LiveVisitType } from './report-limits';

export type { LiveRow };
export interface LiveReport {
  date: string;
  weekFrom: string;
  weekTo: string;
  timeZone: string;
  currentTime: Date;
  rows: LiveRow[];
  message: string | null;
  /** The depot's attendanceChanged number when the rows were read (null when it could not be read). */
  seq: number | null;
}

/**
 * The live VisIT report (spec 2.4, 9): everyone present at a depot during one of its days (in its zone),
 * visitors and partners; the grid's 30-minute slots are drawn from these rows, and attendanceChanged keeps
 * the screen current.
 */
export class LiveReportService {
  constructor(
    private readonly d: Deps,
    /** The need of this feature's manifest (index.ts): the depots the actor may see. */
  ) {}

  async report(actor: Actor, { depotId, visitType, date: day, attendee }: LiveReportCommand): Promise<LiveReport> {
    const depot = await visibleDepot(this.d.em, actor, depotId);
    const zone = depot.timeZone;
    const now = this.d.clock.now();
    const date = day ?? localDay(now, zone);
    const { start, end } = dayBounds(date, zone);
    // The depot's event number before the rows: an event numbered after it may be missing from them (issue 28).
    const seq = await this.d.events.sequence('attendanceChanged', depot.id);
    const kind: FilterQuery<Attendance> =
      visitType === 'Partner'
        ? { kind: AttendanceKind.Partner }
        : visitType === 'All'
          ? {}
          : { kind: AttendanceKind.Visitor, visit: { visitType: visitType as VisitType } };
    // The day's attendances by the indexes that bound it (issue 41: the depot's whole history was read), then their rows.
    const ids = await presentDuringDay(this.d.em, { tenantId: depot.tenant.id, depotId: depot.id, day: date, start, end });
    const where: FilterQuery<Attendance> = { $and: [{ id: { $in: ids }, tenant: depot.tenant.id, depot: depot.id }, kind] };
    if (attendee) {
      // the attendee filter of api/live-visit-report: a visitor's or a partner's name, contains, any case
      const like = containsPattern(attendee);
      (where.$and as FilterQuery<Attendance>[]).push({
        $or: [
          { partner: { name: { $ilike: like } } },
          { attendee: { $or: [{ firstName: { $ilike: like } }, { lastName: { $ilike: like } }] } },
        ],
      });
    }
    const found = !ids.length
      ? []
      : await this.d.em.find(Attendance, where, {
          populate: ['attendee', 'partner', 'visit'],
          orderBy: { checkedInAt: 'asc', id: 'asc' },
          filters: false,
        });
    const rows = found.map((a) => attendanceRow(a, zone));
    const week = weekOf(date);
    return {
      date,
      weekFrom: week.from,
      weekTo: week.to,
      timeZone: zone,
      currentTime: now,
      rows,
      message: rows.length ? null : Messages.noAttendees,
      seq,
    };
  }
}
