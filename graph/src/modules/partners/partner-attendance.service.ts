import type { Deps } from '../../core/deps';
import type { Actor } from '../../core/auth/actor';
import { Attendance, AttendanceKind } from '../attendance/attendance.entity';
import { depotScope } from '../depots/depot.policy';
import { pagesOf, VISIT_PAGE_SIZE } from '../../core/command';
import { totalHours } from './total-hours';
import type { PartnerAttendancesCommand } from './partner-attendance.commands';
import type { PartnerService } from './partner.service';

export interface PartnerAttendanceRow {
  attendanceId: string;
  depotCode: string;
  checkInTime: Date;
  checkOutTime: Date | null;
  depotBadgeNum: string | null;
  temperature: number | null;
  /** Decimal hours by the spec 9 rule (two places); null while clocked in. */
  totalHours: string | null;
}
export interface PartnerAttendancePage {
  items: PartnerAttendanceRow[];
  total: number;
  page: number;
  pageSize: number;
  pages: number;
}

/** A partner's attendance history (the partner detail), newest first, 5 a page, at the depots the actor may see. */
export class PartnerAttendanceService {
  constructor(
    private readonly d: Deps,
    private readonly partners: Pick<PartnerService, 'get'>,
  ) {}

  async history(actor: Actor, cmd: PartnerAttendancesCommand): Promise<PartnerAttendancePage> {
    const partner = await this.partners.get(actor, cmd.partnerId);
    const [rows, total] = await this.d.em.findAndCount(
      Attendance,
      {
        $and: [{ tenant: partner.tenant.id, kind: AttendanceKind.Partner, partner: partner.id }, { depot: depotScope(actor) }],
      },
      {
        populate: ['depot', 'badge'],
        orderBy: { checkedInAt: 'desc', id: 'desc' },
        limit: VISIT_PAGE_SIZE,
        offset: (cmd.page - 1) * VISIT_PAGE_SIZE,
      },
    );
    const shiftStart = partner.shift?.startTime ?? null;
    const items = rows.map((a): PartnerAttendanceRow => {
      const hours = totalHours({
        clockIn: a.checkedInAt,
        clockOut: a.checkedOutAt ?? null,
        localDate: a.localDate,
        shiftStart,
        zone: a.depot.timeZone,
      });
      return {
        attendanceId: a.id,
        depotCode: a.depot.code,
        checkInTime: a.checkedInAt,
        checkOutTime: a.checkedOutAt ?? null,
        depotBadgeNum: a.badge?.number ?? null,
        temperature: a.temperature === null || a.temperature === undefined ? null : Number(a.temperature),
        totalHours: hours === null ? null : hours.toFixed(2),
      };
    });
    return { items, total, page: cmd.page, pageSize: VISIT_PAGE_SIZE, pages: pagesOf(total, VISIT_PAGE_SIZE) };
  }
}
