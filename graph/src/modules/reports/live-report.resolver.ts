import { Arg, Authorized, Ctx, ID, Query, Resolver } from 'type-graphql';
import { scope } from '../../core/auth/api-scopes';
import type { ReportsContext } from '.';
import { parse } from '../../core/command';
import { LiveReportCommand } from './report.commands';
import { LiveReportType } from './live-report.type';

@Resolver()
export class LiveReportResolver {
  @Authorized(scope('READ_ATTENDANCE'))
  @Query(() => LiveReportType, {
    description: 'Everyone present at a depot during a day (visitType All, Planned, Unplanned, Regular or Partner).',
  })
  async liveReport(
    @Arg('depotId', () => ID, { description: "The depot's id (of the caller's tenant; a DepotManager's own depot)." }) depotId: string,
    @Arg('visitType', {
      description: 'All (default), Planned, Unplanned, Regular or Partner; anything else answers BAD_USER_INPUT.',
      defaultValue: 'All',
    })
    visitType: string,
    @Arg('date', () => String, {
      description: "The depot's local day, yyyy-MM-dd; default today in the depot's time zone.",
      nullable: true,
    })
    date: string | null,
    @Arg('attendee', () => String, { nullable: true, description: 'Only attendees whose name contains this (any case)' })
    attendee: string | null,
    @Ctx() { services, actor }: ReportsContext,
  ) {
    return LiveReportType.from(await services.liveReport.report(actor, parse(LiveReportCommand, { depotId, visitType, date, attendee })));
  }
}
