import type { RestRoute } from './core/http/rest';
import type { Services } from './services';
import { userRoutes } from './modules/users/user.rest';
import { tenantRoutes } from './modules/tenant-admin/tenant.rest';
import { representativeRoutes } from './modules/tenant-admin/representative.rest';
import { depotRoutes } from './modules/depots/depot.rest';
import { managerRoutes } from './modules/managers/manager.rest';
import { visitKioskRoutes } from './modules/visits/visit-kiosk.rest';
import { badgeRoutes } from './modules/badges/badge.rest';

import { shiftRoutes } from './modules/shifts/shift.rest';
import { roleRoutes } from './modules/roles/role.rest';
import { partnerRoutes } from './modules/partners/partner.rest';
import { partnerKioskRoutes } from './modules/partners/partner-kiosk.rest';
import { importRoutes } from './modules/imports/import.rest';
import { partnerReportRoutes } from './modules/reports/partner-report.rest';
import { exportRoutes } from './modules/exports/export.rest';
import { bookingRoutes } from './modules/visits/booking.rest';
import { regularVisitorRoutes } from './modules/regular-visitors/regular-visitor.rest';
import { liveReportRoutes } from './modules/reports/live-report.rest';
import { visitorReportRoutes } from './modules/reports/visitor-report.rest';

/** The REST shim's table: every api/* path of the spec, module by module. */
export const routes: RestRoute<Services>[] = [
  ...userRoutes,
  ...tenantRoutes,
  ...representativeRoutes,
  ...depotRoutes,
  ...managerRoutes,
  ...visitKioskRoutes,
  ...badgeRoutes,
  ...shiftRoutes,
  ...roleRoutes,
  ...partnerRoutes,
  ...partnerKioskRoutes,
  ...importRoutes,
  ...partnerReportRoutes,
  ...exportRoutes,
  ...bookingRoutes,
  ...regularVisitorRoutes,
  ...liveReportRoutes,
  ...visitorReportRoutes,
];
