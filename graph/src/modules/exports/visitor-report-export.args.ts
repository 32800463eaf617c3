import { argsFrom } from '../../core/graphql/input-type';
import { DailyVisitReportCommand } from '../reports/visitor-report.commands';

/* The daily visits export's arguments, built from the report's command (issue 42): its depot and day (no page). */
export const ExportDailyVisitReportArgs = argsFrom('ExportDailyVisitReportArgs', DailyVisitReportCommand, { pick: ['depotId', 'date'] });
export type ExportDailyVisitReportArgs = InstanceType<typeof ExportDailyVisitReportArgs>;
