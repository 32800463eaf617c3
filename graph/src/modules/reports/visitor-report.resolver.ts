import { Arg, Args, Authorized, Ctx, Query, Resolver } from 'type-graphql';
import { scope } from '../../core/auth/api-scopes';
import type { ReportsContext } from '.';
import { DailyVisitReportArgs, VisitorsSummaryArgs } from './report.args';
import { DateRangeVisitorsReportInput, VisitorsSummaryType, VisitPageType } from './visitor-report.type';

@Resolver()
export class VisitorReportResolver {
  @Authorized(scope('READ_REPORTS'))
  @Query(() => VisitPageType, {
    description: "Planned visits of a depot on a day (default today in the depot's zone), 5 a page (api/daily-visit-report).",
  })
  async dailyVisitReport(@Args(() => DailyVisitReportArgs) args: DailyVisitReportArgs, @Ctx() { services, actor }: ReportsContext) {
    return VisitPageType.from(await services.visitorReports.daily(actor, DailyVisitReportArgs.parse(args)));
  }

  @Authorized(scope('READ_REPORTS'))
  @Query(() => VisitPageType, { description: 'Visitors of every kind by date range (api/date-range-visitors-report).' })
  async dateRangeVisitorsReport(
    @Arg('input', () => DateRangeVisitorsReportInput, { description: 'The depot, days, page and filters.' })
    input: DateRangeVisitorsReportInput,
    @Ctx() { services, actor }: ReportsContext,
  ) {
    return VisitPageType.from(await services.visitorReports.dateRange(actor, DateRangeVisitorsReportInput.parse(input)));
  }

  @Authorized(scope('READ_REPORTS'))
  @Query(() => VisitorsSummaryType, { description: 'Visits per day by kind and check-ins per hour for the range (the chart).' })
  async visitorsSummary(@Args(() => VisitorsSummaryArgs) args: VisitorsSummaryArgs, @Ctx() { services, actor }: ReportsContext) {
    return VisitorsSummaryType.from(await services.visitorReports.summary(actor, VisitorsSummaryArgs.parse(args)));
  }
}
