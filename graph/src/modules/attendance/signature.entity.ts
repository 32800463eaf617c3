import { Entity, Filter, ManyToOne, Property, Unique } from '@mikro-orm/core';
import { BaseEntity, tenantFilter } from '../../core/db/base.entity';
import { Tenant } from '../tenants/tenant.entity';
import { Attendance } from './attendance.entity';

/** A signature drawn at the kiosk, as PNG bytes, one per attendance. */
@Entity({ tableName: 'signature' })
@Filter(tenantFilter)
export class Signature extends BaseEntity {
  @ManyToOne(() => Tenant, { deleteRule: 'cascade' })
  tenant!: Tenant;

  @ManyToOne(() => Attendance, { deleteRule: 'cascade' })
  @Unique({ name: 'signature_attendance_uniq' })
  attendance!: Attendance;

  @Property({ type: 'blob', lazy: true, hidden: true })
  png!: Buffer;
}
