import type { EntityManager } from '@mikro-orm/postgresql';
import type { Tenant } from '../tenants/tenant.entity';
import { Attendee, AttendeeType } from './attendee.entity';

export interface PersonFields {
  firstName: string;
  lastName: string;
  email: string;
  company: string;
  /** Issue 39: a mobile number (E.164) given at a walk-in; absent keeps the one held. */
  phone?: string | null;
}

/**
 * The one row per e-mail per tenant behind "a person is signed in at one depot at a time": makes the
 * attendee, or refreshes the name and company of the one with that e-mail (case-insensitive), in ONE
 * statement: `insert ... on conflict (tenant_id, lower(email)) do update ... returning`, so of many first
 * uses of one new e-mail at once every request ends with the same row (none fails on the index). It runs
 * inside the caller's transaction; the row comes back managed by `em` (no second read). `created` says the
 * row is new (`xmax = 0`): a person first seen now cannot hold an open attendance anywhere.
 */
export async function upsertAttendeeRow(
  em: EntityManager,
  tenant: Tenant,
  p: PersonFields,
): Promise<{ attendee: Attendee; created: boolean }> {
  const { sql, params } = attendeeUpsert(tenant.id, p);
  const [row]: (Record<string, unknown> & { created: boolean })[] = await em.execute(`${sql} returning *, (xmax = 0) as "created"`, params);
  const { created, ...columns } = row;
  return { attendee: em.map(Attendee, columns), created };
}

/**
 * The statement of upsertAttendeeRow without its `returning`, for a caller that makes the attendee part of a
 * larger single statement (the walk-in check-in: AttendanceService.openWithNewVisit).
 */
export function attendeeUpsert(tenantId: string, p: PersonFields): { sql: string; params: unknown[] } {
  return {
    sql: `insert into "attendee" ("id", "created_at", "updated_at", "tenant_id", "first_name", "last_name", "email", "company", "type", "phone")
     values (gen_random_uuid(), now(), now(), ?, ?, ?, ?, ?, ?, ?)
     on conflict ("tenant_id", lower("email")) do update
       set "first_name" = excluded."first_name", "last_name" = excluded."last_name", "company" = excluded."company",
         "phone" = coalesce(excluded."phone", "attendee"."phone"), "updated_at" = now()`,
    params: [tenantId, p.firstName, p.lastName, p.email.trim().toLowerCase(), p.company, AttendeeType.Visitor, p.phone ?? null],
  };
}

/** As upsertAttendeeRow, the attendee only. */
export async function upsertAttendee(em: EntityManager, tenant: Tenant, p: PersonFields): Promise<Attendee> {
  return (await upsertAttendeeRow(em, tenant, p)).attendee;
}
