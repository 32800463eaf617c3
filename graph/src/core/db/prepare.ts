import type { MikroORM } from '@mikro-orm/core';
import { applyAuditPolicy } from './audit-policy';
import { migrate } from './orm';
import { grantServerRole } from './roles';

/**
 * What the role that migrates does at each graph start and at `db-cli migrate`: the migrations, the server's role's
 * rights when the server has a role of its own (`serverRole`, core/db/roles.ts), and the audit trail's retention with
 * its months (audit-policy.ts).
 */
export async function prepareDatabase(owner: MikroORM, auditRetentionDays: number | null, serverRole?: string): Promise<void> {
  await migrate(owner);
  if (serverRole) await grantServerRole(owner, serverRole);
  await applyAuditPolicy(owner, auditRetentionDays);
}
