import type { Actor } from '../../core/auth/actor';
import { requireRole } from '../../core/tenancy';

/** Register a New User and Add Location: TenantAdmin and SuperAdmin only (spec 2.2, 6). */
export const requireUserAdmin = (actor: Actor) => requireRole(actor, 'SuperAdmin', 'TenantAdmin');
