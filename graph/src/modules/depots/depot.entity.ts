import { Entity, Filter, Index, ManyToOne, Property, type Opt } from '@mikro-orm/core';
import { BaseEntity, tenantFilter } from '../../core/db/base.entity';
import { Tenant } from '../tenants/tenant.entity';

@Entity({ tableName: 'depot' })
@Filter(tenantFilter)
@Index({ name: 'depot_code_ci_uniq', expression: 'create unique index "depot_code_ci_uniq" on "depot" ("tenant_id", lower("code"))' })
export class Depot extends BaseEntity {
  @ManyToOne(() => Tenant, { deleteRule: 'cascade' })
  tenant!: Tenant;

  @Property({ type: 'string', length: 20 })
  code!: string;

  @Property({ type: 'string', length: 200 })
  line1!: string;

  @Property({ type: 'string', length: 200 })
  line2!: string;

  @Property({ type: 'string', length: 100 })
  county!: string;

  @Property({ type: 'string', length: 20 })
  eirCode!: string;

  /** IANA zone: "today", shift starts, daily reports and the live grid are in this zone. */
  @Property({ type: 'string', length: 64, default: 'Europe/Dublin' })
  timeZone: Opt<string> = 'Europe/Dublin';

  /** HH:mm in the depot's zone: everyone still signed in then is signed out automatically (issue 23); null: never. */
  @Property({ type: 'string', length: 5, nullable: true })
  autoSignOutTime?: string | null;

  /** HH:mm in the depot's zone: when the depot opens and closes (issue 27: a silent kiosk is flagged then); null: always open. */
  @Property({ type: 'string', length: 5, nullable: true })
  opensAt?: string | null;

  @Property({ type: 'string', length: 5, nullable: true })
  closesAt?: string | null;

  /** Issue 37: whether walk-ins wait for staff to let them in (depots/approval-rule.ts), and how long they wait. */
  @Property({ type: 'string', length: 10, default: 'OFF' })
  approvalRule: Opt<string> = 'OFF';

  @Property({ type: 'integer', default: 300 })
  approvalTimeoutSeconds: Opt<number> = 300;
  /** How long a visitor or partner is expected to stay, in minutes (issue 37: past it they are flagged, the managers told once); null: no limit. */
  @Property({ type: 'integer', nullable: true })
  expectedStayMinutes?: number | null;

  /** Where people go in an evacuation (issues 37, 39): the kiosk and the "I am safe" e-mail say it; null: not set. */
  @Property({ type: 'string', length: 300, nullable: true })
  assemblyPoint?: string | null;

  /** Its kiosks stand at the muster point (issue 39): during a roll-call they offer "I am safe" by badge or name. */
  @Property({ type: 'boolean', default: false })
  musterKiosk: Opt<boolean> = false;
}
