import { Arg, Args, Authorized, Ctx, Mutation, Resolver } from 'type-graphql';
import type { ExportsContext } from '.';
import { ExportJobType } from '../../core/jobs/export-job';
import { DateRangeVisitorsReportInput } from '../reports/visitor-report.type';
import { ExportDailyVisitReportArgs } from './visitor-report-export.args';

/**
 * The visitors report's xlsx exports, queued here, in `exports`, not by `reports` (which sits below it in the module
 * order): reports hands over the report's scope and its query and cells. Its own class, loaded right after
 * VisitorReportResolver (schema-order.ts), so the mutations keep their place in the schema.
 */
@Resolver()
export class VisitorReportExportResolver {
  @Authorized()
  @Mutation(() => ExportJobType, {
    description: "Queues an xlsx export of the daily planned visits (the worker streams it); message 'Please export the file now.'",
  })
  async exportDailyVisitReport(
    @Args(() => ExportDailyVisitReportArgs) args: ExportDailyVisitReportArgs,
    @Ctx() { services, actor }: ExportsContext,
  ) {
    return ExportJobType.from(await services.exports.dailyVisits(actor, ExportDailyVisitReportArgs.parse(args)));
  }

  @Authorized()
  @Mutation(() => ExportJobType, {
    description: 'Queues an xlsx export of the date-range visitors report (page ignored; search and visitType honoured).',
  })
  async exportDateRangeVisitorsReport(
    @Arg('input', () => DateRangeVisitorsReportInput, { description: 'The depot, days and filters (page ignored).' })
    input: DateRangeVisitorsReportInput,
    @Ctx() { services, actor }: ExportsContext,
  ) {
    return ExportJobType.from(await services.exports.dateRangeVisitors(actor, DateRangeVisitorsReportInput.parse(input)));
  }
}
