import { Entity, Filter, ManyToOne, Property, Unique } from '@mikro-orm/core';
import { BaseEntity, tenantFilter } from '../../core/db/base.entity';
import { Tenant } from '../tenants/tenant.entity';
import { Depot } from '../depots/depot.entity';

/** A badge of a depot's pool. "In use" is derived: an open attendance holds it (a partial unique index). */
@Entity({ tableName: 'badge' })
@Filter(tenantFilter)
@Unique({ name: 'badge_depot_number_uniq', properties: ['depot', 'number'] })
export class Badge extends BaseEntity {
  @ManyToOne(() => Tenant, { deleteRule: 'cascade' })
  tenant!: Tenant;

  @ManyToOne(() => Depot, { deleteRule: 'cascade' })
  depot!: Depot;

  /** Uppercased badge number as people read it off the card. */
  @Property({ type: 'string', length: 32 })
  number!: string;
}
