import type { MikroORM } from '@mikro-orm/core';

/**
 * Two database roles (issue 40): the owner, which migrates, and the server's role, which owns nothing and may only
 * read and write rows. The audit trail is append-only for the server's role: it may insert (the audit triggers run
 * as the writer; every column but `at` and `tx_id`, which are the database's) and read, and call `audit_log_maintain`
 * (month partitions, issue 41), never update, delete or truncate, and as a non-owner it cannot disable, drop or replace a
 * trigger, nor (not a superuser) set `session_replication_role`. The migrations ledger is the owner's alone.
 *
 * `DATABASE_OWNER_URL` names the owner; `DATABASE_URL` the server's role. The graph server migrates with the owner,
 * then grants (every start, so a new table is covered) and serves with the server's role. Without an owner URL one
 * role does both, as before: the start says so in its log (`roleWarnings`).
 */

/** The role a connection string signs in as. */
export function roleOf(url: string): string {
  return decodeURIComponent(new URL(url).username);
}

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** What the owner grants the server's role, in order (the later revokes narrow the earlier grants). */
export function serverRoleGrants(role: string): string[] {
  const r = ident(role);
  return [
    `grant usage on schema public to ${r}`,
    `grant select, insert, update, delete on all tables in schema public to ${r}`,
    `grant usage, select on all sequences in schema public to ${r}`,
    `revoke update, delete, truncate, references, trigger on "audit_log" from ${r}`,
    // Every column but the database's time and transaction (a row's month partition is chosen by `at`, issue 41).
    `revoke insert on "audit_log" from ${r}`,
    `grant insert ("actor_id", "actor_username", "tenant_id", "action", "operation", "target_type", "target_id", "changes", "ip") on "audit_log" to ${r}`,
    // The month partitions are reached through audit_log only (a truncate of one would fire no guard).
    `do $$ declare p regclass; begin
       for p in select inhrelid::regclass from pg_inherits where inhparent = to_regclass('public.audit_log') loop
         execute 'revoke all on ' || p::text || ' from ${r.replace(/'/g, "''")}';
       end loop; end $$`,
    `revoke insert, update, delete, truncate, references, trigger on "audit_policy" from ${r}`,
    `grant execute on function audit_log_maintain(timestamptz) to ${r}`,
    `revoke insert, update, delete, truncate, references, trigger on "mikro_orm_migrations" from ${r}`,
  ];
}

/** Grants the server's role its rights, as the owner (the ORM of DATABASE_OWNER_URL), in one transaction. */
export async function grantServerRole(owner: MikroORM, role: string): Promise<void> {
  if (role === roleOf(owner.config.get('clientUrl') ?? ''))
    throw new Error('DATABASE_URL and DATABASE_OWNER_URL name the same role: give the server a role of its own');
  const conn = owner.em.getConnection();
  await conn.transactional(async (trx) => {
    for (const sql of serverRoleGrants(role)) await conn.execute(sql, [], 'run', trx);
  });
}

/**
 * What the server's own role could do to the audit trail, said once at start: a superuser, or the owner of
 * `audit_log`, can disable its triggers and rewrite it.
 */
export async function roleWarnings(orm: MikroORM): Promise<string[]> {
  const [row]: { superuser: boolean; owns: boolean }[] = await orm.em.getConnection().execute(
    `select (select rolsuper from pg_roles where rolname = current_user) as "superuser",
              coalesce((select pg_get_userbyid(relowner) = current_user from pg_class where oid = to_regclass('public.audit_log')), false) as "owns"`,
  );
  if (!row || (!row.superuser && !row.owns)) return [];
  return [
    `The server's database role (${row.superuser ? 'a superuser' : 'the owner of audit_log'}) could rewrite the audit trail: ` +
      'set DATABASE_OWNER_URL to the owner that migrates and DATABASE_URL to a role of its own (docs/configuration.md, "Database roles").',
  ];
}
