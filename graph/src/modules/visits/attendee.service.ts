import type { EntityManager } from '@mikro-orm/postgresql';
import type { Tenant } from '../tenants/tenant.entity';
import { Attendee, AttendeeType } from './attendee.entity';

export interface PersonFields {
  firstName: string;
  lastName: string;
  email: string;
  company: string;
}

/**
 * The one row per e-mail per tenant behind "a person is signed in at one depot at a time": finds the
 * attendee by e-mail (case-insensitive) and refreshes the name and company, or makes a new one. The
 * insert is `on conflict do nothing` against attendee_email_ci_uniq, so of many first uses of one new
 * e-mail at once every request ends with the same row (none fails on the index); it runs inside the
 * caller's transaction.
 */
export async function upsertAttendee(em: EntityManager, tenant: Tenant, p: PersonFields): Promise<Attendee> {
  const email = p.email.trim().toLowerCase();
  const found = await em.findOne(Attendee, { tenant: tenant.id, email }, { filters: false });
  if (found) {
    em.assign(found, { firstName: p.firstName, lastName: p.lastName, company: p.company });
    return found;
  }
  await em.execute(
    `insert into "attendee" ("id", "created_at", "updated_at", "tenant_id", "first_name", "last_name", "email", "company", "type")
     values (gen_random_uuid(), now(), now(), ?, ?, ?, ?, ?, ?)
     on conflict ("tenant_id", lower("email")) do nothing`,
    [tenant.id, p.firstName, p.lastName, email, p.company, AttendeeType.Visitor],
  );
  const row = await em.findOneOrFail(Attendee, { tenant: tenant.id, email }, { filters: false, refresh: true });
  em.assign(row, { firstName: p.firstName, lastName: p.lastName, company: p.company });
  return row;
}
