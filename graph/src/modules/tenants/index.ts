import { feature } from '../../core/feature';
import { Tenant } from './tenant.entity';

/** Tenants: the tenant entity and its policies (tenant.policy.ts); its administration is tenant-admin's. No services. */
export const tenants = feature({ name: 'tenants', services: {}, entities: [Tenant] });
