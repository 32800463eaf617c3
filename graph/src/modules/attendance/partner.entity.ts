import { Entity, Filter, ManyToOne, Property, Unique, type Opt } from '@mikro-orm/core';
import { BaseEntity, tenantFilter } from '../../core/db/base.entity';
import { Tenant } from '../tenants/tenant.entity';
import { Depot } from '../depots/depot.entity';
import { Shift } from '../shifts/shift.entity';
import { RoleName } from '../roles/role-name.entity';

@Entity({ tableName: 'partner' })
@Filter(tenantFilter)
export class Partner extends BaseEntity {
  @ManyToOne(() => Tenant, { deleteRule: 'cascade' })
  tenant!: Tenant;

  @ManyToOne(() => Depot, { nullable: true, deleteRule: 'set null' })
  depot?: Depot | null;

  /** Numeric work id, unique in the whole system (not only the tenant). */
  @Property({ type: 'string', length: 18 })
  @Unique({ name: 'partner_work_id_uniq' })
  workId!: string;

  @Property({ type: 'string', length: 120 })
  name!: string;

  @Property({ type: 'string', length: 120 })
  organisation!: string;

  @Property({ type: 'string', length: 254, nullable: true })
  email?: string | null;

  /** A mobile number in E.164 (issue 39: told by SMS in an evacuation); null: none. */
  @Property({ type: 'string', length: 16, nullable: true })
  phone?: string | null;

  @ManyToOne(() => Shift, { nullable: true, deleteRule: 'set null' })
  shift?: Shift | null;

  @ManyToOne(() => RoleName, { nullable: true, deleteRule: 'set null' })
  role?: RoleName | null;

  @Property({ type: 'boolean', default: false })
  signFlag: Opt<boolean> = false;

  @Property({ type: 'boolean', default: false })
  badgeNumFlag: Opt<boolean> = false;

  /** One clock-in a day when set. */
  @Property({ type: 'boolean', default: false })
  singleSignFlag: Opt<boolean> = false;

  @Property({ type: 'boolean', default: false })
  enterTemperature: Opt<boolean> = false;
}
