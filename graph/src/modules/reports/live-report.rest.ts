import type { RestRoute } from '../../core/http/rest';
import type { Services } from '../../services';
import { LiveReportType } from './live-report.type';

export const liveReportRoutes: RestRoute<Services>[] = [
  { method: 'POST', path: 'api/live-visit-report', auth: 'staff', tag: 'Reports', summary: 'The live grid rows: visitType (All, Planned, Unplanned, Regular, Partner), depot, date (yyyy-MM-dd, default today)',
    run: async (s, actor, { body }) => LiveReportType.from(await s.liveReport.report(actor, body)) },
  { method: 'POST', path: 'api/live-regular-visits', auth: 'staff', tag: 'Reports', summary: 'The live grid rows of regular visitors: depot, date',
    run: async (s, actor, { body }) => LiveReportType.from(await s.liveReport.report(actor, { ...body, visitType: 'Regular' })) },
];
