import { Entity, Enum, Filter, Index, ManyToOne, Property, type Opt } from '@mikro-orm/core';
import { BaseEntity, tenantFilter } from '../../core/db/base.entity';
import { Tenant } from '../tenants/tenant.entity';

export enum AttendeeType {
  Visitor = 'Visitor',
  Partner = 'Partner',
}

/** A person who visits: one row per e-mail per tenant, so "signed in at one depot at a time" can hold. */
@Entity({ tableName: 'attendee' })
@Filter(tenantFilter)
@Index({
  name: 'attendee_email_ci_uniq',
  expression: 'create unique index "attendee_email_ci_uniq" on "attendee" ("tenant_id", lower("email"))',
})
export class Attendee extends BaseEntity {
  @ManyToOne(() => Tenant, { deleteRule: 'cascade' })
  tenant!: Tenant;

  @Property({ type: 'string', length: 80 })
  firstName!: string;

  @Property({ type: 'string', length: 80 })
  lastName!: string;

  @Property({ type: 'string', length: 254 })
  email!: string;

  @Property({ type: 'string', length: 120 })
  company!: string;

  /** A mobile number in E.164 given at a walk-in (issue 39: told by SMS in an evacuation); null: none. */
  @Property({ type: 'string', length: 16, nullable: true })
  phone?: string | null;

  @Enum({ items: () => AttendeeType, default: AttendeeType.Visitor })
  type: Opt<AttendeeType> = AttendeeType.Visitor;
}
