import { Entity, Index, ManyToOne, Property, type Opt } from '@mikro-orm/core';
import { BaseEntity } from '../../core/db/base.entity';
import { Tenant } from '../tenants/tenant.entity';

/**
 * Reasons offered on the walk-in form: the global list (no tenant) until a tenant manages its own (issue 23); from
 * then on the tenant's rows only (a copy of the global list made on its first visit to the reasons screen). A
 * reason a visit used is retired (`retiredAt`), never deleted: the kiosk offers active reasons only.
 */
@Entity({ tableName: 'visit_reason' })
@Index({
  name: 'visit_reason_active_uniq',
  expression:
    'create unique index "visit_reason_active_uniq" on "visit_reason" (coalesce("tenant_id", \'00000000-0000-0000-0000-000000000000\'::uuid), lower("text")) where "retired_at" is null',
})
export class VisitReason extends BaseEntity {
  @ManyToOne(() => Tenant, { nullable: true, deleteRule: 'cascade' })
  tenant?: Tenant | null;

  @Property({ type: 'string', length: 120 })
  text!: string;

  @Property({ type: 'integer', default: 0 })
  sortOrder: Opt<number> = 0;

  @Property({ type: 'datetime', nullable: true })
  retiredAt?: Date | null;
}
