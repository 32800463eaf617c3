/**
 * What an integrator's API key may do (issue 26). A GraphQL field opens to keys by naming a scope in its
 * `@Authorized(...)` list (`scope('READ_REPORTS')`); a field that names none is closed to every key, whatever its
 * scopes. For staff the scope entries are ignored: their roles decide as before (core/graphql/auth-checker.ts).
 */
export const API_SCOPES = ['READ_ATTENDANCE', 'READ_REPORTS', 'WRITE_BOOKINGS', 'MANAGE_PARTNERS', 'SUBSCRIBE_LIVE', 'SCIM'] as const;
export type ApiScope = (typeof API_SCOPES)[number];

const TAG = 'scope:';
/** The `@Authorized` entry that opens a field to keys with `s`. */
export const scope = (s: ApiScope): string => `${TAG}${s}`;
export const isScopeTag = (entry: string): boolean => entry.startsWith(TAG);
export const scopeOfTag = (entry: string): string => entry.slice(TAG.length);

/** What each scope opens, for the staff page and the integrators' guide. */
export const API_SCOPE_TEXTS: Record<ApiScope, string> = {
  READ_ATTENDANCE: "Read who is on site and today's attendance (live report, on-site list, partner attendances)",
  READ_REPORTS: 'Read the visitor and partner reports',
  WRITE_BOOKINGS: 'Book, edit and cancel visits, and list them',
  MANAGE_PARTNERS: 'Register, edit and remove partners; read shifts and roles',
  SUBSCRIBE_LIVE: "Subscribe to a depot's live attendance events (graphql-ws)",
  SCIM: 'Provision the people directory and staff users by SCIM 2.0 (/scim/v2: Users, Groups)',
};

/**
 * For the checks that are not a field's `@Authorized` (a subscription's `subscribe`): a key without `s` is refused;
 * staff pass (their roles are checked where they always were).
 */
export function keyMayUse(actor: { kind: string; apiKey?: { scopes: readonly ApiScope[] } }, s: ApiScope): boolean {
  return !actor.apiKey || actor.apiKey.scopes.includes(s);
}
