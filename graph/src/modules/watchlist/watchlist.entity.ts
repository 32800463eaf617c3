import { Entity, Enum, Filter, Index, ManyToOne, Property, type Opt } from '@mikro-orm/core';
import { BaseEntity, tenantFilter } from '../../core/db/base.entity';
import { Tenant } from '../tenants/tenant.entity';
import { Depot } from '../depots/depot.entity';
import { User } from '../users/user.entity';
import type { MatchField, WatchlistAction } from './watchlist-match';

/**
 * A person on a tenant's watchlist (issue 37): by name and optionally e-mail, phone, company and car registration,
 * with a reason staff only see, who added it, an optional expiry and an action: ALERT (they sign in, the depot's
 * managers hear at once) or BLOCK (the kiosk refuses them with "Please see reception"). The match keys
 * (watchlist-match.ts) are stored beside the fields as given.
 */
@Entity({ tableName: 'watchlist_entry' })
@Filter(tenantFilter)
@Index({ name: 'watchlist_entry_name_idx', properties: ['tenant', 'nameKey'] })
@Index({ name: 'watchlist_entry_email_idx', properties: ['tenant', 'emailKey'] })
@Index({ name: 'watchlist_entry_car_idx', properties: ['tenant', 'carRegKey'] })
export class WatchlistEntry extends BaseEntity {
  @ManyToOne(() => Tenant, { deleteRule: 'cascade' })
  tenant!: Tenant;

  @Property({ type: 'string', length: 120 })
  name!: string;

  @Property({ type: 'string', length: 254, nullable: true })
  email?: string | null;

  @Property({ type: 'string', length: 30, nullable: true })
  phone?: string | null;

  @Property({ type: 'string', length: 120, nullable: true })
  company?: string | null;

  @Property({ type: 'string', length: 20, nullable: true })
  carReg?: string | null;

  @Property({ type: 'string', length: 500 })
  reason!: string;

  @Enum({ items: ['ALERT', 'BLOCK'], type: 'string', length: 8 })
  action!: WatchlistAction;

  @Property({ type: 'datetime', nullable: true })
  expiresAt?: Date | null;

  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null' })
  addedBy?: User | null;

  @Property({ type: 'string', length: 255 })
  addedByName!: string;

  @Property({ type: 'string', length: 120 })
  nameKey!: string;

  @Property({ type: 'string', length: 254, default: '' })
  emailKey: Opt<string> = '';

  @Property({ type: 'string', length: 30, default: '' })
  phoneKey: Opt<string> = '';

  @Property({ type: 'string', length: 20, default: '' })
  carRegKey: Opt<string> = '';
}

/**
 * A sign-in that matched an entry (issue 37), kept with the visit: the entry (null once the entry is removed), the
 * attendance and visit it opened (null when the entry blocked it), the depot, which fields matched, the name and
 * e-mail the person gave, how they signed in and when.
 */
@Entity({ tableName: 'watchlist_match' })
@Filter(tenantFilter)
@Index({ name: 'watchlist_match_depot_idx', properties: ['depot', 'occurredAt'] })
export class WatchlistMatch extends BaseEntity {
  @ManyToOne(() => Tenant, { deleteRule: 'cascade' })
  tenant!: Tenant;

  @ManyToOne(() => Depot, { deleteRule: 'cascade' })
  depot!: Depot;

  @ManyToOne(() => WatchlistEntry, { nullable: true, deleteRule: 'set null' })
  entry?: WatchlistEntry | null;

  @Property({ type: 'uuid', nullable: true })
  attendanceId?: string | null;

  @Property({ type: 'uuid', nullable: true })
  visitId?: string | null;

  @Enum({ items: ['ALERT', 'BLOCK'], type: 'string', length: 8 })
  action!: WatchlistAction;

  @Property({ type: 'json' })
  matchedFields!: MatchField[];

  @Property({ type: 'string', length: 255 })
  personName!: string;

  @Property({ type: 'string', length: 254, nullable: true })
  personEmail?: string | null;

  /** walk-in, planned, regular, partner. */
  @Property({ type: 'string', length: 20 })
  path!: string;

  @Property({ type: 'datetime' })
  occurredAt!: Date;
}
