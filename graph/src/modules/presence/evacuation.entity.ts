import { Entity, Enum, Filter, Index, ManyToOne, Property, type Opt } from '@mikro-orm/core';
import { BaseEntity, tenantFilter } from '../../core/db/base.entity';
import { Tenant } from '../tenants/tenant.entity';
import { Depot } from '../depots/depot.entity';
import { User } from '../users/user.entity';
import { Attendance } from '../attendance/attendance.entity';

/**
 * An evacuation roll-call of a depot (issue 23): everyone on site when it started is on its list; marshals mark
 * people safe; ending it keeps the record (who was unaccounted for, each mark's time and marshal). At most one is
 * open per depot (a partial unique index: a second start loses cleanly).
 */
@Entity({ tableName: 'evacuation' })
@Filter(tenantFilter)
@Index({
  name: 'evacuation_open_uniq',
  expression: 'create unique index "evacuation_open_uniq" on "evacuation" ("depot_id") where "ended_at" is null',
})
@Index({ name: 'evacuation_depot_idx', properties: ['depot', 'startedAt'] })
export class Evacuation extends BaseEntity {
  @ManyToOne(() => Tenant, { deleteRule: 'cascade' })
  tenant!: Tenant;

  @ManyToOne(() => Depot, { deleteRule: 'cascade' })
  depot!: Depot;

  @Property({ type: 'datetime' })
  startedAt!: Date;

  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null' })
  startedBy?: User | null;

  /** The starter's name as it was (kept when the user is removed). */
  @Property({ type: 'string', length: 200 })
  startedByName!: string;

  @Property({ type: 'datetime', nullable: true })
  endedAt?: Date | null;

  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null' })
  endedBy?: User | null;

  @Property({ type: 'string', length: 200, nullable: true })
  endedByName?: string | null;
}

/** Where a person on the roll-call stands. LEFT: signed or clocked out during the evacuation. */
export enum EvacueeStatus {
  MISSING = 'MISSING',
  SAFE = 'SAFE',
  LEFT = 'LEFT',
}

/**
 * One person on an evacuation's list, copied from their open attendance when it started (the record stays true
 * when the attendance changes later). Marked safe once (the first marshal wins); a sign-out during the
 * evacuation counts as LEFT (read from the attendance while it is open, written when it ends).
 */
@Entity({ tableName: 'evacuation_entry' })
@Filter(tenantFilter)
@Index({
  name: 'evacuation_entry_uniq',
  expression: 'create unique index "evacuation_entry_uniq" on "evacuation_entry" ("evacuation_id", "attendance_id")',
})
export class EvacuationEntry extends BaseEntity {
  @ManyToOne(() => Tenant, { deleteRule: 'cascade' })
  tenant!: Tenant;

  @ManyToOne(() => Evacuation, { deleteRule: 'cascade' })
  evacuation!: Evacuation;

  @ManyToOne(() => Attendance, { nullable: true, deleteRule: 'set null' })
  attendance?: Attendance | null;

  /** Visitor or Partner. */
  @Property({ type: 'string', length: 16 })
  kind!: string;

  /** Planned, Unplanned, Regular or Partner. */
  @Property({ type: 'string', length: 16 })
  visitType!: string;

  @Property({ type: 'string', length: 200 })
  name!: string;

  @Property({ type: 'string', length: 200 })
  company!: string;

  @Property({ type: 'string', length: 200, nullable: true })
  host?: string | null;

  @Property({ type: 'string', length: 20, nullable: true })
  badgeNumber?: string | null;

  @Property({ type: 'datetime' })
  checkedInAt!: Date;

  @Enum({ items: () => EvacueeStatus, default: EvacueeStatus.MISSING })
  status: Opt<EvacueeStatus> = EvacueeStatus.MISSING;

  @Property({ type: 'datetime', nullable: true })
  markedAt?: Date | null;

  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null' })
  markedBy?: User | null;

  @Property({ type: 'string', length: 200, nullable: true })
  markedByName?: string | null;

  /** Signed or clocked in while the roll-call was open (issue 37): joined it then, not on the list it started with. */
  @Property({ type: 'boolean', default: false })
  arrivedDuring: Opt<boolean> = false;

  /** Marked safe by the person's own "I am safe" link (issue 39), not by a marshal. */
  @Property({ type: 'boolean', default: false })
  selfReported: Opt<boolean> = false;
}

/** A depot's end-of-day sign-out that ran (once per depot and local day, whichever worker or retry gets there first). */
@Entity({ tableName: 'depot_sign_out_run' })
@Index({
  name: 'depot_sign_out_run_uniq',
  expression: 'create unique index "depot_sign_out_run_uniq" on "depot_sign_out_run" ("depot_id", "local_date")',
})
export class DepotSignOutRun extends BaseEntity {
  @ManyToOne(() => Depot, { deleteRule: 'cascade' })
  depot!: Depot;

  /** The depot's day (yyyy-MM-dd) whose sign-out time this run served. */
  @Property({ type: 'date' })
  localDate!: string;

  /** The instant everyone still in was signed out at. */
  @Property({ type: 'datetime' })
  cutoff!: Date;

  @Property({ type: 'integer', default: 0 })
  closed: Opt<number> = 0;
}
