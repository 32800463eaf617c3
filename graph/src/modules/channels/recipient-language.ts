import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * The language a recipient is told in (issue 39): their own (a staff user's choice, a directory host's), else their
 * tenant's default (a Manager row, a user who chose none), else English. The one rule of notify.ts and of the
 * messages that carry a link of each recipient's own (the walk-in approval request).
 */
export const spokenLanguage = (own: string | null | undefined, tenantDefault: string | null | undefined): string =>
  own || tenantDefault || 'en';

/** The language of each of a depot's recipients, by e-mail (their staff user's, else their directory host's). */
export async function recipientLanguages(em: EntityManager, depotId: string, emails: string[]): Promise<(email: string) => string> {
  const [depot]: { tenant_id: string; language: string | null }[] = await em.execute(
    `select "d"."tenant_id", "t"."kiosk_default_language" as "language" from "depot" "d" join "tenant" "t" on "t"."id" = "d"."tenant_id" where "d"."id" = ?`,
    [depotId],
  );
  const wanted = [...new Set(emails.map((e) => e.toLowerCase()))];
  const own: { email: string; language: string | null }[] =
    depot && wanted.length
      ? await em.execute(
          `select lower("email") as "email", "language" from "app_user" where "tenant_id" = ? and lower("email") in (${wanted.map(() => '?').join(', ')}) and not "disabled" and "language" is not null
           union all
           select lower("email"), "language" from "host" where "tenant_id" = ? and lower("email") in (${wanted.map(() => '?').join(', ')}) and "language" is not null`,
          [depot.tenant_id, ...wanted, depot.tenant_id, ...wanted],
        )
      : [];
  // A staff user's own choice before a directory host's (the first row of an e-mail: the users come first).
  const byEmail = new Map<string, string>();
  for (const r of own) if (r.language && !byEmail.has(r.email)) byEmail.set(r.email, r.language);
  return (email) => spokenLanguage(byEmail.get(email.toLowerCase()), depot?.language);
}
