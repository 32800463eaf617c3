/** Pub/sub topics and event shapes (they cross Redis as JSON: dates travel as ISO strings). */
export const Topics = {
  attendanceChanged: 'ATTENDANCE_CHANGED',
  sessionsRevoked: 'SESSIONS_REVOKED',
  /** A depot or a tenant changed: every replica drops its kiosk depot rows (core/kiosk-depot-cache.ts). */
  kioskDepotsChanged: 'KIOSK_DEPOTS_CHANGED',
} as const;

export type AttendanceChangeKind = 'CHECKED_IN' | 'CHECKED_OUT' | 'CLOCKED_IN' | 'CLOCKED_OUT' | 'CANCELLED';

export interface AttendanceChangedEvent {
  kind: AttendanceChangeKind;
  tenantId: string;
  depotId: string;
  attendanceId: string | null;
  visitId: string | null;
  attendeeName: string;
  visitType: string;
  /** ISO-8601 instant. */
  at: string;
}

/**
 * Tokens were revoked (a user disabled or logged out everywhere, a tenant archived): every graph replica closes
 * the open WebSockets of those users (4401), as their next HTTP request would be refused.
 */
export interface SessionsRevokedEvent {
  userIds?: string[];
  tenantId?: string;
}
