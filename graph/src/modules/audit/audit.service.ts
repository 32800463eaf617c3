import type { Knex } from '@mikro-orm/postgresql';
import type { Deps } from '../../core/deps';
import { recordActorEvent } from '../../core/audit';
import type { Actor } from '../../core/auth/actor';
import { containsPattern } from '../../core/command';
import { requireRole, tenantWhere } from '../../core/tenancy';
import type { AuditFilterCommand } from './audit.commands';

/** Who may read the trail: a TenantAdmin its tenant's, a SuperAdmin every tenant's. */
export const AUDIT_ROLES = ['SuperAdmin', 'TenantAdmin'] as const;

export interface AuditChange {
  field: string;
  before: unknown;
  after: unknown;
  masked: boolean;
}

export interface AuditEntryView {
  id: string;
  at: Date;
  actorId: string | null;
  actorUsername: string;
  tenantId: string | null;
  action: string;
  operation: string;
  targetType: string;
  targetId: string | null;
  changes: AuditChange[];
  ip: string | null;
}

/** An audit_log row as the database holds it. */
export interface AuditLogRow {
  id: string;
  at: Date;
  actor_id: string | null;
  actor_username: string;
  tenant_id: string | null;
  action: string;
  operation: string;
  target_type: string;
  target_id: string | null;
  changes: Record<string, { before: unknown; after: unknown; masked: boolean }>;
  ip: string | null;
}

export const auditView = (r: AuditLogRow): AuditEntryView => ({
  id: String(r.id),
  at: new Date(r.at),
  actorId: r.actor_id,
  actorUsername: r.actor_username,
  tenantId: r.tenant_id,
  action: r.action,
  operation: r.operation,
  targetType: r.target_type,
  targetId: r.target_id,
  changes: Object.entries(r.changes ?? {}).map(([field, c]) => ({ field, before: c.before, after: c.after, masked: !!c.masked })),
  ip: r.ip,
});

export type AuditRowsFilter = Omit<AuditFilterCommand, 'page' | 'pageSize'>;

/** The audit rows matching `f` (already limited to the reader's tenant), as a knex query of `audit_log`. */
export function auditRows(knex: Knex, f: AuditRowsFilter): Knex.QueryBuilder {
  const q = knex('audit_log');
  if (f.tenantId) q.where('tenant_id', f.tenantId);
  if (f.actorId) q.where('actor_id', f.actorId);
  if (f.person) q.whereILike('actor_username', containsPattern(f.person));
  if (f.action) q.where((w) => w.where('action', f.action!).orWhereLike('action', `${f.action!.replace(/[\\%_]/g, (c) => `\\${c}`)}.%`));
  if (f.targetType) q.where('target_type', f.targetType);
  if (f.targetId) q.where('target_id', f.targetId);
  if (f.from) q.where('at', '>=', `${f.from}T00:00:00Z`);
  if (f.to) q.whereRaw(`"at" < (?::date + 1)::timestamptz`, [f.to]);
  return q;
}

/** A page's total is counted exactly up to this many matching rows; past it, it is an estimate (issue 41). */
export const AUDIT_EXACT_COUNT_LIMIT = 10_000;

/** Reads the audit trail (written only by the database's triggers; see the audit_log migration). */
export class AuditService {
  constructor(private readonly d: Pick<Deps, 'em'>) {}

  /** The query of the rows `actor` may read that match `f`, newest first (shared by the page and the xlsx export). */
  query(actor: Actor, f: AuditRowsFilter): Knex.QueryBuilder {
    return auditRows(this.d.em.getKnex(), this.scoped(actor, f));
  }

  /** `f` limited to what `actor` may read: a TenantAdmin's own tenant whatever it asked; a SuperAdmin's as asked. */
  scoped(actor: Actor, f: AuditRowsFilter): AuditRowsFilter {
    requireRole(actor, ...AUDIT_ROLES);
    const scope = tenantWhere(actor);
    const { page: _p, pageSize: _s, ...rest } = f as AuditFilterCommand;
    return { ...rest, tenantId: scope.tenant ?? f.tenantId ?? undefined };
  }

  async page(
    actor: Actor,
    f: AuditFilterCommand,
  ): Promise<{ rows: AuditEntryView[]; total: number; totalExact: boolean; page: number; pageSize: number }> {
    const base = this.query(actor, f);
    const { total, exact } = await this.total(base);
    const rows = (await base
      .clone()
      .select('*')
      .orderBy([
        { column: 'at', order: 'desc' },
        { column: 'id', order: 'desc' },
      ])
      .limit(f.pageSize)
      .offset((f.page - 1) * f.pageSize)) as AuditLogRow[];
    // Issue 40: reading the trail is itself kept (who, when, from where, which filter), after the read: a page never
    // shows its own reading.
    const { page: _page, pageSize: _size, ...filter } = f;
    await recordActorEvent(this.d.em, {
      action: 'audit.read',
      targetType: 'audit_log',
      tenantId: this.scoped(actor, f).tenantId ?? null,
      details: { filter: JSON.stringify(filter).slice(0, 500), page: f.page },
    });
    return { rows: rows.map(auditView), total, totalExact: exact, page: f.page, pageSize: f.pageSize };
  }

  /**
   * How many rows match (issue 41): counted, but never past AUDIT_EXACT_COUNT_LIMIT (a SuperAdmin's first page counted
   * all 3.1 million rows of the trail to say so). Past it, the planner's estimate of the query's rows (at least one
   * more than the limit), and `exact` false: the screen says "about".
   */
  async total(base: Knex.QueryBuilder): Promise<{ total: number; exact: boolean }> {
    const knex = this.d.em.getKnex();
    const capped = knex.from(
      base
        .clone()
        .clearSelect()
        .select(knex.raw('1'))
        .limit(AUDIT_EXACT_COUNT_LIMIT + 1)
        .as('m'),
    );
    const [{ count }] = (await capped.count<{ count: string }[]>({ count: '*' })) as { count: string }[];
    const n = Number(count);
    if (n <= AUDIT_EXACT_COUNT_LIMIT) return { total: n, exact: true };
    const { sql, bindings } = base.clone().clearSelect().select('id').toSQL();
    const [plan] = (await this.d.em.execute(`explain (format json) ${sql}`, bindings as never[])) as Record<string, unknown>[];
    const doc = Object.values(plan)[0];
    const json = (typeof doc === 'string' ? JSON.parse(doc) : doc) as { Plan: { 'Plan Rows': number } }[];
    return { total: Math.max(AUDIT_EXACT_COUNT_LIMIT + 1, Math.round(json[0]?.Plan?.['Plan Rows'] ?? 0)), exact: false };
  }
}
