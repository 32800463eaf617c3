import { withMessage, type RestRoute } from '../../core/http/rest';
import type { RolesScope } from '.';
import { Messages } from '../../contracts/messages';
import { parse } from '../../core/command';
import { legacyRole, RoleCommand } from './role.commands';
import { RoleType } from './role.type';

const staff = { auth: 'staff' as const, tag: 'Roles' };
const list: RestRoute<RolesScope>['run'] = async (s, actor, { query }) =>
  (await s.roles.list(actor, query.tenantId as string | undefined)).map((r) => RoleType.from(r));

const command = (body: Record<string, unknown>) => parse(RoleCommand, legacyRole.decode(body), legacyRole.names(body));

export const roleRoutes: RestRoute<RolesScope>[] = [
  { ...staff, method: 'GET', path: 'api/list-role', summary: "The tenant's role names (the Role screen's table)", run: list },
  { ...staff, method: 'GET', path: 'api/get-role/', summary: "The tenant's role names (the spec's get-role/ without an id)", run: list },
  { ...staff, method: 'GET', path: 'api/get-roles', summary: "The tenant's role names (dropdowns)", run: list },
  {
    ...staff,
    method: 'GET',
    path: 'api/get-role/:id',
    summary: 'One role name',
    run: async (s, actor, { params }) => RoleType.from(await s.roles.get(actor, params.id)),
  },
  {
    ...staff,
    method: 'POST',
    path: 'api/add-role',
    roles: ['SuperAdmin', 'TenantAdmin', 'DepotManager'],
    status: 201,
    summary: 'Add a role name: RoleName',
    command: RoleCommand,
    run: async (s, actor, { body }) => withMessage(RoleType.from(await s.roles.add(actor, command(body))), Messages.roleAdded),
  },
  {
    ...staff,
    method: 'PUT',
    path: 'api/edit-role/:id',
    roles: ['SuperAdmin', 'TenantAdmin', 'DepotManager'],
    summary: 'Edit a role name: Id, RoleName',
    command: RoleCommand,
    run: async (s, actor, { params, body }) =>
      withMessage(RoleType.from(await s.roles.edit(actor, params.id, command(body))), Messages.roleUpdated),
  },
  {
    ...staff,
    method: 'DELETE',
    path: 'api/delete-role/:id',
    roles: ['SuperAdmin', 'TenantAdmin', 'DepotManager'],
    summary: 'Remove a role name (its partners keep working without one)',
    run: async (s, actor, { params }) => ({ ok: await s.roles.remove(actor, params.id), message: Messages.roleDeleted }),
  },
];
