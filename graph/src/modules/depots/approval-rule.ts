/**
 * A depot's approval rule (issue 37, "Approval before entry"): OFF (the default), WALK_INS (every walk-in waits for
 * staff to let them in) or FLAGGED (only a flagged walk-in waits: a watchlist ALERT match, a temperature above the
 * tenant's limit, a "yes" to a health question). The depot owns the setting (its columns); the walk-in (visits)
 * decides with `approvalReasons`; the approvals feature keeps what waits, asks and decides.
 */
export const APPROVAL_RULES = ['OFF', 'WALK_INS', 'FLAGGED'] as const;
export type ApprovalRule = (typeof APPROVAL_RULES)[number];

/** Why a walk-in waits: every walk-in waits (WALK_IN), or what flagged it. */
export const APPROVAL_REASONS = ['WALK_IN', 'WATCHLIST', 'TEMPERATURE', 'HEALTH'] as const;
export type ApprovalReason = (typeof APPROVAL_REASONS)[number];

/** The default answer time: 5 minutes; a depot sets 5 s (tests, drills) to 1 hour. */
export const APPROVAL_TIMEOUT_DEFAULT_SECONDS = 300;
export const APPROVAL_TIMEOUT_MIN_SECONDS = 5;
export const APPROVAL_TIMEOUT_MAX_SECONDS = 3600;

/** What flagged a walk-in (each computed only when the rule is FLAGGED). */
export interface WalkInFlags {
  watchlistAlert: boolean;
  temperatureHigh: boolean;
  healthYes: boolean;
}

/** The reasons a walk-in must wait for approval under the rule; none: it signs in at once. */
export function approvalReasons(rule: string | null | undefined, flags: () => WalkInFlags): ApprovalReason[] {
  if (rule === 'WALK_INS') return ['WALK_IN'];
  if (rule !== 'FLAGGED') return [];
  const f = flags();
  const reasons: ApprovalReason[] = [];
  if (f.watchlistAlert) reasons.push('WATCHLIST');
  if (f.temperatureHigh) reasons.push('TEMPERATURE');
  if (f.healthYes) reasons.push('HEALTH');
  return reasons;
}
