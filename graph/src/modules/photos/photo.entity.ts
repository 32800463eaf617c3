import { Entity, Filter, ManyToOne, Property, Unique, type Opt } from '@mikro-orm/core';
import { BaseEntity, tenantFilter } from '../../core/db/base.entity';
import { Tenant } from '../tenants/tenant.entity';
import { Depot } from '../depots/depot.entity';
import { Attendance } from '../attendance/attendance.entity';

/**
 * A visitor's photo taken by the kiosk at sign-in (issue 37): the file is in the photo store (core/files/blob-store.ts)
 * under `storageKey`; this row says whose it is. Retention and erasure mark it `erasedAt` in the same statement that
 * anonymises the attendance (it is never served again), and the photo sweep deletes the file, then the row. An
 * attendance deleted with its visit or partner leaves the row without one (set null): the sweep takes it too.
 */
@Entity({ tableName: 'visitor_photo' })
@Filter(tenantFilter)
export class VisitorPhoto extends BaseEntity {
  @ManyToOne(() => Tenant, { deleteRule: 'cascade' })
  tenant!: Tenant;

  @ManyToOne(() => Depot, { deleteRule: 'cascade' })
  depot!: Depot;

  @ManyToOne(() => Attendance, { deleteRule: 'set null', nullable: true })
  @Unique({ name: 'visitor_photo_attendance_uniq' })
  attendance?: Attendance | null;

  @Property({ type: 'string', length: 200 })
  storageKey!: string;

  @Property({ type: 'integer' })
  bytes!: number;

  @Property({ type: 'datetime', nullable: true })
  erasedAt?: Opt<Date> | null = null;
}

/** A depot's choice (issue 37): whether the kiosk takes a photo at sign-in. No row: off. */
@Entity({ tableName: 'depot_photo_setting' })
@Filter(tenantFilter)
export class DepotPhotoSetting extends BaseEntity {
  @ManyToOne(() => Tenant, { deleteRule: 'cascade' })
  tenant!: Tenant;

  @ManyToOne(() => Depot, { deleteRule: 'cascade' })
  @Unique({ name: 'depot_photo_setting_depot_uniq' })
  depot!: Depot;

  @Property({ type: 'boolean' })
  enabled!: boolean;
}
