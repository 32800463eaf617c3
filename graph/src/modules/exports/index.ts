import { feature, need, type ContextOf, type Needed, type Scope } from '../../core/feature';
import type { AuditService } from '../audit/audit.service';
import type { EvacuationService } from '../presence/evacuation.service';
import type { PartnerReportService } from '../reports/partner-report.service';
import type { VisitorReportService } from '../reports/visitor-report.service';
import { AuditExportResolver } from './audit-export.resolver';
import { ExportJob } from './export-job.entity';
import { ExportResolver } from './export.resolver';
import { exportRoutes } from './export.rest';
import { ExportService } from './export.service';
import { VisitorReportExportResolver } from './visitor-report-export.resolver';
import { handleXlsxExport } from './xlsx-export.job';

/** Its services and needs, named (its REST rows' type cannot be read from the manifest that lists them). */
export interface ExportsServices {
  exports: ExportService;
}
const needs = {
  audit: need<AuditService>('audit'),
  partnerReports: need<PartnerReportService>('reports'),
  visitorReports: need<VisitorReportService>('reports'),
  evacuations: need<EvacuationService>('presence'),
};
export type ExportsNeeds = Needed<typeof needs>;

/**
 * Exports (spec 9; issues 23, 25): every xlsx export is queued here (the job and its outbox row in one unit of work)
 * and written by the worker ('xlsx-export', export-runner.ts) from the query and cells of the feature it exports.
 * It sits above those features and needs their scope of what an export covers, checked as on screen: `audit` (the
 * trail's filter as its reader may see it), `reports` (a partner or visitors report's depot and days) and `presence`
 * (an evacuation record).
 */
export const exportsFeature = feature<ExportsServices, ExportsNeeds>({
  name: 'exports',
  needs,
  services: { exports: (d, needs) => new ExportService(d, needs) },
  entities: [ExportJob],
  resolvers: [ExportResolver, AuditExportResolver, VisitorReportExportResolver],
  routes: exportRoutes,
  jobs: { 'xlsx-export': handleXlsxExport },
});

/** What the feature's resolvers see: its own service and its needs, not the whole registry. */
export type ExportsContext = ContextOf<typeof exportsFeature>;
/** What its REST rows see (the scope `feature()` checks them against). */
export type ExportsScope = Scope<ExportsServices & ExportsNeeds>;
