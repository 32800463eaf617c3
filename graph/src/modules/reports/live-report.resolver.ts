import { Args, Authorized, Ctx, Query, Resolver } from 'type-graphql';
import { scope } from '../../core/auth/api-scopes';
import type { ReportsContext } from '.';
import { LiveReportArgs } from './report.args';
import { LiveReportType } from './live-report.type';

@Resolver()
export class LiveReportResolver {
  @Authorized(scope('READ_ATTENDANCE'))
  @Query(() => LiveReportType, {
    description: 'Everyone present at a depot during a day (visitType All, Planned, Unplanned, Regular or Partner).',
  })
  async liveReport(@Args(() => LiveReportArgs) args: LiveReportArgs, @Ctx() { services, actor }: ReportsContext) {
    return LiveReportType.from(await services.liveReport.report(actor, LiveReportArgs.parse(args)));
  }
}
