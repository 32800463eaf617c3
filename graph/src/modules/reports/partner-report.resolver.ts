import { Arg, Args, Authorized, Ctx, ID, Query, Resolver } from 'type-graphql';
import { scope } from '../../core/auth/api-scopes';
import type { ReportsContext } from '.';
import { PartnerSearchArgs } from './report.args';
import { DateRangePartnerReportInput, PartnerReportType } from './partner-report.type';

@Resolver()
export class PartnerReportResolver {
  @Authorized(scope('READ_REPORTS'))
  @Query(() => PartnerReportType, {
    description: "A depot's partner attendances on one of its days (yyyy-MM-dd; default today in the depot's zone).",
  })
  async dailyPartnerReport(
    @Arg('depotId', () => ID, { description: "The depot's id." }) depotId: string,
    @Arg('date', () => String, {
      description: "The depot's local day, yyyy-MM-dd; default today in the depot's time zone.",
      nullable: true,
    })
    date: string | null,
    @Args(() => PartnerSearchArgs) args: PartnerSearchArgs,
    @Ctx() { services, actor }: ReportsContext,
  ) {
    return PartnerReportType.from(await services.partnerReports.daily(actor, depotId, date, PartnerSearchArgs.parse(args).search));
  }

  @Authorized(scope('READ_REPORTS'))
  @Query(() => PartnerReportType, { description: 'Partner attendances of a depot over a date range (at most 93 days).' })
  async dateRangePartnerReport(
    @Arg('input', () => DateRangePartnerReportInput, { description: 'The depot, the days and optional filters.' })
    input: DateRangePartnerReportInput,
    @Ctx() { services, actor }: ReportsContext,
  ) {
    return PartnerReportType.from(await services.partnerReports.dateRange(actor, DateRangePartnerReportInput.parse(input)));
  }
}
