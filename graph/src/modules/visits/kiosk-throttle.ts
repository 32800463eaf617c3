import type { GqlContext } from '../../core/graphql/context';
import { KIOSK_PER_MINUTE } from '../../core/http/rest';

/** Public GraphQL kiosk fields: the same per-IP budget per field as their REST twins. */
export async function kioskThrottle({ services, ip }: GqlContext, field: string): Promise<void> {
  const d = services.deps;
  await d.limiter.hit(`gql:${field}:${ip}`, d.config.limits.kioskPerIp ?? KIOSK_PER_MINUTE, 60);
}
