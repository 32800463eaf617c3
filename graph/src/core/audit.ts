import type { EntityManager } from '@mikro-orm/postgresql';
import type { EventSubscriber, TransactionEventArgs } from '@mikro-orm/core';
import type { Actor } from './auth/actor';

/**
 * The audit trail's actor (issue 25). A staff request's EntityManager carries who is acting and from where (as a
 * filter parameter, which every fork and transaction of that EntityManager inherits); the subscriber below puts it
 * in the transaction's settings (`set_config(..., true)`: local to the transaction) at every transaction start, so
 * the database's audit triggers (migration Migration20261126_4_01_audit_log) record the change with its actor in
 * the same transaction. Kiosk writes and the worker's jobs carry no actor: the triggers write nothing for them.
 */
export interface AuditActor {
  actorId: string;
  username: string;
  tenantId: string | null;
  ip: string | null;
}

const PARAM = '__audit';

/** Marks `em` (a request's fork) as a staff actor's, from `ip`; a non-staff actor leaves it unmarked. */
export function carryAuditActor(em: EntityManager, actor: Actor, ip?: string): EntityManager {
  if (actor.kind === 'staff') {
    const a: AuditActor = { actorId: actor.userId, username: actor.username, tenantId: actor.tenantId, ip: ip ?? null };
    em.setFilterParams(PARAM, a as unknown as Record<string, unknown>);
  }
  return em;
}

export function auditActorOf(em: EntityManager): AuditActor | undefined {
  return em.getFilterParams(PARAM) as unknown as AuditActor | undefined;
}

/** Sets the transaction's audit settings; `action` names the staff action (e.g. `booking.cancel`). */
export async function setAuditSettings(em: EntityManager, a: AuditActor, action: string | undefined, ctx?: unknown): Promise<void> {
  await em
    .getConnection('write')
    .execute(
      `select set_config('app.actor_id', ?, true), set_config('app.actor_username', ?, true), set_config('app.tenant_id', ?, true), set_config('app.ip', ?, true), set_config('app.action', ?, true)`,
      [a.actorId, a.username, a.tenantId ?? '', a.ip ?? '', action ?? ''],
      'run',
      ctx as never,
    );
}

/** Puts the actor into every transaction a marked EntityManager starts (explicit units and flush's own). */
export class AuditSubscriber implements EventSubscriber {
  async afterTransactionStart(args: TransactionEventArgs): Promise<void> {
    const a = auditActorOf(args.em as EntityManager);
    if (a) await setAuditSettings(args.em as EntityManager, a, undefined, args.transaction);
  }
}

/**
 * A fact the trail keeps that changes no audited row (issue 40): a sign-in, a refused sign-in, a read of the trail,
 * a data-subject search, an export downloaded. One `audit_log` row, operation EVENT: in the unit of work of `em`
 * when it has one, else at once in a statement of its own (a refusal that throws afterwards keeps it). `details` are the row's changes as `{ field: value }`
 * (shown as after-values); never a secret (a password, a code, a token).
 */
export interface AuditEvent {
  action: string;
  actorId: string | null;
  actorUsername: string;
  tenantId: string | null;
  ip: string | null | undefined;
  targetType: string;
  targetId?: string | null;
  details?: Record<string, string | number | boolean | null>;
}

export async function recordAuditEvent(em: EntityManager, e: AuditEvent): Promise<void> {
  const changes = Object.fromEntries(Object.entries(e.details ?? {}).map(([k, v]) => [k, { before: null, after: v, masked: false }]));
  // em.execute: inside a unit of work, in its transaction (rolled back with it); else a statement of its own.
  await em.execute(
    `insert into audit_log (actor_id, actor_username, tenant_id, action, operation, target_type, target_id, changes, ip)
       values (?, ?, ?, ?, 'EVENT', ?, ?, ?::jsonb, ?)`,
    [
      e.actorId,
      e.actorUsername.slice(0, 255),
      e.tenantId,
      e.action,
      e.targetType,
      e.targetId ?? null,
      JSON.stringify(changes),
      e.ip && e.ip !== 'unknown' ? e.ip.slice(0, 64) : null,
    ],
  );
}

/** `recordAuditEvent` by the request's own staff actor and address (those `em` carries); nothing for a non-staff one. */
export async function recordActorEvent(
  em: EntityManager,
  e: Omit<AuditEvent, 'actorId' | 'actorUsername' | 'ip' | 'tenantId'> & { tenantId?: string | null },
): Promise<void> {
  const a = auditActorOf(em);
  if (!a) return;
  await recordAuditEvent(em, { ...e, actorId: a.actorId, actorUsername: a.username, tenantId: e.tenantId ?? a.tenantId, ip: a.ip });
}
