import { Entity, OneToOne, Property, type Opt } from '@mikro-orm/core';
import { BaseEntity } from '../../core/db/base.entity';
import { Tenant } from '../tenants/tenant.entity';

/**
 * A tenant's own kiosk texts (issue 23): its words for the rules and the questionnaire's q1..q6 by answer key (a key
 * not here keeps the default of contracts/rule-questions.ts; a question q1..q6 not here is not asked), and its
 * contractor rules for partners (empty: the default contractor rules). One row a tenant.
 */
@Entity({ tableName: 'tenant_kiosk_texts' })
export class TenantKioskTexts extends BaseEntity {
  @OneToOne(() => Tenant, { owner: true, deleteRule: 'cascade', unique: 'tenant_kiosk_texts_tenant_uniq' })
  tenant!: Tenant;

  @Property({ type: 'json' })
  ruleTexts: Opt<Record<string, string>> = {};

  @Property({ type: 'json' })
  contractorRules: Opt<string[]> = [];
}
