import type { RestRoute } from '../../core/http/rest';
import type { Services } from '../../services';
import { TenantDetailsType, TenantShortType, TenantType } from './tenant.type';

export const tenantRoutes: RestRoute<Services>[] = [
  {
    method: 'POST', path: 'api/create-tenant', auth: 'staff', tag: 'Tenants', summary: 'Add a tenant: name, rep{email,name,username}, depots{code,line1,line2,county,eirCode} (SuperAdmin)', status: 201,
    run: async (s, actor, { body }) => TenantType.from(await s.tenants.create(actor, body)),
  },
  {
    method: 'GET', path: 'api/list-tenants', auth: 'staff', tag: 'Tenants', summary: 'Every tenant with its counts (SuperAdmin)',
    run: async (s, actor) => (await s.tenants.list(actor)).map((t) => TenantType.from(t)),
  },
  {
    method: 'PUT', path: 'api/edit-tenant-details/:id', auth: 'staff', tag: 'Tenants', summary: 'Edit a tenant: name, optional tempMin, tempMax',
    run: async (s, actor, { params, body }) => TenantType.from(await s.tenants.edit(actor, params.id, body)),
  },
  {
    method: 'DELETE', path: 'api/remove-tenant/:id', auth: 'staff', tag: 'Tenants', summary: 'Remove a tenant and everything it owns (SuperAdmin)',
    run: async (s, actor, { params }) => ({ ok: await s.tenants.remove(actor, params.id) }),
  },
  {
    method: 'GET', path: 'api/find-tenant/:id', auth: 'staff', tag: 'Tenants', summary: 'Tenant details: reps, depots with address and managers',
    run: async (s, actor, { params }) => TenantDetailsType.from(await s.tenants.find(actor, params.id)),
  },
  {
    method: 'GET', path: 'api/tenants-short-list', auth: 'staff', tag: 'Tenants', summary: 'Tenants for a dropdown (id, name)',
    run: async (s, actor) => (await s.tenants.shortList(actor)).map((t) => TenantShortType.from(t)),
  },
];
