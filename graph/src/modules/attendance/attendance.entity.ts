import { Entity, Enum, Filter, Index, ManyToOne, Property, type Opt } from '@mikro-orm/core';
import { BaseEntity, tenantFilter } from '../../core/db/base.entity';
import { Tenant } from '../tenants/tenant.entity';
import { Depot } from '../depots/depot.entity';
import { Badge } from './badge.entity';
import { Visit } from './visit.entity';
import { Attendee } from '../attendees/attendee.entity';
import { Partner } from './partner.entity';

export enum AttendanceKind {
  Visitor = 'Visitor',
  Partner = 'Partner',
}

/** Answers given at the kiosk: hr_1..hr_7, sr_1..sr_2, hsr_1..hsr_6, or_1..or_2, q1..q6. */
export type RuleAnswers = Record<string, string>;

/**
 * One presence at a depot, of a visitor (with its visit) or a partner: sign-in/clock-in to
 * sign-out/clock-out. The database enforces the invariants of DESIGN.md section 5:
 * - a badge is held by one open attendance at a time;
 * - a person (visitor attendee or partner) is signed in at one depot at a time;
 * - a visit checks in once.
 */
@Entity({ tableName: 'attendance' })
@Filter(tenantFilter)
@Index({
  name: 'attendance_badge_open_uniq',
  expression:
    'create unique index "attendance_badge_open_uniq" on "attendance" ("badge_id") where "checked_out_at" is null and "badge_id" is not null',
})
@Index({
  name: 'attendance_person_open_uniq',
  expression: 'create unique index "attendance_person_open_uniq" on "attendance" ("person_key") where "checked_out_at" is null',
})
@Index({
  name: 'attendance_visit_uniq',
  expression: 'create unique index "attendance_visit_uniq" on "attendance" ("visit_id") where "visit_id" is not null',
})
@Index({
  name: 'attendance_partner_idx',
  expression: 'create index "attendance_partner_idx" on "attendance" ("partner_id", "checked_in_at") where "partner_id" is not null',
})
@Index({ name: 'attendance_depot_day_idx', properties: ['depot', 'localDate'] })
export class Attendance extends BaseEntity {
  @ManyToOne(() => Tenant, { deleteRule: 'cascade' })
  tenant!: Tenant;

  @ManyToOne(() => Depot, { deleteRule: 'cascade' })
  depot!: Depot;

  @Enum({ items: () => AttendanceKind })
  kind!: AttendanceKind;

  @ManyToOne(() => Visit, { nullable: true, deleteRule: 'cascade' })
  visit?: Visit | null;

  @ManyToOne(() => Attendee, { nullable: true, deleteRule: 'cascade' })
  attendee?: Attendee | null;

  @ManyToOne(() => Partner, { nullable: true, deleteRule: 'cascade' })
  partner?: Partner | null;

  /** 'visitor:<attendeeId>' or 'partner:<partnerId>': the person, for the one-open-attendance rule. */
  @Property({ type: 'string', length: 64 })
  personKey!: string;

  @ManyToOne(() => Badge, { nullable: true, deleteRule: 'set null' })
  badge?: Badge | null;

  /** The day of the check-in in the depot's zone (yyyy-MM-dd). */
  @Property({ type: 'date' })
  localDate!: string;

  @Property({ type: 'datetime' })
  checkedInAt!: Date;

  @Property({ type: 'datetime', nullable: true })
  checkedOutAt?: Date | null;

  @Property({ type: 'boolean', default: false })
  manualCheckout: Opt<boolean> = false;

  /** Closed by the depot's end-of-day sign-out, not by a person (issue 23). */
  @Property({ type: 'boolean', default: false })
  autoCheckout: Opt<boolean> = false;

  @Property({ type: 'string', length: 16, nullable: true })
  carReg?: string | null;

  @Property({ type: 'decimal', precision: 4, scale: 1, nullable: true })
  temperature?: string | null;

  @Property({ type: 'json', nullable: true })
  ruleAnswers?: RuleAnswers | null;

  /** The rules were asked on a legacy kiosk device and their answers not transmitted (spec 7 payloads). */
  @Property({ type: 'boolean', default: false })
  rulesOnDevice: Opt<boolean> = false;

  /** The language the kiosk spoke at this sign-in (issue 27): the visitor's or partner's e-mails are in it; null: English. */
  @Property({ type: 'string', length: 8, nullable: true })
  language?: string | null;

  /**
   * The agreement version accepted at this sign-in (issue 38: a visitor's rules, a partner's contractor rules); null: none
   * accepted (a regular visitor's quick sign-in) or signed before versions (agreements reads its tenant's first).
   */
  @Property({ type: 'uuid', nullable: true })
  agreementVersionId?: string | null;
}
