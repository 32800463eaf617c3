import { queryText } from '../../core/http/edge';
import { FileAnswer, staffDownload, XLSX_TYPE, type RestRoute } from '../../core/http/rest';
import type { ExportsScope } from '.';
import { parse } from '../../core/command';
import { legacyPartnerRange, PartnerRangeCommand } from '../reports/report.commands';
import {
  DailyVisitReportCommand,
  DateRangeVisitorsCommand,
  legacyDailyVisitReportOf,
  legacyDateRangeVisitorsOf,
} from '../reports/visitor-report.commands';
import { accepted, ExportJobType } from '../../core/jobs/export-job';

/** The report exports (the visitors report's two first, as they were listed beside it), an export's status and its file. */
export const exportRoutes: RestRoute<ExportsScope>[] = [
  {
    auth: 'staff',
    tag: 'Reports',
    method: 'GET',
    path: 'api/daily-visit-report-export',
    status: 202,
    command: DailyVisitReportCommand,
    summary: "Queues the xlsx export of a depot's planned visits of a day: query depot, date (default today); poll api/export-status/{id}",
    run: async (s, actor, { query }) => accepted(await s.exports.dailyVisits(actor, legacyDailyVisitReportOf(query))),
  },
  {
    auth: 'staff',
    tag: 'Reports',
    method: 'POST',
    path: 'api/date-range-visitors-report-export',
    status: 202,
    command: DateRangeVisitorsCommand,
    summary: 'Queues the xlsx export of the date-range visitors report (same body; the page is ignored): poll api/export-status/{id}',
    run: async (s, actor, { body }) => accepted(await s.exports.dateRangeVisitors(actor, legacyDateRangeVisitorsOf(body))),
  },
  {
    method: 'GET',
    path: 'api/daily-partner-report-export/:depotId',
    auth: 'staff',
    tag: 'Reports',
    status: 202,
    summary: "Queues the xlsx export of a depot's daily partner report (query date=yyyy-MM-dd, default today): poll api/export-status/{id}",
    run: async (s, actor, { params, query }) => accepted(await s.exports.daily(actor, params.depotId, queryText(query, 'date'))),
  },
  {
    method: 'POST',
    path: 'api/date-range-partners-report-export',
    auth: 'staff',
    tag: 'Reports',
    status: 202,
    summary: 'Queues the xlsx export of the date-range partner report: depot, dateFrom, dateTo required',
    command: PartnerRangeCommand,
    run: async (s, actor, { body }) =>
      accepted(
        await s.exports.dateRange(actor, parse(PartnerRangeCommand, legacyPartnerRange.decode(body), legacyPartnerRange.names(body))),
      ),
  },
  {
    method: 'GET',
    path: 'api/export-status/:id',
    auth: 'staff',
    tag: 'Reports',
    summary: 'An export: status, file name, rows, download path once DONE',
    run: async (s, actor, { params }) => {
      const t = ExportJobType.from(await s.exports.find(actor, params.id));
      return { ...t, exportId: t.id };
    },
  },
  staffDownload(
    { path: 'api/exports/:id/download', tag: 'Reports', summary: 'The finished xlsx (attachment named with its timestamp)' },
    async (s, actor, { params }) => {
      const f = await s.exports.download(actor, params.id);
      return new FileAnswer(f.fileName, XLSX_TYPE, f.stream);
    },
  ),
];
