import type { MikroORM } from '@mikro-orm/core';

/**
 * The audit trail's retention (issue 41, Migration20261206_41_01_audit_partitions), set by the role that migrates:
 * AUDIT_RETENTION_DAYS, or null to keep every month. The server's role can read it, not change it, so nothing the
 * server runs can shorten the trail. Then the month partitions are made ahead and the expired ones dropped once, as
 * the daily housekeeping does (`audit_log_maintain`).
 */
export async function applyAuditPolicy(owner: MikroORM, keepDays: number | null, now: Date = new Date()): Promise<void> {
  const conn = owner.em.getConnection();
  await conn.execute(`update "audit_policy" set "keep_days" = ?`, [keepDays]);
  await conn.execute(`select * from audit_log_maintain(?::timestamptz)`, [now]);
}
