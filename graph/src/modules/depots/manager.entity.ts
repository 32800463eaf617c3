import { Entity, Filter, ManyToOne, Property, type Opt } from '@mikro-orm/core';
import { BaseEntity, tenantFilter } from '../../core/db/base.entity';
import { Tenant } from '../tenants/tenant.entity';
import { Depot } from './depot.entity';

@Entity({ tableName: 'manager' })
@Filter(tenantFilter)
export class Manager extends BaseEntity {
  @ManyToOne(() => Tenant, { deleteRule: 'cascade' })
  tenant!: Tenant;

  @ManyToOne(() => Depot, { deleteRule: 'cascade' })
  depot!: Depot;

  @Property({ type: 'string', length: 120 })
  name!: string;

  @Property({ type: 'string', length: 254 })
  email!: string;

  @Property({ type: 'string', length: 120 })
  department!: string;

  @Property({ type: 'boolean', default: true })
  receiveEmailFlag: Opt<boolean> = true;
}
