import { ManyToOne, Property, type Opt } from '@mikro-orm/core';
import { BaseEntity } from '../../core/db/base.entity';
import { Tenant } from '../tenants/tenant.entity';
import { Depot } from '../depots/depot.entity';
import { Attendee } from './attendee.entity';

/**
 * A visitor at a depot: a visit (booked, walk-in or regular) or a regular visitor's pass. Both name the person (their
 * attendee record) and what the kiosk asks of them at sign-in; the entities add the rest (and their tenant filter).
 */
export abstract class DepotVisitorEntity extends BaseEntity {
  @ManyToOne(() => Tenant, { deleteRule: 'cascade' })
  tenant!: Tenant;

  @ManyToOne(() => Depot, { deleteRule: 'cascade' })
  depot!: Depot;

  @ManyToOne(() => Attendee, { deleteRule: 'cascade' })
  attendee!: Attendee;

  /** The kiosk asks for a signature after the sign-in. */
  @Property({ type: 'boolean', default: false })
  signFlag: Opt<boolean> = false;

  /** The kiosk asks for a depot badge number. */
  @Property({ type: 'boolean', default: false })
  badgeNumFlag: Opt<boolean> = false;

  /** The kiosk asks for the visitor's temperature. */
  @Property({ type: 'boolean', default: false })
  enterTemperature: Opt<boolean> = false;
}
