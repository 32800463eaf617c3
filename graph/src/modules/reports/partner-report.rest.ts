import type { RestRoute } from '../../core/http/rest';
import type { ReportsScope } from '.';
import { parse } from '../../core/command';
import { SearchCommand } from './visitor-report.commands';
import { legacyPartnerRange, PartnerRangeCommand } from './report.commands';

export const partnerReportRoutes: RestRoute<ReportsScope>[] = [
  {
    method: 'GET',
    path: 'api/daily-partner-report/:depotId/:date',
    scopes: ['READ_REPORTS'],
    auth: 'staff',
    tag: 'Reports',
    summary: "Partner attendances of a depot's day (yyyy-MM-dd, in the depot's zone); query search (work id or name)",
    run: (s, actor, { params, query }) =>
      s.partnerReports.daily(actor, params.depotId, params.date, parse(SearchCommand, { search: query.search }).search),
  },
  {
    method: 'POST',
    path: 'api/date-range-partners-report',
    reads: true,
    scopes: ['READ_REPORTS'],
    auth: 'staff',
    tag: 'Reports',
    summary:
      'Partner attendances over a date range: depot, dateFrom, dateTo required (at most 93 days); optional workId, search (work id or name)',
    command: PartnerRangeCommand,
    run: (s, actor, { body }) =>
      s.partnerReports.dateRange(actor, parse(PartnerRangeCommand, legacyPartnerRange.decode(body), legacyPartnerRange.names(body))),
  },
];
