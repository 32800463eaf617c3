// Before any manifest: their resolvers' and types' decorators read the metadata API (type-graphql).
import 'reflect-metadata';
import './schema-order';
import { kioskDevices } from './modules/kiosk-devices';
import { regularVisitors } from './modules/regular-visitors';
import { tenantAdmin } from './modules/tenant-admin';
import { apiKeys } from './modules/api-keys';
import { mail } from './modules/mail';
import { audit } from './modules/audit';
import { attendees } from './modules/attendees';
import { tenants } from './modules/tenants';
import { roles } from './modules/roles';
import { badges } from './modules/badges';
import { managers } from './modules/managers';
import { agreements } from './modules/agreements';
import { kioskTexts } from './modules/kiosk-texts';
import { reasons } from './modules/reasons';
import { shifts } from './modules/shifts';
import { channels } from './modules/channels';
import { hosts } from './modules/hosts';
import { webhooks } from './modules/webhooks';
import { watchlist } from './modules/watchlist';
import { documents } from './modules/documents';
import { metrics } from './modules/metrics';
import { queueScreen } from './modules/queue-screen';
import { photos } from './modules/photos';
import { approvals } from './modules/approvals';
import { overstay } from './modules/overstay';
import { inductions } from './modules/inductions';
import { evacuationNotices } from './modules/evacuation-notices';
import { imports } from './modules/imports';
import { reports } from './modules/reports';
import { exportsFeature } from './modules/exports';
import { summaries } from './modules/summaries';
import { preArrival } from './modules/pre-arrival';
import { retention } from './modules/retention';
import { presence } from './modules/presence';
import { kioskEntries } from './modules/kiosk-entries';
import { partners } from './modules/partners';
import { depots } from './modules/depots';
import { users } from './modules/users';
import { attendance } from './modules/attendance';
import { auth } from './modules/auth';
import { visits } from './modules/visits';

/**
 * The product: every feature's manifest (core/feature.ts), in the module order (docs/decisions.md "Module folders:
 * the order"): a feature comes after the ones it imports or needs. services.ts, resolvers.ts, routes.ts, entities.ts
 * and jobs.ts are loops over this list; a new feature is its folder and one line here.
 */
export const features = [
  mail,
  audit,
  tenants,
  depots,
  roles,
  users,
  apiKeys,
  attendees,
  agreements,
  kioskTexts,
  managers,
  reasons,
  retention,
  shifts,
  tenantAdmin,
  webhooks,
  channels,
  hosts,
  regularVisitors,
  watchlist,
  documents,
  auth,
  attendance,
  overstay,
  inductions,
  kioskEntries,
  partners,
  preArrival,
  visits,
  approvals,
  badges,
  imports,
  presence,
  evacuationNotices,
  photos,
  reports,
  exportsFeature,
  summaries,
  kioskDevices,
  metrics,
  queueScreen,
] as const;
