import { Entity, Enum, Filter, Index, ManyToOne, Property, type Opt } from '@mikro-orm/core';
import { BaseEntity, tenantFilter } from '../../core/db/base.entity';
import { Tenant } from '../tenants/tenant.entity';
import { Depot } from '../depots/depot.entity';
import { Attendance } from '../attendance/attendance.entity';

/** What a kiosk may hold while the network is down (issue 27): the four writes that need no lookup. */
export enum KioskEntryKind {
  WalkIn = 'WalkIn',
  SignOut = 'SignOut',
  ClockIn = 'ClockIn',
  ClockOut = 'ClockOut',
}

/**
 * A kiosk entry the server accepted, by the id the device made for it (the primary key: the unique index that
 * makes a replay harmless). Written in the same transaction as the attendance it opened or closed, so a replay
 * answers that attendance and stores nothing more; of two concurrent replays one wins.
 */
@Entity({ tableName: 'kiosk_entry' })
@Filter(tenantFilter)
export class KioskEntry extends BaseEntity {
  @ManyToOne(() => Tenant, { deleteRule: 'cascade' })
  tenant!: Tenant;

  @ManyToOne(() => Depot, { deleteRule: 'cascade' })
  depot!: Depot;

  @Property({ type: 'string', length: 64 })
  deviceId!: string;

  @Enum({ items: () => KioskEntryKind })
  kind!: KioskEntryKind;

  @ManyToOne(() => Attendance, { deleteRule: 'cascade' })
  attendance!: Attendance;

  /** The attendance's stored time: the device's (bounded) from a paired kiosk, else the time it reached the server. */
  @Property({ type: 'datetime' })
  occurredAt!: Date;

  /** The time the device said it happened (issue 40), kept whether or not it was believed. */
  @Property({ type: 'datetime' })
  deviceTime!: Date;

  /** When the entry reached the server (issue 40). */
  @Property({ type: 'datetime' })
  receivedAt!: Date;

  /** Whether it came from a paired kiosk with its secret (then its device time was used). */
  @Property({ type: 'boolean', default: false })
  devicePaired: Opt<boolean> = false;
}

/**
 * An entry a kiosk held and the server refused when it was sent (the badge was taken meanwhile, a rule, a bad
 * field): kept for the depot's staff until one of them dismisses it, so nothing held is dropped silently.
 */
@Entity({ tableName: 'refused_kiosk_entry' })
@Filter(tenantFilter)
@Index({ name: 'refused_kiosk_entry_depot_idx', properties: ['depot', 'dismissedAt'] })
export class RefusedKioskEntry extends BaseEntity {
  @ManyToOne(() => Tenant, { deleteRule: 'cascade' })
  tenant!: Tenant;

  @ManyToOne(() => Depot, { deleteRule: 'cascade' })
  depot!: Depot;

  /** The device's id of the entry: unique, so a report sent twice is kept once. */
  @Property({ type: 'uuid', unique: 'refused_kiosk_entry_entry_uniq' })
  entryId!: string;

  @Property({ type: 'string', length: 64 })
  deviceId!: string;

  @Enum({ items: () => KioskEntryKind })
  kind!: KioskEntryKind;

  /** Who and what, in words (name, company, badge, work id): what staff need to act on it. */
  @Property({ type: 'string', length: 500 })
  summary!: string;

  /** The server's refusal, as the kiosk heard it. */
  @Property({ type: 'string', length: 500 })
  message!: string;

  @Property({ type: 'datetime' })
  occurredAt!: Date;

  @Property({ type: 'datetime', nullable: true })
  dismissedAt?: Date | null;
}
