import { Entity, Enum, ManyToOne, Property, type Opt } from '@mikro-orm/core';
import { BaseEntity } from '../../core/db/base.entity';
import { Tenant } from '../tenants/tenant.entity';
import type { AgreementKind } from './agreement-words';

/**
 * One version of a tenant's agreement words (issue 38): written once by a save of its kiosk texts, never changed (a
 * trigger refuses updates), audited. Tenant null: the built-in defaults (number 0).
 */
@Entity({ tableName: 'agreement_version' })
export class AgreementVersion extends BaseEntity {
  @ManyToOne(() => Tenant, { nullable: true, deleteRule: 'cascade' })
  tenant?: Tenant | null;

  @Enum({ items: ['rules', 'contractor'] })
  kind!: AgreementKind;

  @Property({ type: 'integer' })
  number!: number;

  /** rules: the words by answer key; contractor: the rules in order. */
  @Property({ type: 'json' })
  words!: Record<string, string> | string[];

  /** The tenant asked regular visitors and partners who accepted an older version to accept this one. */
  @Property({ type: 'boolean', default: false })
  askAgain: Opt<boolean> = false;

  @Property({ type: 'uuid', nullable: true })
  savedById?: string | null;

  @Property({ type: 'string', length: 255, nullable: true })
  savedByName?: string | null;
}
