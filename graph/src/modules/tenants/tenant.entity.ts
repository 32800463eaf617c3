import { Entity, Index, Property, type Opt } from '@mikro-orm/core';
import { BaseEntity } from '../../core/db/base.entity';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../../contracts/languages';

@Entity({ tableName: 'tenant' })
@Index({ name: 'tenant_name_ci_uniq', expression: 'create unique index "tenant_name_ci_uniq" on "tenant" (lower("name"))' })
export class Tenant extends BaseEntity {
  @Property({ type: 'string', length: 120 })
  name!: string;

  /** Kiosk temperature limits (degrees C), configurable per tenant. */
  @Property({ type: 'decimal', precision: 4, scale: 1, default: '35.0' })
  tempMin: Opt<string> = '35.0';

  @Property({ type: 'decimal', precision: 4, scale: 1, default: '37.5' })
  tempMax: Opt<string> = '37.5';

  /**
   * Set when the tenant is removed: a tenant is archived, never deleted (docs/decisions.md). Its users cannot
   * log in, its kiosks answer like a missing depot, it leaves the lists; its rows and its name stay.
   */
  @Property({ type: 'datetime', nullable: true })
  archivedAt?: Date | null;

  /** The languages its kiosks offer (issue 27), codes of contracts/languages.ts; its default is among them. */
  @Property({ type: 'json' })
  kioskLanguages: Opt<string[]> = [...LANGUAGES];

  /** The language its kiosks start in and return to at their idle reset. */
  @Property({ type: 'string', length: 8, default: DEFAULT_LANGUAGE })
  kioskDefaultLanguage: Opt<string> = DEFAULT_LANGUAGE;

  /** How many days visitor and partner personal data is kept after a visit (issue 25): 30 to 2557 (7 years). */
  @Property({ type: 'integer', default: 365 })
  retentionDays: Opt<number> = 365;

  /** Staff of the tenant must sign in with an authenticator code (TOTP); one without it enrols at sign-in (issue 25). */
  @Property({ type: 'boolean', default: false })
  requireTotp: Opt<boolean> = false;

  /** The tenant's OpenID Connect provider (single sign-on): its issuer URL, client id and sealed client secret. */
  @Property({ type: 'string', length: 500, nullable: true })
  oidcIssuer?: string | null;

  @Property({ type: 'string', length: 255, nullable: true })
  oidcClientId?: string | null;

  @Property({ type: 'string', length: 1000, nullable: true, hidden: true, lazy: true })
  oidcClientSecret?: string | null;
}
