import { feature, type ContextOf } from '../../core/feature';
import { AuditResolver } from './audit.resolver';
import { AuditService } from './audit.service';

/**
 * The audit trail (issue 25): written by the database's triggers, read here by a TenantAdmin (its tenant) and a
 * SuperAdmin (every tenant). It needs no feature. Its xlsx export is queued by `exports` (exportAuditTrail), which
 * takes this feature's filter scope and its query and cells (audit-export.query.ts): audit names no export.
 */
export const audit = feature({
  name: 'audit',
  services: { audit: (d) => new AuditService(d) },
  resolvers: [AuditResolver],
});

/** What the feature's resolver sees: its own service and the request's deps, not the whole registry. */
export type AuditContext = ContextOf<typeof audit>;
