import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Deps } from '../../core/deps';
import type { Actor } from '../../core/auth/actor';
import { hashPassword } from '../../core/auth/password';
import { conflict, notFound, uniqueViolation } from '../../core/errors';
import { requireStaff } from '../../core/tenancy';
import { runUnitOfWork, type UnitOfWork } from '../../core/unit-of-work';
import { Messages } from '../../contracts/messages';
import { Tenant } from '../tenants/tenant.entity';
import { Depot } from '../depots/depot.entity';
import { RoleName } from '../roles/role-name.entity';
import { User } from '../users/user.entity';
import { Host, ScimGroup } from './host.entity';

/** A SCIM User as the directory keeps it (the transport, scim.http.ts, maps SCIM's JSON to and from it). */
export interface ScimUserInput {
  userName: string;
  externalId: string | null;
  active: boolean;
  name: string;
  email: string;
  phone: string | null;
  department: string | null;
  language: string | null;
}

export interface ScimGroupInput {
  displayName: string;
  externalId: string | null;
  memberIds: string[];
}

/** The roles a group's displayName may name, strongest first (a SuperAdmin is never provisioned). */
const BUILT_IN_ROLES = ['TenantAdmin', 'DepotManager'] as const;

/**
 * SCIM 2.0 provisioning's storage (issue 39): the tenant's identity provider keeps the people directory (a SCIM User
 * is a host) and its groups. A host in a group whose displayName is a role (TenantAdmin, DepotManager or one of the
 * tenant's role names) has a staff user with that role (the strongest when several), made or updated here; a host made
 * inactive (active:false) or deleted has its staff user disabled at once (its sessions revoked), so they can no longer
 * sign in. Every write is one unit of work; the unique userName per tenant makes a concurrent create one winner.
 * Only an API key with the SCIM scope gets here (scim.http.ts), and its tenant is the one written.
 */
export class ScimService {
  constructor(private readonly d: Deps) {}

  tenantOf(actor: Actor): string {
    const staff = requireStaff(actor);
    return staff.tenantId!;
  }

  async users(actor: Actor, id?: string): Promise<Host[]> {
    const tenant = this.tenantOf(actor);
    return this.d.em.find(Host, { tenant, ...(id ? { id } : {}) }, { orderBy: { createdAt: 'asc', id: 'asc' } });
  }

  async groups(actor: Actor, id?: string): Promise<ScimGroup[]> {
    const tenant = this.tenantOf(actor);
    return this.d.em.find(ScimGroup, { tenant, ...(id ? { id } : {}) }, { orderBy: { createdAt: 'asc', id: 'asc' } });
  }

  /**
   * A create or replace (a PUT or POST of SCIM) in the actor's tenant, one unit of work audited as `action`: `write`
   * gets the password hash a staff user it makes is given (random: they sign in by single sign-on), hashed before the
   * unit of work begins; a unique constraint it breaks answers 409 as `conflicts` names it.
   */
  private async put<T>(
    actor: Actor,
    action: string,
    conflicts: Record<string, () => Error>,
    write: (uow: UnitOfWork, tenantId: string, password: string) => Promise<T>,
  ): Promise<T> {
    const tenantId = this.tenantOf(actor);
    const password = await hashPassword(randomBytes(24).toString('base64url'));
    try {
      return await runUnitOfWork(this.d, (uow) => write(uow, tenantId, password), { action });
    } catch (err) {
      const which = uniqueViolation(err);
      if (which && Object.hasOwn(conflicts, which)) throw conflicts[which]();
      throw err;
    }
  }

  /** Creates (no id) or replaces a user; its staff user follows (groups, active). */
  async putUser(actor: Actor, id: string | null, input: ScimUserInput): Promise<Host> {
    const taken = () => conflict(Messages.scimUserNameTaken(input.userName));
    return this.put(
      actor,
      id ? 'scim.user.replace' : 'scim.user.create',
      { host_user_name_uq: taken, host_email_uq: () => conflict(Messages.hostEmailTaken(input.email)), app_user_username_ci_uniq: taken },
      async (uow, tenantId, password) => {
        const em = uow.em;
        let host: Host;
        if (id) {
          const found = await em.findOne(Host, { id, tenant: tenantId });
          if (!found) throw notFound('User');
          host = found;
        } else {
          host = em.create(Host, { tenant: em.getReference(Tenant, tenantId), source: 'SCIM', name: input.name, email: input.email });
          em.persist(host);
        }
        em.assign(host, {
          userName: input.userName,
          externalId: input.externalId,
          active: input.active,
          name: input.name.slice(0, 120),
          email: input.email,
          phone: input.phone,
          department: input.department,
          language: input.language,
        });
        await em.flush();
        await this.syncStaff(uow, tenantId, [host], password);
        await em.flush();
        return host;
      },
    );
  }

  async removeUser(actor: Actor, id: string): Promise<void> {
    const tenantId = this.tenantOf(actor);
    await runUnitOfWork(
      this.d,
      async (uow) => {
        const host = await uow.em.findOne(Host, { id, tenant: tenantId });
        if (!host) throw notFound('User');
        host.active = false;
        await this.syncStaff(uow, tenantId, [host], '');
        await uow.em.execute(`update "scim_group" set "member_ids" = array_remove("member_ids", ?) where "tenant_id" = ?`, [id, tenantId]);
        uow.em.remove(host);
      },
      { action: 'scim.user.delete' },
    );
  }

  /** Creates (no id) or replaces a group; the members' staff users follow. Members must be the tenant's users. */
  async putGroup(actor: Actor, id: string | null, input: ScimGroupInput): Promise<ScimGroup> {
    return this.put(
      actor,
      id ? 'scim.group.replace' : 'scim.group.create',
      { scim_group_name_uq: () => conflict(Messages.scimGroupTaken(input.displayName)) },
      async (uow, tenantId, password) => {
        const em = uow.em;
        const members = input.memberIds.length ? await em.find(Host, { id: { $in: input.memberIds }, tenant: tenantId }) : [];
        if (members.length !== new Set(input.memberIds).size) throw notFound('Group member');
        let group: ScimGroup;
        let before: string[] = [];
        if (id) {
          const found = await em.findOne(ScimGroup, { id, tenant: tenantId });
          if (!found) throw notFound('Group');
          group = found;
          before = [...group.memberIds];
        } else {
          group = em.create(ScimGroup, { tenant: em.getReference(Tenant, tenantId), displayName: input.displayName });
          em.persist(group);
        }
        em.assign(group, { displayName: input.displayName, externalId: input.externalId, memberIds: [...new Set(input.memberIds)] });
        await em.flush();
        const touched = [...new Set([...before, ...group.memberIds])];
        const hosts = touched.length ? await em.find(Host, { id: { $in: touched }, tenant: tenantId }) : [];
        await this.syncStaff(uow, tenantId, hosts, password);
        await em.flush();
        return group;
      },
    );
  }

  async removeGroup(actor: Actor, id: string): Promise<void> {
    const tenantId = this.tenantOf(actor);
    await runUnitOfWork(
      this.d,
      async ({ em }) => {
        const group = await em.findOne(ScimGroup, { id, tenant: tenantId });
        if (!group) throw notFound('Group');
        em.remove(group);
      },
      { action: 'scim.group.delete' },
    );
  }

  /**
   * Each host's staff user after a change: inactive, its user (if any) disabled and its sessions revoked; in a role's
   * group, a user with the strongest such role (made when none, found by username in the tenant, or the one linked).
   * A host in no role group keeps whatever user it has (a group removal does not demote: the IdP deactivates).
   */
  private async syncStaff(uow: UnitOfWork, tenantId: string, hosts: Host[], passwordHash: string): Promise<void> {
    if (!hosts.length) return;
    const em = uow.em as EntityManager;
    const groups = await em.find(ScimGroup, { tenant: tenantId });
    const custom = new Map(
      (await em.find(RoleName, { tenant: tenantId }, { filters: false })).map((r) => [r.roleName.trim().toLowerCase(), r.roleName]),
    );
    const roleOf = (name: string): string | null => {
      const b = BUILT_IN_ROLES.find((r) => r.toLowerCase() === name.trim().toLowerCase());
      return b ?? custom.get(name.trim().toLowerCase()) ?? null;
    };
    for (const host of hosts) {
      let user = host.user ? await em.findOne(User, { id: host.user.id }, { filters: false }) : null;
      if (!user && host.userName)
        user = await em.findOne(
          User,
          { tenant: tenantId, username: { $ilike: host.userName.replace(/[\\%_]/g, (c) => `\\${c}`) } },
          { filters: false },
        );
      if (!host.active) {
        if (user && !user.disabled) {
          await em.execute(
            `update "app_user" set "disabled" = true, "token_version" = "token_version" + 1, "updated_at" = now() where "id" = ?`,
            [user.id],
          );
          uow.publish('sessionsRevoked', { userIds: [user.id] });
        }
        if (user) host.user = user;
        continue;
      }
      const roles = groups
        .filter((g) => g.memberIds.includes(host.id))
        .map((g) => roleOf(g.displayName))
        .filter((r): r is string => !!r);
      const role = BUILT_IN_ROLES.find((r) => roles.includes(r)) ?? roles.sort()[0] ?? null;
      if (!role) {
        if (user) host.user = user;
        continue;
      }
      const depotId =
        host.depotIds[0] ?? (await em.findOne(Depot, { tenant: tenantId }, { orderBy: { code: 'asc' }, filters: false }))?.id ?? null;
      const fields = {
        role,
        name: host.name,
        email: host.email,
        department: host.department ?? null,
        disabled: false,
        depot: depotId ? em.getReference(Depot, depotId) : null,
      };
      if (user) em.assign(user, fields);
      else {
        user = em.create(User, {
          tenant: em.getReference(Tenant, tenantId),
          username: (host.userName ?? host.email).slice(0, 80),
          passwordHash,
          emailConfirmed: true,
          ...fields,
        });
        em.persist(user);
      }
      host.user = user;
    }
  }
}
