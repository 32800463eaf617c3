import { Entity, Filter, Index, ManyToOne, Property, Unique } from '@mikro-orm/core';
import { BaseEntity, tenantFilter } from '../../core/db/base.entity';
import { Tenant } from '../tenants/tenant.entity';
import { Visit } from '../attendance/visit.entity';
import type { RuleAnswers } from '../attendance/attendance.entity';

/**
 * What a planned visitor gave on the pre-arrival page (issue 38), one row per visit: the car registration, the rule
 * answers with the agreement version they accepted, and the signature when the booking asks for one. The kiosk's
 * check-in by reference uses it (and then deletes it: the attendance holds it from there); retention and erasure
 * delete it with the visitor (retention/anonymise.ts).
 */
@Entity({ tableName: 'pre_arrival' })
@Filter(tenantFilter)
export class PreArrival extends BaseEntity {
  @ManyToOne(() => Tenant, { deleteRule: 'cascade' })
  tenant!: Tenant;

  @ManyToOne(() => Visit, { deleteRule: 'cascade' })
  @Unique({ name: 'pre_arrival_visit_uniq' })
  visit!: Visit;

  @Property({ type: 'string', length: 16 })
  carReg!: string;

  @Property({ type: 'json' })
  ruleAnswers!: RuleAnswers;

  @Property({ type: 'uuid' })
  agreementVersionId!: string;

  @Property({ type: 'blob', nullable: true, lazy: true, hidden: true })
  signature?: Buffer | null;

  @Property({ type: 'datetime' })
  completedAt!: Date;
}

/** A pre-arrival link mailed with a booking (each send its own): its token's sha256 only. */
@Entity({ tableName: 'pre_arrival_link' })
@Index({ name: 'pre_arrival_link_visit_idx', properties: ['visit'] })
export class PreArrivalLink extends BaseEntity {
  @ManyToOne(() => Visit, { deleteRule: 'cascade' })
  visit!: Visit;

  @Unique({ name: 'pre_arrival_link_token_uniq' })
  @Property({ type: 'string', length: 64 })
  tokenHash!: string;
}
