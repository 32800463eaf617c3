import { Entity, Filter, Index, ManyToOne, Property } from '@mikro-orm/core';
import { BaseEntity, tenantFilter } from '../../core/db/base.entity';
import { Tenant } from '../tenants/tenant.entity';

/** A role name of the tenant's role list (partners' roles, and staff roles beyond the three built in). */
@Entity({ tableName: 'role_name' })
@Filter(tenantFilter)
@Index({
  name: 'role_name_ci_uniq',
  expression: 'create unique index "role_name_ci_uniq" on "role_name" ("tenant_id", lower("role_name"))',
})
export class RoleName extends BaseEntity {
  @ManyToOne(() => Tenant, { deleteRule: 'cascade' })
  tenant!: Tenant;

  @Property({ type: 'string', length: 80 })
  roleName!: string;
}
