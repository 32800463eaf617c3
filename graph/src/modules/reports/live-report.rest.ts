import type { RestRoute } from '../../core/http/rest';
import type { ReportsScope } from '.';
import { parse } from '../../core/command';
import { legacyLiveReport, LiveReportCommand } from './report.commands';
import { LiveReportType } from './live-report.type';

export const liveReportRoutes: RestRoute<ReportsScope>[] = [
  {
    method: 'POST',
    path: 'api/live-visit-report',
    reads: true,
    scopes: ['READ_ATTENDANCE'],
    auth: 'staff',
    tag: 'Reports',
    summary:
      'The live grid rows: visitType (All, Planned, Unplanned, Regular, Partner), depot, date (yyyy-MM-dd, default today), attendee (a name, contains)',
    command: LiveReportCommand,
    run: async (s, actor, { body }) =>
      LiveReportType.rest(
        await s.liveReport.report(actor, parse(LiveReportCommand, legacyLiveReport.decode(body), legacyLiveReport.names(body))),
      ),
  },
  {
    method: 'POST',
    path: 'api/live-regular-visits',
    reads: true,
    auth: 'staff',
    tag: 'Reports',
    summary: 'The live grid rows of regular visitors: depot, date',
    run: async (s, actor, { body }) =>
      LiveReportType.rest(
        await s.liveReport.report(
          actor,
          parse(LiveReportCommand, { ...legacyLiveReport.decode(body), visitType: 'Regular' }, legacyLiveReport.names(body)),
        ),
      ),
  },
  {
    method: 'GET',
    path: 'api/list-attendees/:depotId/:date/:visitType',
    scopes: ['READ_ATTENDANCE'],
    auth: 'staff',
    tag: 'Reports',
    summary:
      "Everyone present at a depot during one of its days: depotId, date (yyyy-MM-dd or 'today'), visitType (All, Planned, Unplanned, Regular, Partner); the live report's rows ('No Attendees Available' when none)",
    run: async (s, actor, { params }) =>
      LiveReportType.rest(
        await s.liveReport.report(
          actor,
          parse(LiveReportCommand, {
            depotId: params.depotId,
            visitType: params.visitType,
            date: params.date,
          }),
        ),
      ),
  },
];
