import type { Deps } from '../../core/deps';
import type { Actor, StaffActor } from '../../core/auth/actor';
import { pagesOf, searchWords } from '../../core/command';
import { conflict, forbidden, notFound, badInput, uniqueViolation } from '../../core/errors';
import { actingTenantId, requireRole, requireStaff } from '../../core/tenancy';
import { runUnitOfWork } from '../../core/unit-of-work';
import { Messages } from '../../contracts/messages';
import { Tenant } from '../tenants/tenant.entity';
import { Depot } from '../depots/depot.entity';
import { TENANT_WIDE_ROLES } from '../depots/depot.policy';
import type { ChannelChoices } from '../channels/channel-kinds';
import { ChannelEndpoint } from '../channels/channel.entity';
import { assertDirectReachable } from '../channels/channel.service';
import { assertChannelUrl, saveWorkflowEndpoint } from '../channels/direct';
import type { HostIdCommand, HostListCommand, HostSuggestCommand, SaveHostCommand } from './host.commands';
import { Host } from './host.entity';

/** Who keeps the directory: a tenant's TenantAdmin (every host), a DepotManager (the hosts of their depot only). */
export const HOST_KEEPERS = ['SuperAdmin', 'TenantAdmin', 'DepotManager'] as const;
export const HOST_PAGE_SIZE = 25;
/** A type-ahead's answers at most. */
export const HOST_SUGGESTIONS = 10;

/** A person a walk-in may name as their host at the kiosk (issues 36, 39): a display name, department and opaque id, nothing else. */
export interface KioskHostView {
  id: string;
  name: string;
  /** To tell two people of one name apart (null: none given). */
  department: string | null;
}

/** The hosts of a depot: those kept to it and those of every depot (no depot named). */
const AT_DEPOT_SQL = `(cardinality("depot_ids") = 0 or ? = any("depot_ids"))`;

/**
 * The tenant's people directory (issue 39), kept by hand: TenantAdmins keep every host, a DepotManager the hosts kept
 * to their depot (a host of several depots, or of every depot, is the TenantAdmin's). Staff of the tenant pick from it
 * when booking (suggest); the kiosk's walk-in form lists a depot's hosts by name and department (kioskHosts). Uploads
 * (imports) and SCIM (scim.service.ts) write the same rows.
 */
export class HostService {
  constructor(private readonly d: Deps) {}

  async list(actor: Actor, cmd: HostListCommand) {
    const staff = requireRole(actor, ...HOST_KEEPERS);
    const tenantId = actingTenantId(actor, cmd.tenantId);
    const depotId = TENANT_WIDE_ROLES.includes(staff.role)
      ? (cmd.depotId ?? null)
      : (staff.depotId ?? '00000000-0000-0000-0000-000000000000');
    const { where, params } = this.searchWhere(tenantId, depotId, cmd.search);
    const [{ n }]: { n: string }[] = await this.d.em.execute(`select count(*) as n from "host" where ${where}`, params);
    const total = Number(n);
    const ids: { id: string }[] = await this.d.em.execute(
      `select "id" from "host" where ${where} order by lower("name"), "id" limit ${HOST_PAGE_SIZE} offset ${(cmd.page - 1) * HOST_PAGE_SIZE}`,
      params,
    );
    const hosts = ids.length ? await this.d.em.find(Host, { id: { $in: ids.map((r) => r.id) } }, { populate: ['teamsEndpoint'] }) : [];
    const byId = new Map(hosts.map((h) => [h.id, h]));
    return { hosts: ids.map((r) => byId.get(r.id)!).filter(Boolean), total, pages: pagesOf(total, HOST_PAGE_SIZE), page: cmd.page };
  }

  /** Staff booking a visit: the first hosts matching what was typed, at the booking's depot (their own for a DepotManager). */
  async suggest(actor: Actor, cmd: HostSuggestCommand): Promise<Host[]> {
    const staff = requireStaff(actor);
    if (!staff.tenantId) throw forbidden();
    const depotId = TENANT_WIDE_ROLES.includes(staff.role) ? (cmd.depotId ?? null) : (staff.depotId ?? null);
    const { where, params } = this.searchWhere(staff.tenantId, depotId, cmd.search, true);
    const ids: { id: string }[] = await this.d.em.execute(
      `select "id" from "host" where ${where} order by (lower("name") like ?) desc, lower("name"), "id" limit ${HOST_SUGGESTIONS}`,
      [
        ...params,
        `${(cmd.search ?? '')
          .trim()
          .toLowerCase()
          .replace(/[\\%_]/g, (c) => `\\${c}`)}%`,
      ],
    );
    if (!ids.length) return [];
    const hosts = await this.d.em.find(Host, { id: { $in: ids.map((r) => r.id) }, tenant: staff.tenantId });
    const byId = new Map(hosts.map((h) => [h.id, h]));
    return ids.map((r) => byId.get(r.id)!).filter(Boolean);
  }

  /**
   * The kiosk's walk-in form: the depot's active hosts, by name (the depot's tenant only: another tenant's never), but
   * those whose e-mail is among `exceptEmails` (the depot's staff users, listed already).
   */
  async atKiosk(tenantId: string, depotId: string, exceptEmails: string[] = []): Promise<KioskHostView[]> {
    const { where, params } = this.searchWhere(tenantId, depotId, null, true);
    const rows: { id: string; name: string; department: string | null }[] = await this.d.em.execute(
      `select "id", "name", "department" from "host" where ${where} and lower("email") not in (select jsonb_array_elements_text(?::jsonb)) order by lower("name"), "id" limit 2000`,
      [...params, JSON.stringify(exceptEmails.map((e) => e.toLowerCase()))],
    );
    return rows.map((r) => ({ id: r.id, name: r.name, department: r.department ?? null }));
  }

  /** The walk-in's host by the id the kiosk listed: an active host of the tenant at the depot, else none. */
  async findAtDepot(tenantId: string, depotId: string, hostId: string): Promise<Host | null> {
    const [row]: { id: string }[] = await this.d.em.execute(
      `select "id" from "host" where "tenant_id" = ? and "id" = ? and "active" and ${AT_DEPOT_SQL}`,
      [tenantId, hostId, depotId],
    );
    return row ? this.d.em.findOne(Host, { id: row.id }, { filters: false }) : null;
  }

  async save(actor: Actor, cmd: SaveHostCommand): Promise<Host> {
    const staff = requireRole(actor, ...HOST_KEEPERS);
    const tenantId = actingTenantId(actor, cmd.tenantId);
    const depotIds = await this.depotsFor(staff, tenantId, cmd.depotIds);
    const choices: ChannelChoices = Object.fromEntries(cmd.choices.map((c) => [c.kind, [...new Set(c.channels)]]));
    const workflowUrl = cmd.teamsWorkflowUrl
      ? await assertChannelUrl(this.d.config, cmd.teamsWorkflowUrl, 'teamsWorkflowUrl')
      : cmd.teamsWorkflowUrl;
    try {
      return await runUnitOfWork(
        this.d,
        async ({ em }) => {
          let host: Host;
          const before = cmd.id ? await this.kept(staff, tenantId, cmd.id, em) : null;
          // Their direct channels (issue 39): a Slack member id and their own Teams workflow, kept when not sent.
          const slackMemberId = cmd.slackMemberId === undefined ? (before?.slackMemberId ?? null) : cmd.slackMemberId;
          assertDirectReachable(choices, slackMemberId, workflowUrl === undefined ? !!before?.teamsEndpoint : !!workflowUrl);
          const teams = await saveWorkflowEndpoint(em, this.d.config, tenantId, before?.teamsEndpoint?.id ?? null, workflowUrl);
          const direct = { slackMemberId, teamsEndpoint: teams ? em.getReference(ChannelEndpoint, teams) : null };
          if (before) {
            host = before;
            em.assign(host, {
              ...direct,
              name: cmd.name,
              email: cmd.email,
              department: cmd.department ?? null,
              depotIds,
              language: cmd.language ?? null,
              choices,
              ...(cmd.phone !== undefined ? { phone: cmd.phone } : {}),
            });
          } else {
            host = em.create(Host, {
              tenant: em.getReference(Tenant, tenantId),
              name: cmd.name,
              email: cmd.email,
              phone: cmd.phone ?? null,
              department: cmd.department ?? null,
              depotIds,
              language: cmd.language ?? null,
              choices,
              ...direct,
              source: 'MANUAL',
            });
            em.persist(host);
          }
          await em.flush();
          await em.populate(host, ['teamsEndpoint']);
          return host;
        },
        { action: cmd.id ? 'host.edit' : 'host.add' },
      );
    } catch (err) {
      if (uniqueViolation(err) === 'host_email_uq')
        throw conflict(Messages.hostEmailTaken(cmd.email), { email: [Messages.hostEmailTaken(cmd.email)] });
      throw err;
    }
  }

  async remove(actor: Actor, cmd: HostIdCommand): Promise<boolean> {
    const staff = requireRole(actor, ...HOST_KEEPERS);
    const tenantId = actingTenantId(actor, undefined);
    return runUnitOfWork(
      this.d,
      async ({ em }) => {
        const host = await this.kept(staff, tenantId, cmd.id, em);
        em.remove(host);
        return true;
      },
      { action: 'host.remove' },
    );
  }

  /** A host the actor keeps: the tenant's (admins), or one kept to the DepotManager's depot alone; 404 otherwise. */
  private async kept(staff: StaffActor, tenantId: string, id: string, em = this.d.em): Promise<Host> {
    const host = await em.findOne(Host, { id, tenant: tenantId });
    if (!host) throw notFound('Host');
    if (!TENANT_WIDE_ROLES.includes(staff.role)) {
      if (host.depotIds.length !== 1 || host.depotIds[0] !== staff.depotId) throw notFound('Host');
    }
    return host;
  }

  /** The depots named, each the tenant's; a DepotManager's host is kept to their own depot whatever was sent. */
  private async depotsFor(staff: StaffActor, tenantId: string, ids: string[]): Promise<string[]> {
    if (!TENANT_WIDE_ROLES.includes(staff.role)) {
      if (!staff.depotId) throw forbidden();
      if (ids.some((id) => id !== staff.depotId)) throw badInput(Messages.hostDepotUnknown, { depotIds: [Messages.hostDepotUnknown] });
      return [staff.depotId];
    }
    if (!ids.length) return [];
    const found = await this.d.em.count(Depot, { id: { $in: ids }, tenant: tenantId });
    if (found !== ids.length) throw badInput(Messages.hostDepotUnknown, { depotIds: [Messages.hostDepotUnknown] });
    return ids;
  }

  /** The tenant's hosts (active only for a pick) at a depot (or all), whose name, e-mail or department holds every word. */
  private searchWhere(tenantId: string, depotId: string | null, search: string | null | undefined, activeOnly = false) {
    const params: unknown[] = [tenantId];
    let where = `"tenant_id" = ?`;
    if (activeOnly) where += ` and "active"`;
    if (depotId) {
      where += ` and ${AT_DEPOT_SQL}`;
      params.push(depotId);
    }
    for (const w of searchWords(search)) {
      where += ` and ("name" ilike ? or "email" ilike ? or coalesce("department", '') ilike ?)`;
      params.push(w, w, w);
    }
    return { where, params };
  }
}
