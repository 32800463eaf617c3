import type { Deps } from '../../core/deps';
import type { Actor } from '../../core/auth/actor';
import { dayBounds, daysBetween, localDay, localHour } from '../../core/time';
import { Messages } from '../../contracts/messages';
import type { Depot } from '../depots/depot.entity';
import type { BookingService, BookedVisitView } from '../visits/booking.service';
import { Visit, VisitType } from '../attendance/visit.entity';
import { pagesOf, VISIT_PAGE_SIZE } from '../../core/command';
import {
  type DailyVisitReportCommand,
  type DateRangeVisitorsCommand,
  type VisitorReportType,
  type VisitorsSummaryCommand,
} from './visitor-report.commands';
import { reportQuery, visitorReportPage } from './visitor-report.query';
import { visibleDepot } from '../depots/depot.policy';

/** A page of visits (spec 9: 5 a page, pages = ceil(total / 5)) with the spec 8.3 empty-state text. */
export interface VisitPage {
  items: BookedVisitView[];
  total: number;
  page: number;
  pageSize: number;
  pages: number;
  message: string | null;
}

export interface VisitsPerDay {
  date: string;
  planned: number;
  unplanned: number;
  regular: number;
}
export interface VisitorsSummary {
  timeZone: string;
  days: VisitsPerDay[];
  hours: { hour: number; count: number }[];
}

/** What a visitors report (or its export) covers: a depot's days [from, to] in its zone, a kind, a search. */
export interface VisitorReportScope {
  depot: Depot;
  from: string;
  to: string;
  visitType: VisitorReportType;
  search: string | null;
}

/** A 15-minute slot: every zone's offset is a whole number of quarter hours, so a slot lies in one local day and hour. */
const SLOT_SQL = (col: string) => `to_timestamp(floor(extract(epoch from ${col}) / 900) * 900)`;

/**
 * The chart's visitor check-ins per 15 minutes (tenant, depot, start, end, first day, last day). The sign-in day
 * (`local_date`, the depot's zone) bounds the range read through `attendance_depot_day_idx`, two days wider on each side
 * (a depot whose zone changed since): without it the index was read over the depot's whole history (issue 41).
 */
export const CHART_CHECK_INS_SQL = `select ${SLOT_SQL('checked_in_at')} as slot, count(*)::int as n from attendance
  where tenant_id = ? and depot_id = ? and kind = 'Visitor' and checked_in_at >= ? and checked_in_at < ?
    and local_date between ?::date - 2 and ?::date + 2 group by 1`;

/**
 * The visitors report (spec 2.4, 7, 8.3, 9): planned visits of a depot's day, visitors of every kind by date
 * range with paging and search, and the chart's figures. Days and hours are the depot's own (core/time).
 */
export class VisitorReportService {
  constructor(
    private readonly d: Deps,
    /** The needs of this feature's manifest (index.ts): the depots the actor may see, and a booked visit's state. */
    private readonly bookings: Pick<BookingService, 'withState'>,
  ) {}

  /** dailyVisitReport / GET api/daily-visit-report: the planned visits of a depot's day (default today there), 5 a page. */
  async daily(actor: Actor, cmd: DailyVisitReportCommand): Promise<VisitPage> {
    const scope = await this.dailyScope(actor, cmd);
    const today = localDay(this.d.clock.now(), scope.depot.timeZone);
    return this.page(scope, cmd.page, scope.from === today ? Messages.noPlannedVisitorsToday : Messages.noVisitorsForDates);
  }

  /** dateRangeVisitorsReport / POST api/date-range-visitors-report: every kind, search, 5 a page. */
  async dateRange(actor: Actor, cmd: DateRangeVisitorsCommand): Promise<VisitPage> {
    return this.page(await this.rangeScope(actor, cmd), cmd.page, Messages.noVisitorsForDates);
  }

  /** The chart: visits per day by kind (cancelled ones left out) and visitor check-ins per hour of the depot's clock. */
  async summary(actor: Actor, cmd: VisitorsSummaryCommand): Promise<VisitorsSummary> {
    const depot = await visibleDepot(this.d.em, actor, cmd.depotId);
    const zone = depot.timeZone;
    const start = dayBounds(cmd.dateFrom, zone).start;
    const end = dayBounds(cmd.dateTo, zone).end;
    const conn = this.d.em.getConnection();
    const visits: { slot: Date; visit_type: string; n: number }[] = await conn.execute(
      `select ${SLOT_SQL('date_of_visit')} as slot, visit_type, count(*)::int as n from visit
        where tenant_id = ? and depot_id = ? and date_of_visit >= ? and date_of_visit < ? and cancelled_at is null group by 1, 2`,
      [depot.tenant.id, depot.id, start, end],
    );
    const checkIns: { slot: Date; n: number }[] = await conn.execute(CHART_CHECK_INS_SQL, [
      depot.tenant.id,
      depot.id,
      start,
      end,
      cmd.dateFrom,
      cmd.dateTo,
    ]);
    const days = new Map(daysBetween(cmd.dateFrom, cmd.dateTo).map((date) => [date, { date, planned: 0, unplanned: 0, regular: 0 }]));
    for (const v of visits) {
      const day = days.get(localDay(new Date(v.slot), zone));
      if (!day) continue;
      if (v.visit_type === VisitType.Planned) day.planned += v.n;
      else if (v.visit_type === VisitType.Unplanned) day.unplanned += v.n;
      else if (v.visit_type === VisitType.Regular) day.regular += v.n;
    }
    const hours = Array.from({ length: 24 }, (_, hour) => ({ hour, count: 0 }));
    for (const c of checkIns) hours[localHour(new Date(c.slot), zone)].count += c.n;
    return { timeZone: zone, days: [...days.values()], hours };
  }

  /** The daily report's scope (its export's too): Planned visits of one day. */
  async dailyScope(actor: Actor, cmd: Pick<DailyVisitReportCommand, 'depotId' | 'date'>): Promise<VisitorReportScope> {
    const depot = await visibleDepot(this.d.em, actor, cmd.depotId);
    const day = cmd.date ?? localDay(this.d.clock.now(), depot.timeZone);
    return { depot, from: day, to: day, visitType: 'Planned', search: null };
  }

  /** The date-range report's scope (its export's too). */
  async rangeScope(actor: Actor, cmd: Omit<DateRangeVisitorsCommand, 'page'>): Promise<VisitorReportScope> {
    const depot = await visibleDepot(this.d.em, actor, cmd.depotId);
    return { depot, from: cmd.dateFrom, to: cmd.dateTo, visitType: cmd.visitType, search: cmd.search ?? null };
  }

  private async page(scope: VisitorReportScope, page: number, empty: string): Promise<VisitPage> {
    const { ids, total } = await visitorReportPage(this.d.em, reportQuery(scope), VISIT_PAGE_SIZE, (page - 1) * VISIT_PAGE_SIZE);
    const visits = ids.length
      ? await this.d.em.find(
          Visit,
          { id: { $in: ids }, tenant: scope.depot.tenant.id },
          { populate: ['attendee', 'depot', 'regularVisitor'] },
        )
      : [];
    const byId = new Map(visits.map((v) => [v.id, v]));
    const items = await this.bookings.withState(ids.map((id) => byId.get(id)!).filter(Boolean));
    let message: string | null = null;
    if (total === 0) {
      const any = await this.d.em.count(Visit, { tenant: scope.depot.tenant.id, depot: scope.depot.id });
      message = any === 0 ? Messages.noVisitorsYet : empty;
    }
    return { items, total, page, pageSize: VISIT_PAGE_SIZE, pages: pagesOf(total, VISIT_PAGE_SIZE), message };
  }
}
