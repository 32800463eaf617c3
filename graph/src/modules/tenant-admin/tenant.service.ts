import { randomBytes } from 'node:crypto';
import { raw } from '@mikro-orm/core';
import type { Deps } from '../../core/deps';
import { isSuperAdmin, type Actor } from '../../core/auth/actor';
import { hashPassword } from '../../core/auth/password';
import { badInput, conflict, type DomainError, forbidden, uniqueViolation } from '../../core/errors';
import { staffMailLinks } from '../../core/http/origin';
import { runUnitOfWork } from '../../core/unit-of-work';
import { findInScope, requireStaff } from '../../core/tenancy';
import { Messages } from '../../contracts/messages';
import { Depot } from '../depots/depot.entity';
import { depotFields, type DepotService, type DepotView } from '../depots/depot.service';
import { User } from '../users/user.entity';
import { usernameTaken } from '../users/user.service';
import { Tenant } from '../tenants/tenant.entity';
import type { CreateTenantCommand, EditTenantCommand } from './tenant.commands';
import { ownTenantWhere, requireSuperAdmin, requireTenantEditor, requireTenantViewer } from '../tenants/tenant.policy';

/** A row of the tenant list (spec 2.4: name, number of depots, date registered, number of reps). */
export interface TenantSummary {
  id: string;
  name: string;
  dateRegistered: Date;
  numDepots: number;
  numReps: number;
  tempMin: string;
  tempMax: string;
  archivedAt: Date | null;
}

/** Tenant details (spec 2.4): its users (reps), its depots with their managers. */
export interface TenantDetails {
  tenant: Tenant;
  reps: User[];
  depots: DepotView[];
}

/** A name in use, named at the form's `name` field (issue 36: the form shows it there). */
export const tenantNameTaken = (name: string) => {
  const message = `A tenant named ${name} already exists`;
  return conflict(message, { name: [message] });
};

export class TenantService {
  constructor(
    private readonly d: Deps,
    /** The depots' service (a need of this feature's manifest, index.ts): a tenant's depots as the actor sees them. */
    private readonly depots: Pick<DepotService, 'list'>,
  ) {}

  /**
   * Add tenant (SuperAdmin): the tenant, its first depot and a TenantAdmin rep with a random password and an
   * account-confirmation e-mail, in one flush (one transaction): a duplicate name or username writes nothing,
   * and of two concurrent requests with one name the unique index lets exactly one through.
   */
  async create(actor: Actor, cmd: CreateTenantCommand): Promise<TenantSummary> {
    requireSuperAdmin(actor);
    const { name, rep, depots: depotInput } = cmd;
    const passwordHash = await hashPassword(randomBytes(24).toString('base64url'));
    const tenant = await runUnitOfWork(
      this.d,
      async (uow) => {
        await uow.action('tenant.create');
        const tenant = uow.em.create(Tenant, { name });
        const depot = uow.em.create(Depot, { tenant, ...depotFields(depotInput) });
        const user = uow.em.create(User, {
          tenant,
          depot,
          username: rep.username,
          name: rep.name,
          email: rep.email,
          role: 'TenantAdmin',
          passwordHash,
        });
        uow.enqueue('account-confirmation', { userId: user.id, ...staffMailLinks(this.d, actor) });
        return tenant;
      },
      async (err) => {
        const constraint = uniqueViolation(err);
        if (constraint === 'tenant_name_ci_uniq') return this.nameTaken(actor, name);
        if (constraint === 'app_user_username_ci_uniq') return usernameTaken(rep.username, 'rep.username');
        return undefined;
      },
    );
    return summaryOf(tenant, 1, 1);
  }

  /**
   * The tenant list (SuperAdmin): the counts come from two grouped aggregates, not a query per row. Archived
   * tenants only when asked for.
   */
  async list(actor: Actor, includeArchived = false): Promise<TenantSummary[]> {
    requireSuperAdmin(actor);
    const rows = await this.d.em.getConnection().execute<
      {
        id: string;
        name: string;
        created_at: Date;
        temp_min: string;
        temp_max: string;
        archived_at: Date | null;
        num_depots: number;
        num_reps: number;
      }[]
    >(
      `select t.id, t.name, t.created_at, t.temp_min, t.temp_max, t.archived_at,
              coalesce(d.n, 0)::int as num_depots, coalesce(u.n, 0)::int as num_reps
         from tenant t
         left join (select tenant_id, count(*) as n from depot group by tenant_id) d on d.tenant_id = t.id
         left join (select tenant_id, count(*) as n from app_user where tenant_id is not null group by tenant_id) u on u.tenant_id = t.id
        where ? or t.archived_at is null
        order by lower(t.name), t.id`,
      [includeArchived],
    );
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      dateRegistered: new Date(r.created_at),
      numDepots: r.num_depots,
      numReps: r.num_reps,
      tempMin: String(r.temp_min),
      tempMax: String(r.temp_max),
      archivedAt: r.archived_at ? new Date(r.archived_at) : null,
    }));
  }

  /**
   * Tenant details: SuperAdmin any, TenantAdmin its own, DepotManager its own tenant with only its own depot
   * and without the users table (spec 6).
   */
  async find(actor: Actor, id: string): Promise<TenantDetails> {
    const staff = requireTenantViewer(actor);
    const tenant = await this.findTenant(actor, id);
    const depots = await this.depots.list(actor, tenant.id);
    const reps =
      staff.role === 'DepotManager'
        ? []
        : await this.d.em.find(User, { tenant: tenant.id }, { populate: ['depot'], orderBy: { name: 'asc', id: 'asc' } });
    return { tenant, reps, depots };
  }

  /** Tenants for a dropdown: SuperAdmin all, others their own; never an archived one. */
  async shortList(actor: Actor): Promise<Tenant[]> {
    requireStaff(actor);
    return this.d.em.find(Tenant, { $and: [ownTenantWhere(actor), { archivedAt: null }] }, { orderBy: { name: 'asc', id: 'asc' } });
  }

  /** Edit tenant details (SuperAdmin any, TenantAdmin its own): name required, optional kiosk temperature limits. */
  async edit(actor: Actor, id: string, { name, tempMin, tempMax }: EditTenantCommand): Promise<TenantSummary> {
    requireTenantEditor(actor);
    const tenant = await this.findTenant(actor, id);
    const next = { name, tempMin: tempMin ?? tenant.tempMin, tempMax: tempMax ?? tenant.tempMax };
    if (Number(next.tempMin) >= Number(next.tempMax)) {
      throw badInput('The lowest temperature must be below the highest', { tempMin: ['The lowest temperature must be below the highest'] });
    }
    await runUnitOfWork(
      this.d,
      async (uow) => {
        await uow.action('tenant.edit');
        uow.em.assign(tenant, next);
        // The kiosks show the tenant's name and temperature range: every replica reads them afresh.
        uow.publish('kioskDepotsChanged', {});
      },
      async (err) => (uniqueViolation(err) === 'tenant_name_ci_uniq' ? this.nameTaken(actor, name) : undefined),
    );
    return this.summary(tenant);
  }

  private async summary(tenant: Tenant): Promise<TenantSummary> {
    const [numDepots, numReps] = await Promise.all([
      this.d.em.count(Depot, { tenant: tenant.id }),
      this.d.em.count(User, { tenant: tenant.id }),
    ]);
    return summaryOf(tenant, numDepots, numReps);
  }

  /**
   * Remove a tenant (SuperAdmin): it is archived, never deleted (docs/decisions.md). `confirmName` must be the
   * tenant's name (trimmed, any case); the legacy REST call may leave it out (spec 7: no payload). Every token
   * of the tenant's users is revoked in the same transaction; from then its users cannot log in, its kiosks
   * answer like a missing depot and it leaves the lists, while its rows and its name stay. Not one's own
   * tenant. Archiving an archived tenant changes nothing.
   */
  async archive(actor: Actor, id: string, confirmName?: string): Promise<boolean> {
    const staff = requireSuperAdmin(actor);
    const tenant = await this.findTenant(actor, id);
    if (confirmName !== undefined && confirmName.trim().toLowerCase() !== tenant.name.trim().toLowerCase()) {
      throw badInput(Messages.confirmTenantName, { confirmName: [Messages.confirmTenantName] });
    }
    if (tenant.id === staff.tenantId) throw forbidden(Messages.cannotArchiveOwnTenant);
    if (tenant.archivedAt) return true;
    await runUnitOfWork(this.d, async (uow) => {
      await uow.action('tenant.archive');
      await uow.em.nativeUpdate(Tenant, { id: tenant.id }, { archivedAt: this.d.clock.now() });
      await uow.em.nativeUpdate(User, { tenant: tenant.id }, { tokenVersion: raw('token_version + 1') });
      uow.publish('sessionsRevoked', { tenantId: tenant.id });
      uow.publish('kioskDepotsChanged', {});
    });
    return true;
  }

  /** Restore an archived tenant (SuperAdmin): its users log in again (with new tokens), its kiosks reopen. */
  async restore(actor: Actor, id: string): Promise<TenantSummary> {
    requireSuperAdmin(actor);
    const tenant = await this.findTenant(actor, id);
    if (tenant.archivedAt) {
      await runUnitOfWork(this.d, async (uow) => {
        await uow.action('tenant.restore');
        tenant.archivedAt = null;
        uow.publish('kioskDepotsChanged', {});
      });
    }
    return this.summary(tenant);
  }

  /**
   * A fresh install (SuperAdmin): true while no tenant exists but the SuperAdmin's own (the seeded SuperAdmin
   * has none, so: no tenant yet). Archived tenants do not count.
   */
  async firstRun(actor: Actor): Promise<boolean> {
    const staff = requireSuperAdmin(actor);
    const others = await this.d.em.count(Tenant, { archivedAt: null, ...(staff.tenantId ? { id: { $ne: staff.tenantId } } : {}) });
    return others === 0;
  }

  /**
   * The 409 for a taken name. An archived tenant keeps its name, and a SuperAdmin (who alone sees archived
   * tenants) is told so, since it is not in the list. A fork: the failed flush left this one's unit of work dirty.
   */
  private async nameTaken(actor: Actor, name: string): Promise<DomainError> {
    if (!isSuperAdmin(actor)) return tenantNameTaken(name);
    const holder = await this.d.em.fork().findOne(Tenant, { [raw((a) => `lower(${a}.name)`)]: name.toLowerCase() });
    return holder?.archivedAt
      ? conflict(Messages.tenantNameArchived(name), { name: [Messages.tenantNameArchived(name)] })
      : tenantNameTaken(name);
  }

  /** A tenant the actor may see, or 404 (another tenant's id answers exactly like a missing one). */
  private async findTenant(actor: Actor, id: unknown): Promise<Tenant> {
    return findInScope(this.d.em, Tenant, id, ownTenantWhere(actor), 'Tenant');
  }
}

function summaryOf(t: Tenant, numDepots: number, numReps: number): TenantSummary {
  return {
    id: t.id,
    name: t.name,
    dateRegistered: t.createdAt,
    numDepots,
    numReps,
    tempMin: t.tempMin,
    tempMax: t.tempMax,
    archivedAt: t.archivedAt ?? null,
  };
}
