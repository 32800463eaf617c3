import { Entity, Filter, ManyToOne, Property, Unique, type Opt } from '@mikro-orm/core';
import { BaseEntity, tenantFilter } from '../../core/db/base.entity';
import { Tenant } from '../tenants/tenant.entity';
import { Depot } from '../depots/depot.entity';

/**
 * A kiosk tablet of a depot as its heartbeats report it (issue 27): the id the device made for itself, the name staff
 * gave it, the app version it runs, how many entries it holds unsent (the offline queue), when it was last seen.
 */
@Entity({ tableName: 'kiosk_device' })
@Filter(tenantFilter)
@Unique({ name: 'kiosk_device_uniq', properties: ['depot', 'deviceId'] })
export class KioskDevice extends BaseEntity {
  @ManyToOne(() => Tenant, { deleteRule: 'cascade' })
  tenant!: Tenant;

  @ManyToOne(() => Depot, { deleteRule: 'cascade' })
  depot!: Depot;

  @Property({ type: 'uuid' })
  deviceId!: string;

  @Property({ type: 'string', length: 60, nullable: true })
  name?: string | null;

  @Property({ type: 'string', length: 40 })
  version!: string;

  @Property({ type: 'integer', default: 0 })
  heldEntries: Opt<number> = 0;

  @Property({ type: 'datetime' })
  lastSeenAt!: Date;

  /** SHA-256 (hex) of the secret the kiosk got when it was paired (issue 40); null: not paired (or unpaired by staff). */
  @Property({ type: 'string', length: 64, nullable: true, hidden: true })
  secretHash?: string | null;

  @Property({ type: 'datetime', nullable: true })
  pairedAt?: Date | null;
}

/**
 * A one-time pairing code staff made for a depot (issue 40): a kiosk that opens the pairing link (or is given the
 * code) exchanges it for its device secret, once, before it expires. Only the code's SHA-256 is kept.
 */
@Entity({ tableName: 'kiosk_pairing' })
@Filter(tenantFilter)
export class KioskPairing extends BaseEntity {
  @ManyToOne(() => Tenant, { deleteRule: 'cascade' })
  tenant!: Tenant;

  @ManyToOne(() => Depot, { deleteRule: 'cascade' })
  depot!: Depot;

  @Property({ type: 'string', length: 64, unique: 'kiosk_pairing_code_uniq', hidden: true })
  codeHash!: string;

  @Property({ type: 'datetime' })
  expiresAt!: Date;

  @Property({ type: 'datetime', nullable: true })
  usedAt?: Date | null;
}
