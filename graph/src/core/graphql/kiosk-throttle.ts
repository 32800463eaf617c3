import type { Deps } from '../deps';
import { KIOSK_PER_MINUTE } from '../http/rest';
import { hitKioskLookup } from '../kiosk-lookups';

/**
 * Public GraphQL kiosk fields. A reference lookup (`'lookup'`) takes from the client's one kiosk lookup budget,
 * shared with the REST routes and with graphql-ws (core/kiosk-lookups.ts); any other field has a per-IP budget of
 * its own, as its REST twin. It reads only the request's deps and address, so any feature's narrowed context passes.
 */
export async function kioskThrottle(
  { services, ip }: { services: { deps: Deps }; ip: string },
  field: string,
  kind: 'lookup' | 'call' = 'call',
): Promise<void> {
  const d = services.deps;
  if (kind === 'lookup') await hitKioskLookup(d.limiter, d.config.limits, ip);
  else await d.limiter.hit(`gql:${field}:${ip}`, d.config.limits.kioskPerIp ?? KIOSK_PER_MINUTE, 60);
}
