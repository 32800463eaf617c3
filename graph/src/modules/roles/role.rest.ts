import type { RestRoute } from '../../core/http/rest';
import { tenantListRoutes } from '../../core/http/tenant-list-routes';
import type { RolesScope } from '.';
import { Messages } from '../../contracts/messages';
import { parse } from '../../core/command';
import { legacyRole, RoleCommand } from './role.commands';
import { RoleType } from './role.type';

export const roleRoutes: RestRoute<RolesScope>[] = tenantListRoutes({
  tag: 'Roles',
  service: (s: RolesScope) => s.roles,
  view: (r) => RoleType.from(r),
  command: RoleCommand,
  parse: (body) => parse(RoleCommand, legacyRole.decode(body), legacyRole.names(body)),
  editors: ['SuperAdmin', 'TenantAdmin', 'DepotManager'],
  list: [
    { path: 'api/list-role', summary: "The tenant's role names (the Role screen's table)" },
    { path: 'api/get-role/', summary: "The tenant's role names (the spec's get-role/ without an id)" },
    { path: 'api/get-roles', summary: "The tenant's role names (dropdowns)" },
  ],
  get: { path: 'api/get-role/:id', summary: 'One role name' },
  add: { path: 'api/add-role', summary: 'Add a role name: RoleName', message: Messages.roleAdded },
  edit: { path: 'api/edit-role/:id', summary: 'Edit a role name: Id, RoleName', message: Messages.roleUpdated },
  remove: {
    path: 'api/delete-role/:id',
    summary: 'Remove a role name (its partners keep working without one)',
    message: Messages.roleDeleted,
  },
});
