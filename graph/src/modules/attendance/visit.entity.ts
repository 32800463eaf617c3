import { Entity, Enum, Filter, Index, ManyToOne, Property, Unique, type Opt } from '@mikro-orm/core';
import { tenantFilter } from '../../core/db/base.entity';
import { DepotVisitorEntity } from '../attendees/depot-visitor.entity';
import { RegularVisitor } from '../regular-visitors/regular-visitor.entity';
import { User } from '../users/user.entity';
import { ApiKey } from '../api-keys/api-key.entity';

export enum VisitType {
  Planned = 'Planned',
  Unplanned = 'Unplanned',
  Regular = 'Regular',
}

/** A booked (or walk-in, or regular) visit. Presence at the depot lives in Attendance. */
@Entity({ tableName: 'visit' })
@Filter(tenantFilter)
@Index({ name: 'visit_depot_date_idx', properties: ['depot', 'dateOfVisit'] })
export class Visit extends DepotVisitorEntity {
  @Enum({ items: () => VisitType })
  visitType!: VisitType;

  /** Planned visits' meeting reference (unique in the system); null for walk-ins and regular visits. */
  @Property({ type: 'string', length: 32, nullable: true })
  @Unique({ name: 'visit_meeting_reference_uniq' })
  meetingReference?: string | null;

  @ManyToOne(() => RegularVisitor, { nullable: true, deleteRule: 'set null' })
  regularVisitor?: RegularVisitor | null;

  /** The staff user who booked it; null when an API key did (`bookedByApiKey`), and for walk-ins. */
  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null' })
  bookedBy?: User | null;

  /** The integrator's API key that booked it (issue 40); null when a user did. */
  @ManyToOne(() => ApiKey, { nullable: true, deleteRule: 'set null' })
  bookedByApiKey?: ApiKey | null;

  @Property({ type: 'string', length: 120, nullable: true })
  hostName?: string | null;

  @Property({ type: 'string', length: 254, nullable: true })
  hostEmail?: string | null;

  @Property({ type: 'string', length: 120, nullable: true })
  hostDepartment?: string | null;

  /** When the visit is expected (UTC); its day is read in the depot's zone. */
  @Property({ type: 'datetime' })
  dateOfVisit!: Date;

  @Property({ type: 'string', length: 500, nullable: true })
  reasonForVisit?: string | null;

  @Property({ type: 'boolean', default: false })
  printLabel: Opt<boolean> = false;

  @Property({ type: 'datetime', nullable: true })
  cancelledAt?: Date | null;

  /** A planned visit's expected length in minutes (issue 37: overstay); null: the depot's expected stay applies. */
  @Property({ type: 'integer', nullable: true })
  expectedMinutes?: number | null;

  /** The booking's calendar invitation's sequence: each edit e-mailed to the visitor raises it by one (issue 38). */
  @Property({ type: 'integer', default: 0 })
  calendarSequence: Opt<number> = 0;
}
