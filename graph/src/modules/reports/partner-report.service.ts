import type { Deps } from '../../core/deps';
import type { Actor } from '../../core/auth/actor';
import { badInput } from '../../core/errors';
import { localDay, toIsoDay } from '../../core/time';
import type { PartnerRangeCommand } from './report.commands';
import { Messages } from '../../contracts/messages';
import type { Depot } from '../depots/depot.entity';
import { Partner } from '../attendance/partner.entity';
import { partnerReportPage, type PartnerReportRow } from './partner-report.query';
import { visibleDepot } from '../depots/depot.policy';

export { MAX_RANGE_DAYS } from './report-limits';
/** Rows a report answers with on screen (the export has no cap). */
export const MAX_REPORT_ROWS = 10_000;

export interface PartnerReport {
  depotId: string;
  dateFrom: string;
  dateTo: string;
  rows: PartnerReportRow[];
  /** The spec's empty-state text when there are no rows. */
  message: string | null;
  truncated: boolean;
}

/** A day as yyyy-MM-dd, from yyyy-MM-dd, dd-MM-yyyy or dd/MM/yyyy (an ISO timestamp keeps its date part). */
export function parseDay(v: unknown, label: string): string {
  const day = toIsoDay(v);
  if (!day) throw badInput(`${label} must be a date (yyyy-MM-dd)`, { [label]: [`${label} must be a date (yyyy-MM-dd)`] });
  return day;
}

export interface ReportRange {
  depot: Depot;
  from: string;
  to: string;
  workId?: string;
  /** Work id or name (contains, any case). */ search?: string;
}

/** Partner reports (spec 2.4, 7): the daily report of a depot's day and the date-range report. */
export class PartnerReportService {
  constructor(
    private readonly d: Deps,
    /** The need of this feature's manifest (index.ts): the depots the actor may see. */
  ) {}

  /** GET api/daily-partner-report/{depotId}/{date}: the depot's day in its own zone (date defaults to today there). */
  async daily(actor: Actor, depotId: string, date?: string | null, search?: string | null): Promise<PartnerReport> {
    const range = { ...(await this.dailyRange(actor, depotId, date)), search: search || undefined };
    const today = localDay(this.d.clock.now(), range.depot.timeZone);
    if (range.search) return this.run(range, Messages.noClockedInFor(range.search));
    return this.run(range, range.from === today ? Messages.noPartnersToday : Messages.noPartnersClockedIn);
  }

  /** POST api/date-range-partners-report: depot, dateFrom and dateTo required (spec 5); optional workId. */
  async dateRange(actor: Actor, cmd: PartnerRangeCommand): Promise<PartnerReport> {
    const range = await this.dateRangeOf(actor, cmd);
    let empty: string = Messages.noPartnersClockedIn;
    if (range.workId) {
      const partner = await this.d.em.findOne(Partner, { workId: range.workId, tenant: range.depot.tenant.id }, { filters: false });
      empty = Messages.noClockedInFor(partner?.name ?? range.workId);
    } else if (range.search) empty = Messages.noClockedInFor(range.search);
    return this.run(range, empty);
  }

  async dailyRange(actor: Actor, depotId: string, date?: string | null): Promise<ReportRange> {
    const depot = await visibleDepot(this.d.em, actor, depotId);
    const day = date === undefined || date === null || date === '' ? localDay(this.d.clock.now(), depot.timeZone) : parseDay(date, 'date');
    return { depot, from: day, to: day };
  }

  /** The scope of a date-range report or export (the command has checked the range's shape). */
  async dateRangeOf(actor: Actor, { depotId, dateFrom, dateTo, workId, search }: PartnerRangeCommand): Promise<ReportRange> {
    const depot = await visibleDepot(this.d.em, actor, depotId);
    return { depot, from: dateFrom, to: dateTo, workId: workId || undefined, search: search || undefined };
  }

  private async run(r: ReportRange, empty: string): Promise<PartnerReport> {
    const page = await partnerReportPage(
      this.d.em,
      { tenantId: r.depot.tenant.id, depotId: r.depot.id, from: r.from, to: r.to, workId: r.workId, search: r.search },
      MAX_REPORT_ROWS + 1,
    );
    const truncated = page.rows.length > MAX_REPORT_ROWS;
    const rows = page.rows.slice(0, MAX_REPORT_ROWS);
    return { depotId: r.depot.id, dateFrom: r.from, dateTo: r.to, rows, message: rows.length ? null : empty, truncated };
  }
}
