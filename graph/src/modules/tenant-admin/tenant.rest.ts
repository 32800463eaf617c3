import { parse } from '../../core/command';
import { withMessage, type RestRoute } from '../../core/http/rest';
import { bool, str } from '../../core/validate';
import { Messages } from '../../contracts/messages';
import type { TenantAdminScope } from '.';
import { CreateTenantCommand, EditTenantCommand } from './tenant.commands';
import { TenantDetailsType, TenantShortType, TenantType } from './tenant.type';

export const tenantRoutes: RestRoute<TenantAdminScope>[] = [
  {
    method: 'POST',
    path: 'api/create-tenant',
    roles: ['SuperAdmin'],
    auth: 'staff',
    tag: 'Tenants',
    summary: 'Add a tenant: name, rep{email,name,username}, depots{code,line1,line2,county,eirCode} (SuperAdmin)',
    status: 201,
    command: CreateTenantCommand,
    run: async (s, actor, { body }) => TenantType.from(await s.tenants.create(actor, parse(CreateTenantCommand, body))),
  },
  {
    method: 'GET',
    path: 'api/list-tenants',
    roles: ['SuperAdmin'],
    auth: 'staff',
    tag: 'Tenants',
    summary: 'Every tenant with its counts (SuperAdmin); ?includeArchived=true adds the archived ones',
    run: async (s, actor, { query }) => (await s.tenants.list(actor, flag(query, 'includeArchived'))).map((t) => TenantType.from(t)),
  },
  {
    method: 'PUT',
    path: 'api/edit-tenant-details/:id',
    roles: ['SuperAdmin', 'TenantAdmin'],
    auth: 'staff',
    tag: 'Tenants',
    summary: 'Edit a tenant: name, optional tempMin, tempMax',
    command: EditTenantCommand,
    run: async (s, actor, { params, body }) => TenantType.from(await s.tenants.edit(actor, params.id, parse(EditTenantCommand, body))),
  },
  {
    method: 'DELETE',
    path: 'api/remove-tenant/:id',
    roles: ['SuperAdmin'],
    auth: 'staff',
    tag: 'Tenants',
    summary: 'Remove (archive, reversible) a tenant (SuperAdmin); an optional confirmName (body or query) must be its name',
    run: async (s, actor, { params, all }) => ({
      ok: await s.tenants.archive(actor, params.id, text(all, 'confirmName', 'Tenant name')),
      message: Messages.tenantArchived,
    }),
  },
  {
    method: 'POST',
    path: 'api/restore-tenant/:id',
    roles: ['SuperAdmin'],
    auth: 'staff',
    tag: 'Tenants',
    summary: 'Restore an archived tenant (SuperAdmin)',
    run: async (s, actor, { params }) => withMessage(TenantType.from(await s.tenants.restore(actor, params.id)), Messages.tenantRestored),
  },
  {
    method: 'GET',
    path: 'api/first-run',
    roles: ['SuperAdmin'],
    auth: 'staff',
    tag: 'Tenants',
    summary: "A fresh install (SuperAdmin): no tenant yet but the SuperAdmin's own",
    run: async (s, actor) => ({ firstRun: await s.tenants.firstRun(actor) }),
  },
  {
    method: 'GET',
    path: 'api/find-tenant/:id',
    roles: ['SuperAdmin', 'TenantAdmin', 'DepotManager'],
    auth: 'staff',
    tag: 'Tenants',
    summary: 'Tenant details: reps, depots with address and managers',
    run: async (s, actor, { params }) => TenantDetailsType.from(await s.tenants.find(actor, params.id)),
  },
  {
    method: 'GET',
    path: 'api/tenants-short-list',
    auth: 'staff',
    tag: 'Tenants',
    summary: 'Tenants for a dropdown (id, name)',
    run: async (s, actor) => (await s.tenants.shortList(actor)).map((t) => TenantShortType.from(t)),
  },
];

/** Decoding only (the rules are the service's): an optional text and an optional true/false of the request. */
const text = (input: Record<string, unknown>, key: string, label: string): string | undefined => {
  if (input[key] === undefined || input[key] === null) return undefined;
  return str(input, key, label, 200) ?? '';
};
const flag = (input: Record<string, unknown>, key: string) => bool(input, key, false);
