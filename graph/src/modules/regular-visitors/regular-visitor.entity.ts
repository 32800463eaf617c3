import { Entity, Filter, Index, ManyToOne, Property, Unique, type Opt } from '@mikro-orm/core';
import { tenantFilter } from '../../core/db/base.entity';
import { DepotVisitorEntity } from '../attendees/depot-visitor.entity';
import { RegularHost } from './regular-host.entity';

/** A regular visitor's pass: an RV code (meetingReference) and a 6-character passcode for the challenge. */
@Entity({ tableName: 'regular_visitor' })
@Filter(tenantFilter)
@Index({
  name: 'regular_visitor_person_active_uniq',
  expression: 'create unique index "regular_visitor_person_active_uniq" on "regular_visitor" ("attendee_id") where "removed_at" is null',
})
export class RegularVisitor extends DepotVisitorEntity {
  @ManyToOne(() => RegularHost, { deleteRule: 'restrict' })
  host!: RegularHost;

  @Property({ type: 'string', length: 32 })
  @Unique({ name: 'regular_visitor_reference_uniq' })
  meetingReference!: string;

  @Property({ type: 'string', length: 6, hidden: true })
  passCode!: string;

  @Property({ type: 'boolean', default: true })
  emailFlag: Opt<boolean> = true;

  @Property({ type: 'datetime', nullable: true })
  removedAt?: Date | null;
}
