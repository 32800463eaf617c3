import { Entity, Filter, Index, ManyToOne, Property, type Opt } from '@mikro-orm/core';
import { BaseEntity, tenantFilter } from '../../core/db/base.entity';
import { Tenant } from '../tenants/tenant.entity';
import { Depot } from '../depots/depot.entity';

export const STAFF_ROLES = ['SuperAdmin', 'TenantAdmin', 'DepotManager'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

@Entity({ tableName: 'app_user' })
@Filter(tenantFilter)
@Index({
  name: 'app_user_username_ci_uniq',
  expression: 'create unique index "app_user_username_ci_uniq" on "app_user" (lower("username"))',
})
export class User extends BaseEntity {
  @ManyToOne(() => Tenant, { nullable: true, deleteRule: 'cascade' })
  tenant?: Tenant | null;

  @ManyToOne(() => Depot, { nullable: true, deleteRule: 'set null' })
  depot?: Depot | null;

  @Property({ type: 'string', length: 80 })
  username!: string;

  @Property({ type: 'string', length: 120 })
  name!: string;

  @Property({ type: 'string', length: 254 })
  email!: string;

  @Property({ type: 'string', length: 120, nullable: true })
  department?: string | null;

  /** SuperAdmin, TenantAdmin, DepotManager, or a role name from the tenant's role list. */
  @Property({ type: 'string', length: 80 })
  role!: string;

  @Property({ type: 'string', length: 255, hidden: true })
  passwordHash!: string;

  /**
   * The language of the staff screens, e-mails, summaries and export headers for this user (issue 39), a code of
   * contracts/languages.ts; null: the tenant's default (its kiosks' default language).
   */
  @Property({ type: 'string', length: 8, nullable: true })
  language?: string | null;

  @Property({ type: 'boolean', default: false })
  emailConfirmed: Opt<boolean> = false;

  /**
   * The user's "valid after" mark as a counter: a token carries the version it was issued under, and
   * logout, a password reset or disabling the user bump it, which revokes every earlier token.
   */
  @Property({ type: 'integer', default: 0 })
  tokenVersion: Opt<number> = 0;

  @Property({ type: 'boolean', default: false })
  disabled: Opt<boolean> = false;

  /** The TOTP secret (issue 25), sealed (core/auth/secret-box.ts); set while two-step sign-in is on. Never shown again. */
  @Property({ type: 'string', length: 255, nullable: true, hidden: true, lazy: true })
  totpSecret?: string | null;

  /** A secret shown for enrolment, waiting for its first code (sealed). */
  @Property({ type: 'string', length: 255, nullable: true, hidden: true, lazy: true })
  totpPendingSecret?: string | null;

  @Property({ type: 'datetime', nullable: true })
  totpEnabledAt?: Date | null;

  /** The last TOTP time step a code was accepted for: a code of that step or an earlier one is refused (replay). */
  @Property({ type: 'bigint', nullable: true, hidden: true })
  totpLastStep?: string | null;
}
