/**
 * What the reports' commands and services both need, below both (a command never imports a service: that made a
 * circle of four files here).
 */

/** A date range report covers at most this many days (about a quarter). */
export const MAX_RANGE_DAYS = 93;

/** The visit types the live grid can show (spec 5: visitType required; All shows everyone). */
export const LIVE_VISIT_TYPES = ['All', 'Planned', 'Unplanned', 'Regular', 'Partner'] as const;
export type LiveVisitType = (typeof LIVE_VISIT_TYPES)[number];
