import { Entity, Filter, ManyToOne, Property } from '@mikro-orm/core';
import { BaseEntity, tenantFilter } from '../../core/db/base.entity';
import { Tenant } from '../tenants/tenant.entity';

@Entity({ tableName: 'regular_host' })
@Filter(tenantFilter)
export class RegularHost extends BaseEntity {
  @ManyToOne(() => Tenant, { deleteRule: 'cascade' })
  tenant!: Tenant;

  @Property({ type: 'string', length: 120 })
  hostname!: string;

  @Property({ type: 'string', length: 254 })
  hostemail!: string;

  @Property({ type: 'string', length: 120 })
  department!: string;
}
