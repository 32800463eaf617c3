import type { Config } from './config';
import type { RateLimiter } from './rate-limit';

/** Reference lookups a client may make a minute at the kiosk, whatever the route, field or transport (issue 25). */
export const KIOSK_LOOKUPS_PER_MINUTE = 60;

/**
 * One budget per client for every public reference lookup (REST routes marked `kioskLookup`, the GraphQL kiosk
 * fields that look a reference up, over HTTP and graphql-ws): a guesser cannot multiply it by spreading over routes.
 */
export async function hitKioskLookup(limiter: RateLimiter, limits: Config['limits'], ip: string): Promise<void> {
  await limiter.hit(`kiosk:lookup:${ip}`, limits.kioskPerIp ?? KIOSK_LOOKUPS_PER_MINUTE, 60);
}
