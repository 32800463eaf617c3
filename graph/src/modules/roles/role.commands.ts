import { legacyFields, optionalId, text, z } from '../../core/command';

/** Add or edit a role name (spec 3 Role name; spec 5: RoleName required). Unique in the tenant whatever the case. */
export const RoleCommand = z.object({
  roleName: text('Role name', 80).describe('The name (required, unique within the tenant).'),
  /** SuperAdmin names the tenant; others act in their own. */
  tenantId: optionalId('tenantId').describe('SuperAdmin: the tenant'),
});
export type RoleCommand = z.output<typeof RoleCommand>;

/** The legacy spelling (spec 3: sent as RoleName with Id) onto the command's fields. */
export const legacyRole = legacyFields({ roleName: ['RoleName', 'roleName'] });
