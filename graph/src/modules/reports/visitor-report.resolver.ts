import { Arg, Authorized, Ctx, ID, Int, Query, Resolver } from 'type-graphql';
import { scope } from '../../core/auth/api-scopes';
import type { ReportsContext } from '.';
import { parse } from '../../core/command';
import { DailyVisitReportCommand, DateRangeVisitorsCommand, VisitorsSummaryCommand } from './visitor-report.commands';
import { DateRangeVisitorsReportInput, VisitorsSummaryType, VisitPageType } from './visitor-report.type';

@Resolver()
export class VisitorReportResolver {
  @Authorized(scope('READ_REPORTS'))
  @Query(() => VisitPageType, {
    description: "Planned visits of a depot on a day (default today in the depot's zone), 5 a page (api/daily-visit-report).",
  })
  async dailyVisitReport(
    @Arg('depotId', () => ID, { description: "The depot's id." }) depotId: string,
    @Arg('date', () => String, {
      description: "The depot's local day, yyyy-MM-dd; default today in the depot's time zone.",
      nullable: true,
    })
    date: string | null,
    @Arg('page', () => Int, { description: 'Page number from 1 (default 1), 5 rows a page.', nullable: true, defaultValue: 1 })
    page: number | null,
    @Ctx() { services, actor }: ReportsContext,
  ) {
    return VisitPageType.from(await services.visitorReports.daily(actor, parse(DailyVisitReportCommand, { depotId, date, page })));
  }

  @Authorized(scope('READ_REPORTS'))
  @Query(() => VisitPageType, { description: 'Visitors of every kind by date range (api/date-range-visitors-report).' })
  async dateRangeVisitorsReport(
    @Arg('input', () => DateRangeVisitorsReportInput, { description: 'The depot, days, page and filters.' })
    input: DateRangeVisitorsReportInput,
    @Ctx() { services, actor }: ReportsContext,
  ) {
    return VisitPageType.from(await services.visitorReports.dateRange(actor, parse(DateRangeVisitorsCommand, { ...input })));
  }

  @Authorized(scope('READ_REPORTS'))
  @Query(() => VisitorsSummaryType, { description: 'Visits per day by kind and check-ins per hour for the range (the chart).' })
  async visitorsSummary(
    @Arg('depotId', () => ID, { description: "The depot's id." }) depotId: string,
    @Arg('dateFrom', { description: "First day, yyyy-MM-dd, in the depot's time zone." }) dateFrom: string,
    @Arg('dateTo', { description: 'Last day, yyyy-MM-dd (inclusive; at most 93 days after dateFrom).' }) dateTo: string,
    @Ctx() { services, actor }: ReportsContext,
  ) {
    return VisitorsSummaryType.from(
      await services.visitorReports.summary(actor, parse(VisitorsSummaryCommand, { depotId, dateFrom, dateTo })),
    );
  }
}
