import { argsFrom } from '../../core/graphql/input-type';
import { LiveReportCommand } from './report.commands';
import { DailyVisitReportCommand, SearchCommand, VisitorsSummaryCommand } from './visitor-report.commands';

/* The reports' arguments, built from their commands (issue 42): declared once, in the command. */
export const LiveReportArgs = argsFrom('LiveReportArgs', LiveReportCommand, { fields: { visitType: { defaultValue: 'All' } } });
export type LiveReportArgs = InstanceType<typeof LiveReportArgs>;
export const DailyVisitReportArgs = argsFrom('DailyVisitReportArgs', DailyVisitReportCommand, { fields: { page: { defaultValue: 1 } } });
export type DailyVisitReportArgs = InstanceType<typeof DailyVisitReportArgs>;
export const VisitorsSummaryArgs = argsFrom('VisitorsSummaryArgs', VisitorsSummaryCommand);
export type VisitorsSummaryArgs = InstanceType<typeof VisitorsSummaryArgs>;
/** The daily partner report's search (its depot and day go to the service as they are). */
export const PartnerSearchArgs = argsFrom('PartnerSearchArgs', SearchCommand);
export type PartnerSearchArgs = InstanceType<typeof PartnerSearchArgs>;
