/**
 * Overstay (issue 37): when someone signed in is expected to have left. A planned visit's own expected length wins;
 * otherwise the depot's expected stay; neither: no expectation (never flagged). The one rule, in TypeScript for the
 * on-site list and in SQL for the sweep.
 */
export const STAY_MINUTES = { min: 15, max: 1440 } as const;

export function expectedBy(checkedInAt: Date, visitMinutes?: number | null, depotMinutes?: number | null): Date | null {
  const minutes = visitMinutes ?? depotMinutes;
  return minutes ? new Date(checkedInAt.getTime() + minutes * 60_000) : null;
}

/** The same rule over "attendance" a, "visit" v (left-joined) and "depot" d. */
export const EXPECTED_BY_SQL = `"a"."checked_in_at" + make_interval(mins => coalesce("v"."expected_minutes", "d"."expected_stay_minutes"))`;

export const isStayMinutes = (m: unknown): m is number =>
  typeof m === 'number' && Number.isInteger(m) && m >= STAY_MINUTES.min && m <= STAY_MINUTES.max;
