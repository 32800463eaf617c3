import type { EntityManager } from '@mikro-orm/postgresql';
import type { Deps } from '../../core/deps';
import { runUnitOfWork, saveChanges } from '../../core/unit-of-work';
import type { Actor } from '../../core/auth/actor';
import { conflict, uniqueViolation } from '../../core/errors';
import { actingTenantId, findInScope, requireRole, requireStaff } from '../../core/tenancy';
import { Messages } from '../../contracts/messages';
import { Tenant } from '../tenants/tenant.entity';
import type {
  AddVisitReasonCommand,
  RenameVisitReasonCommand,
  VisitReasonIdCommand,
  VisitReasonListCommand,
} from './visit-reason.commands';
import { VisitReason } from './visit-reason.entity';

/** A reason as staff manage it: whether a visit of the tenant has used its text (then it is retired, never deleted). */
export interface ManagedReason {
  reason: VisitReason;
  inUse: boolean;
}

const EDITORS = ['SuperAdmin', 'TenantAdmin'];

/**
 * Visit reasons per tenant (issue 23). A tenant that has not managed its reasons is offered the global list; the
 * first time its staff open the list, the global list is copied into rows of its own, which its TenantAdmin (or a
 * SuperAdmin) then adds to, renames, retires (a reason visits used) or deletes (one never used). The kiosk offers a
 * tenant's active reasons only. Visits keep the text they were given: a rename or retirement changes no visit.
 */
export class VisitReasonService {
  constructor(private readonly d: Deps) {}

  /** What the walk-in form offers: the tenant's active reasons when it has its own list, else the active global ones. */
  async offered(tenantId: string | null): Promise<string[]> {
    const own = tenantId ? await this.d.em.count(VisitReason, { tenant: tenantId }, { filters: false }) : 0;
    const rows = await this.d.em.find(
      VisitReason,
      { tenant: own ? tenantId : null, retiredAt: null },
      { orderBy: { sortOrder: 'asc', text: 'asc', id: 'asc' }, filters: false },
    );
    return rows.map((r) => r.text);
  }

  /** The tenant's list (every staff role may read it; DepotManager read-only), retired ones last. */
  async list(actor: Actor, cmd: VisitReasonListCommand): Promise<ManagedReason[]> {
    requireStaff(actor);
    const tenantId = actingTenantId(actor, cmd.tenantId);
    await runUnitOfWork(this.d, (uow) => this.ensureOwnList(uow.em, tenantId));
    return this.managed(tenantId);
  }

  async add(actor: Actor, cmd: AddVisitReasonCommand): Promise<ManagedReason> {
    requireRole(actor, ...EDITORS);
    const tenantId = actingTenantId(actor, cmd.tenantId);
    const reason = await this.write('reason.add', cmd.text, async (em) => {
      await this.ensureOwnList(em, tenantId);
      const [{ max }] = await em.execute<{ max: number | null }[]>(
        `select max("sort_order") as max from "visit_reason" where "tenant_id" = ?`,
        [tenantId],
      );
      const r = em.create(VisitReason, { tenant: em.getReference(Tenant, tenantId), text: cmd.text, sortOrder: (max ?? 0) + 10 });
      await em.flush();
      return r;
    });
    return { reason, inUse: await this.inUse(reason) };
  }

  async rename(actor: Actor, cmd: RenameVisitReasonCommand): Promise<ManagedReason> {
    const found = await this.own(actor, cmd.id);
    const reason = await this.write('reason.rename', cmd.text, async (em) => {
      const r = await em.findOneOrFail(VisitReason, { id: found.id }, { filters: false });
      r.text = cmd.text;
      await em.flush();
      return r;
    });
    return { reason, inUse: await this.inUse(reason) };
  }

  async retire(actor: Actor, cmd: VisitReasonIdCommand): Promise<ManagedReason> {
    const reason = await this.own(actor, cmd.id);
    if (!reason.retiredAt) {
      const now = this.d.clock.now();
      await saveChanges(this.d, 'reason.retire', (em) => em.assign(reason, { retiredAt: now }));
    }
    return { reason, inUse: await this.inUse(reason) };
  }

  /** A retired reason offered again; 409 when an active one has the same text. */
  async restore(actor: Actor, cmd: VisitReasonIdCommand): Promise<ManagedReason> {
    let reason = await this.own(actor, cmd.id);
    if (reason.retiredAt) {
      const found = reason;
      reason = await this.write('reason.restore', reason.text, async (em) => {
        const r = await em.findOneOrFail(VisitReason, { id: found.id }, { filters: false });
        r.retiredAt = null;
        await em.flush();
        return r;
      });
    }
    return { reason, inUse: await this.inUse(reason) };
  }

  /** Deletes a reason no visit of the tenant used; one in use answers 409 (retire it instead). */
  async remove(actor: Actor, cmd: VisitReasonIdCommand): Promise<boolean> {
    const reason = await this.own(actor, cmd.id);
    if (await this.inUse(reason)) throw conflict(Messages.reasonInUse);
    await saveChanges(this.d, 'reason.remove', (em) => em.remove(reason));
    return true;
  }

  /** One of the tenant's own reasons, for an editor; another tenant's, a global one or a missing one: 404. */
  private async own(actor: Actor, id: string): Promise<VisitReason> {
    const staff = requireRole(actor, ...EDITORS);
    const scope = staff.role === 'SuperAdmin' ? { tenant: { $ne: null } } : { tenant: staff.tenantId };
    return findInScope(this.d.em, VisitReason, id, scope, 'Reason', { filters: false });
  }

  /** A write in one transaction; a second active reason of the same text (any case) is a 409. */
  private async write(action: string, text: string, work: (em: EntityManager) => Promise<VisitReason>): Promise<VisitReason> {
    return runUnitOfWork(this.d, (uow) => work(uow.em), {
      action,
      translate: (err) => (uniqueViolation(err) === 'visit_reason_active_uniq' ? conflict(Messages.reasonTaken(text)) : undefined),
    });
  }

  /** The global list copied into the tenant's own rows the first time (at once from two requests: one copy). */
  private async ensureOwnList(em: EntityManager, tenantId: string): Promise<void> {
    // A per-tenant advisory lock makes concurrent first visits copy once.
    await em.execute(`select pg_advisory_xact_lock(hashtext(?::text))`, [`visit_reason:${tenantId}`]);
    await em.execute(
      `insert into "visit_reason" ("id", "created_at", "updated_at", "tenant_id", "text", "sort_order")
       select gen_random_uuid(), now(), now(), ?::uuid, g."text", g."sort_order" from "visit_reason" g
       where g."tenant_id" is null and g."retired_at" is null
         and not exists (select 1 from "visit_reason" o where o."tenant_id" = ?::uuid)`,
      [tenantId, tenantId],
    );
  }

  private async managed(tenantId: string): Promise<ManagedReason[]> {
    const rows = await this.d.em.find(
      VisitReason,
      { tenant: tenantId },
      { orderBy: { sortOrder: 'asc', text: 'asc', id: 'asc' }, filters: false },
    );
    const used = await this.usedTexts(
      tenantId,
      rows.map((r) => r.text),
    );
    const all = rows.map((reason) => ({ reason, inUse: used.has(reason.text.toLowerCase()) }));
    return [...all.filter((r) => !r.reason.retiredAt), ...all.filter((r) => r.reason.retiredAt)];
  }

  private async inUse(reason: VisitReason): Promise<boolean> {
    const tenantId = typeof reason.tenant === 'object' && reason.tenant ? reason.tenant.id : null;
    if (!tenantId) return false;
    return (await this.usedTexts(tenantId, [reason.text])).has(reason.text.toLowerCase());
  }

  /** Which of these texts (lowercased) a visit of the tenant carries as its reason. */
  private async usedTexts(tenantId: string, texts: string[]): Promise<Set<string>> {
    if (texts.length === 0) return new Set();
    const lowered = [...new Set(texts.map((t) => t.toLowerCase()))];
    const rows = await this.d.em.execute<{ t: string }[]>(
      `select t from json_array_elements_text(?::json) as t
       where exists (select 1 from "visit" v where v."tenant_id" = ?::uuid and lower(v."reason_for_visit") = t)`,
      [JSON.stringify(lowered), tenantId],
    );
    return new Set(rows.map((r) => r.t));
  }
}
