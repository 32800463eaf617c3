import { Entity, Filter, ManyToOne, Property } from '@mikro-orm/core';
import { BaseEntity, tenantFilter } from '../../core/db/base.entity';
import { Tenant } from '../tenants/tenant.entity';

/** Wall-clock times (HH:mm) read in the zone of the depot where the partner clocks in. */
@Entity({ tableName: 'shift' })
@Filter(tenantFilter)
export class Shift extends BaseEntity {
  @ManyToOne(() => Tenant, { deleteRule: 'cascade' })
  tenant!: Tenant;

  @Property({ type: 'string', length: 80 })
  shiftName!: string;

  @Property({ type: 'string', length: 5 })
  startTime!: string;

  @Property({ type: 'string', length: 5 })
  endTime!: string;
}
