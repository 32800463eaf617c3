import { feature, type ContextOf, type Scope } from '../../core/feature';
import { RoleName } from './role-name.entity';
import { RoleResolver } from './role.resolver';
import { roleRoutes } from './role.rest';
import { RoleService } from './role.service';

/** Its services, named (its REST rows' type cannot be read from the manifest that lists them). It needs no feature. */
export interface RolesServices {
  roles: RoleService;
}

/** Roles (issue 23): a tenant's role names (partners' roles and the staff role list). */
export const roles = feature<RolesServices>({
  name: 'roles',
  services: { roles: (d) => new RoleService(d) },
  entities: [RoleName],
  resolvers: [RoleResolver],
  routes: roleRoutes,
});

/** What the feature's resolver sees: its own service and the request's deps, not the whole registry. */
export type RolesContext = ContextOf<typeof roles>;
/** What its REST rows see (the scope `feature()` checks them against). */
export type RolesScope = Scope<RolesServices>;
