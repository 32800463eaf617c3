import { randomUUID } from 'node:crypto';
import { PrimaryKey, Property, type Opt } from '@mikro-orm/core';

/** Every table: a random uuid id (a foreign id is indistinguishable from a missing one) and timestamps. */
export abstract class BaseEntity {
  @PrimaryKey({ type: 'uuid' })
  id: Opt<string> = randomUUID();

  @Property({ type: 'datetime', onCreate: () => new Date() })
  createdAt: Opt<Date> = new Date();

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Opt<Date> = new Date();
}

/** The tenancy safety net: entities with a tenant column get this filter; services still name the tenant. */
export const TENANT_FILTER = 'tenant';
export const tenantFilter = {
  name: TENANT_FILTER,
  // Always on; narrows only once a request's EntityManager carries a tenant (see core/tenancy scopedEm).
  cond: (args?: { tenantId?: string }) => (args?.tenantId ? { tenant: args.tenantId } : {}),
  default: true,
  args: false,
};
