import type { EntityManager } from '@mikro-orm/postgresql';
import type { Tenant } from '../tenants/tenant.entity';
import { Attendee, AttendeeType } from './attendee.entity';

export interface PersonFields { firstName: string; lastName: string; email: string; company: string }

/**
 * The one row per e-mail per tenant behind "a person is signed in at one depot at a time": finds the
 * attendee by e-mail (case-insensitive) and refreshes the name and company, or makes a new one.
 * Runs inside the caller's transaction; a concurrent first insert of the same e-mail loses on
 * attendee_email_ci_uniq and the caller's transaction rolls back whole.
 */
export async function upsertAttendee(em: EntityManager, tenant: Tenant, p: PersonFields): Promise<Attendee> {
  const email = p.email.trim().toLowerCase();
  const found = await em.findOne(Attendee, { tenant: tenant.id, email }, { filters: false });
  if (found) {
    em.assign(found, { firstName: p.firstName, lastName: p.lastName, company: p.company });
    return found;
  }
  const created = em.create(Attendee, { tenant, firstName: p.firstName, lastName: p.lastName, email, company: p.company, type: AttendeeType.Visitor });
  em.persist(created);
  return created;
}
