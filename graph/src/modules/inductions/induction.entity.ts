import { Entity, Filter, Index, ManyToOne, Property, Unique, type Opt } from '@mikro-orm/core';
import { BaseEntity, tenantFilter } from '../../core/db/base.entity';
import { Tenant } from '../tenants/tenant.entity';
import { Partner } from '../attendance/partner.entity';
import { Attendee } from '../attendees/attendee.entity';
import type { InductionQuestion } from './induction-rules';

/**
 * A tenant's induction course (issue 38): what a person reads, the questions they answer (with the right answers,
 * never sent to a kiosk), the pass mark, who needs it (every partner, or partners of some roles) and how many months a
 * pass is valid. Every change of its content makes its version go up; a pass records the version it passed.
 */
@Entity({ tableName: 'induction_course' })
@Filter(tenantFilter)
@Index({ name: 'induction_course_tenant_idx', properties: ['tenant'] })
export class InductionCourse extends BaseEntity {
  @ManyToOne(() => Tenant, { deleteRule: 'cascade' })
  tenant!: Tenant;

  @Property({ type: 'string', length: 200 })
  title!: string;

  @Property({ type: 'text' })
  body!: string;

  @Property({ type: 'json' })
  questions!: InductionQuestion[];

  @Property({ type: 'integer' })
  passMark!: number;

  @Property({ type: 'boolean', default: false })
  allPartners: Opt<boolean> = false;

  /** The partner roles (role_name ids) that need it. */
  @Property({ type: 'json' })
  roleIds!: string[];

  /** Regular visitors need it (issue 38, visitors). */
  @Property({ type: 'boolean', default: false })
  regularVisitors: Opt<boolean> = false;

  /** Visitors whose visit reason is one of these (the tenant's visit_reason ids) need it. */
  @Property({ type: 'json', default: '[]' })
  reasonIds: Opt<string[]> = [];

  @Property({ type: 'integer' })
  validMonths!: number;

  @Property({ type: 'integer', default: 1 })
  version: Opt<number> = 1;
}

/**
 * A person's pass of a course: a partner's, or a visitor's keyed by their attendee row (exactly one of the two; one row
 * per course and person: a new pass replaces the old one).
 */
@Entity({ tableName: 'induction_pass' })
@Filter(tenantFilter)
@Unique({ name: 'induction_pass_course_partner_uniq', properties: ['course', 'partner'] })
@Index({ name: 'induction_pass_partner_idx', properties: ['partner'] })
@Unique({ name: 'induction_pass_course_attendee_uniq', properties: ['course', 'attendee'] })
export class InductionPass extends BaseEntity {
  @ManyToOne(() => Tenant, { deleteRule: 'cascade' })
  tenant!: Tenant;

  @ManyToOne(() => InductionCourse, { deleteRule: 'cascade' })
  course!: InductionCourse;

  @ManyToOne(() => Partner, { deleteRule: 'cascade', nullable: true })
  partner?: Partner | null;

  /** A visitor's (walk-in, planned or regular visitor) pass: their attendee row (one per e-mail per tenant). */
  @ManyToOne(() => Attendee, { deleteRule: 'cascade', nullable: true })
  attendee?: Attendee | null;

  @Property({ type: 'integer' })
  version!: number;

  /** The score of the kiosk's answers in percent (100 for a course without questions or a pass given in person). */
  @Property({ type: 'integer' })
  score!: number;

  @Property({ type: 'datetime' })
  passedAt!: Date;

  @Property({ type: 'datetime' })
  expiresAt!: Date;

  /** 'kiosk', or the username of the staff member who recorded a pass given in person. */
  @Property({ type: 'string', length: 255 })
  givenBy!: string;

  @Property({ type: 'boolean', default: false })
  inPerson: Opt<boolean> = false;

  /** When the reminder that it expires within 14 days was sent (null: not yet; a new pass clears it). */
  @Property({ type: 'datetime', nullable: true })
  remindedAt?: Date | null;
}
