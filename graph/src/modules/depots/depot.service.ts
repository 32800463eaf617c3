import { noteTenant } from '../../core/observability/scope';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Deps } from '../../core/deps';
import { runUnitOfWork } from '../../core/unit-of-work';
import type { Actor } from '../../core/auth/actor';
import { conflict, notFound, uniqueViolation } from '../../core/errors';
import { actingTenantId, requireUserAdmin } from '../../core/tenancy';
import { entityColumns, mapJoined } from '../../core/db/joined-row';
import { isId, str } from '../../core/validate';
import type { AddDepotCommand, FindDepotCommand } from './depot.commands';
import { DepotDetails } from './depot.commands';
import { kioskUrl, partnerKioskUrl } from '../../contracts/kiosk-url';
import { Manager } from './manager.entity';
import { Tenant } from '../tenants/tenant.entity';
import { Depot } from './depot.entity';
import { kioskCertificateUrl, kioskLinkBase } from '../../core/http/origin';
import { depotScope, visibleDepot } from './depot.policy';

/** A depot as the staff screens show it: with its managers (spec 3: Depot) and its two kiosk links. */
export interface DepotView {
  depot: Depot;
  managers: Manager[];
  kioskUrl: string;
  partnerKioskUrl: string;
  /** The certificate a tablet installs to trust a kiosk link on the server's own https (null when not needed). */
  kioskCertificateUrl: string | null;
}

/** What the kiosk's lookup answers (KioskDepotType): a depot's address and zone and its tenant's kiosk settings. */
export interface KioskDepotView {
  id: string;
  code: string;
  line1: string;
  line2: string;
  county: string;
  eirCode: string;
  timeZone: string;
  /** Issue 37: the depot's approval rule (OFF, WALK_INS, FLAGGED) and its answer time. */
  approvalRule: string;
  approvalTimeoutSeconds: number;
  tenant: { id: string; name: string; tempMin: string; tempMax: string; kioskDefaultLanguage: string; kioskLanguages: string[] };
}

/** The lookup's view of a kept kiosk row, made once per row (the row object is the cache's, so is the view). */
const views = new WeakMap<Record<string, unknown>, KioskDepotView>();
/** A jsonb list as the driver hands it over (parsed, or as text). */
const jsonList = (v: unknown): string[] => (Array.isArray(v) ? v.map(String) : typeof v === 'string' ? (JSON.parse(v) as string[]) : []);

function kioskView(row: Record<string, unknown>): KioskDepotView {
  let view = views.get(row);
  if (!view) {
    const text = (k: string) => String(row[k]);
    view = {
      id: text('d__id'),
      code: text('d__code'),
      line1: text('d__line1'),
      line2: text('d__line2'),
      county: text('d__county'),
      eirCode: text('d__eir_code'),
      timeZone: text('d__time_zone'),
      approvalRule: row['d__approval_rule'] == null ? 'OFF' : text('d__approval_rule'),
      approvalTimeoutSeconds: Number(row['d__approval_timeout_seconds'] ?? 300),
      tenant: {
        id: text('t__id'),
        name: text('t__name'),
        tempMin: text('t__temp_min'),
        tempMax: text('t__temp_max'),
        kioskDefaultLanguage: text('t__kiosk_default_language'),
        kioskLanguages: jsonList(row['t__kiosk_languages']),
      },
    };
    views.set(row, view);
  }
  return view;
}

export const depotCodeTaken = (code: string) => conflict(`A location with the code ${code} already exists`);

/** A location's parsed details as entity fields (an absent time zone keeps the column's default). */
export const depotFields = (details: DepotDetails): DepotDetails => withoutUndefined(details);
const withoutUndefined = <T extends object>(o: T): T => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;

export class DepotService {
  constructor(private readonly d: Deps) {}

  /** Depots of a tenant (the location dropdown), with their managers. DepotManager: only its own depot. */
  async list(actor: Actor, tenantId?: string | null): Promise<DepotView[]> {
    const tenant = await this.tenantOf(actor, str({ tenantId }, 'tenantId', 'Tenant'));
    const depots = await this.d.em.find(
      Depot,
      { $and: [{ tenant: tenant.id }, depotScope(actor)] },
      { populate: ['tenant'], orderBy: { code: 'asc' } },
    );
    return this.withManagers(depots);
  }

  /** Add Location (TenantAdmin, SuperAdmin): SuperAdmin names the tenant, a TenantAdmin adds to its own. */
  async add(actor: Actor, cmd: AddDepotCommand): Promise<DepotView> {
    requireUserAdmin(actor);
    const { tenantId, ...details } = withoutUndefined(cmd);
    const tenant = await this.tenantOf(actor, tenantId);
    const depot = await this.write(details.code, (em) => em.create(Depot, { tenant, ...details }));
    return this.view(depot, []);
  }

  /** Edit a location's address (and time zone): TenantAdmin and SuperAdmin. */
  async update(actor: Actor, id: string, cmd: DepotDetails): Promise<DepotView> {
    requireUserAdmin(actor);
    const details = withoutUndefined(cmd);
    const depot = await this.findVisible(actor, id);
    await this.write(details.code, (em) => em.assign(depot, details));
    return (await this.withManagers([depot]))[0];
  }

  /**
   * The kiosk's lookup (public): a depot by tenant name and depot code, both case-insensitive. The answer
   * carries the depot and the tenant's kiosk settings, nothing personal. An archived tenant's depot is missing.
   */
  async findForKiosk(_actor: Actor, cmd: FindDepotCommand): Promise<Depot> {
    return this.mapped(await this.kioskLookupRow(cmd));
  }

  /**
   * The kiosk's lookup as plain data (find-depot, depot-login, findDepot): what the answer shows and nothing to
   * manage, so the busiest public call of a depot's morning builds no entity (ORM hydration was the largest
   * part of its time after the row was kept per process).
   */
  async findKioskView(_actor: Actor, cmd: FindDepotCommand): Promise<KioskDepotView> {
    return kioskView(await this.kioskLookupRow(cmd));
  }

  private async kioskLookupRow({ tenantName, depotCode }: FindDepotCommand): Promise<Record<string, unknown>> {
    // Public data by name: the same answer whoever asks, so the per-request tenant filter is not applied.
    const row = await this.kioskRow(
      `name:${tenantName.toLowerCase()}\u0000${depotCode.toLowerCase()}`,
      'lower(d.code) = lower(?) and lower(t.name) = lower(?)',
      [depotCode, tenantName],
    );
    if (!row) throw notFound('Location');
    noteTenant(row['t__id'] as string); // the kiosk call's tenant, on its log lines and its side effects (issue 41)
    return row;
  }

  /**
   * The depot a public kiosk call names by id (the kiosk got it from find-depot): with its tenant, no
   * tenant filter (a kiosk has no login). A malformed or unknown id, or a depot of an archived tenant,
   * answers 404 'Location not found'.
   */
  async kioskDepot(id: string): Promise<Depot> {
    return this.mapped(await this.kioskRowById(id));
  }

  /** kioskDepot as plain data, for a kiosk write that needs the depot's ids and zone only (the walk-in). */
  async kioskDepotView(id: string): Promise<KioskDepotView> {
    return kioskView(await this.kioskRowById(id));
  }

  private async kioskRowById(id: unknown): Promise<Record<string, unknown>> {
    const row = isId(id) ? await this.kioskRow(`id:${id.toLowerCase()}`, 'd.id = ?', [id]) : undefined;
    if (!row) throw notFound('Location');
    noteTenant(row['t__id'] as string); // the kiosk call's tenant, on its log lines and its side effects (issue 41)
    return row;
  }

  /**
   * A kiosk's depot with its tenant (not archived) in one fixed SELECT: every kiosk call makes one, so it skips
   * the query builder (core/db/joined-row); the entities come back managed, as a findOne with populate gives.
   * The row is kept per process (core/kiosk-depot-cache.ts) until a depot or tenant changes: `key` names it.
   */
  private async kioskRow(key: string, where: string, params: unknown[]): Promise<Record<string, unknown> | undefined> {
    const em = this.d.em;
    return this.d.kioskDepots.get(key, async () => {
      const [found]: Record<string, unknown>[] = await em.execute(
        `select ${entityColumns(em, Depot, 'd').sql}, ${entityColumns(em, Tenant, 't').sql}
           from "depot" d join "tenant" t on t."id" = d."tenant_id"
          where t."archived_at" is null and ${where} limit 1`,
        params,
      );
      return found;
    });
  }

  /** A kiosk row as the depot and its tenant, managed by this request's EntityManager. */
  private mapped(row: Record<string, unknown>): Depot {
    mapJoined(this.d.em, Tenant, 't', row);
    return mapJoined(this.d.em, Depot, 'd', row);
  }

  /** A depot the actor may see, or 404 (another tenant's id answers exactly like a missing one). */
  async findVisible(actor: Actor, id: string): Promise<Depot> {
    return visibleDepot(this.d.em, actor, id);
  }

  /** The managers of many depots in one query. */
  async withManagers(depots: Depot[]): Promise<DepotView[]> {
    if (depots.length === 0) return [];
    const managers = await this.d.em.find(
      Manager,
      {
        tenant: { $in: [...new Set(depots.map((d) => d.tenant.id))] },
        depot: { $in: depots.map((d) => d.id) },
      },
      { orderBy: { name: 'asc', id: 'asc' } },
    );
    const byDepot = new Map<string, Manager[]>(depots.map((d) => [d.id, []]));
    for (const m of managers) byDepot.get(m.depot.id)?.push(m);
    return depots.map((depot) => this.view(depot, byDepot.get(depot.id) ?? []));
  }

  /**
   * The staff view of a depot: its kiosk links (contracts/kiosk-url.ts) under PUBLIC_URL when it is set, else under
   * the address the staff user is using, so a tablet on the same network can open them (issue 27).
   */
  private view(depot: Depot, managers: Manager[]): DepotView {
    const base = kioskLinkBase(this.d.config, this.d.origin);
    return {
      depot,
      managers,
      kioskUrl: kioskUrl(base, depot.tenant.name, depot.code),
      partnerKioskUrl: partnerKioskUrl(base, depot.tenant.name, depot.code),
      kioskCertificateUrl: kioskCertificateUrl(this.d.config, this.d.origin),
    };
  }

  /** The tenant an actor works in (core/tenancy), checked to exist: 404 for a missing, foreign or malformed id. */
  private async tenantOf(actor: Actor, requested: string | undefined): Promise<Tenant> {
    const id = actingTenantId(actor, requested);
    const tenant = isId(id) ? await this.d.em.findOne(Tenant, { id }) : null;
    if (!tenant) throw notFound('Tenant');
    return tenant;
  }

  /** A depot's change in one unit of work; after it the kiosks of every replica read their depots afresh. */
  private async write<T>(code: string, change: (em: EntityManager) => T): Promise<T> {
    return runUnitOfWork(
      this.d,
      async (uow) => {
        const result = change(uow.em);
        uow.publish('kioskDepotsChanged', {});
        return result;
      },
      (err) => (uniqueViolation(err) === 'depot_code_ci_uniq' ? depotCodeTaken(code) : undefined),
    );
  }
}
