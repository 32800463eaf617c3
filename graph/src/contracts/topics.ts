/** Pub/sub topics and event shapes (they cross Redis as JSON: dates travel as ISO strings). */

/**
 * A topic: its Redis channel and, for a topic split by a key (a depot's attendance), the key of an event; a
 * subscriber of a split topic hears only its key's events. The payload type rides along for the compiler only.
 */
export interface Topic<P> {
  channel: string;
  key?: (payload: P) => string;
  /** Each key's events are numbered (`seq`) as they are published, one Redis script doing INCR and PUBLISH. */
  sequenced?: boolean;
  /** Never set: carries the payload type. */
  readonly payload?: P;
}
const topic = <P>(channel: string, key?: (payload: P) => string, sequenced = false): Topic<P> => ({ channel, key, sequenced });

export type AttendanceChangeKind = 'CHECKED_IN' | 'CHECKED_OUT' | 'CLOCKED_IN' | 'CLOCKED_OUT' | 'CANCELLED';

/**
 * An attendance as the live views show it: the live report's row (`LiveReportRow`), as JSON (instants as ISO-8601
 * strings). The event carries it so that a view applies the change without reading it again (issue 28).
 */
export interface AttendanceRowSnapshot {
  attendanceId: string;
  /** A visitor's attendee id; null for a partner. */
  attendeeId: string | null;
  attendeeName: string;
  visitType: string;
  /** yyyy-MM-dd, the check-in day in the depot's zone. */
  dateofVisit: string;
  checkIn: string;
  checkOut: string | null;
  /** HH:mm in the depot's zone. */
  actualIn: string;
  actualOut: string | null;
}

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
  /** The attendance after the change (null for a cancelled booking, which has none). */
  row?: AttendanceRowSnapshot | null;
  /** The badge the attendance holds or held (`number` null: none); absent when the publisher does not know it. */
  badge?: { number: string | null } | null;
  /**
   * The depot's event number, set when the event is published (core/events/pubsub.ts): one more than the depot's
   * previous event, across every replica, so a view that sees a jump knows it missed one and catches up.
   */
  seq?: number;
}

/**
 * Tokens were revoked (a user disabled or logged out everywhere, a tenant archived): every graph replica closes
 * the open WebSockets of those users (4401), as their next HTTP request would be refused.
 */
export interface SessionsRevokedEvent {
  userIds?: string[];
  tenantId?: string;
}

/** An evacuation roll-call of a depot started, had a person marked (or unmarked), or ended (issue 23). */
export interface EvacuationChangedEvent {
  kind: 'STARTED' | 'MARKED' | 'ENDED';
  tenantId: string;
  depotId: string;
  evacuationId: string;
  /** The person (evacuation entry) marked, for MARKED. */
  entryId: string | null;
  /** ISO-8601 instant. */
  at: string;
}

/** A sign-in matched the depot's tenant's watchlist (issue 37): staff screens of the depot show a notice. */
export interface WatchlistMatchedEvent {
  tenantId: string;
  depotId: string;
  matchId: string;
  /** ALERT: signed in; BLOCK: refused at the kiosk. */
  action: 'ALERT' | 'BLOCK';
  personName: string;
  /** Which fields matched: name, email, phone, carReg. */
  matchedFields: string[];
  /** ISO-8601 instant. */
  at: string;
}

/** A walk-in waits for staff at a depot, or its wait ended (issue 37): staff screens of the depot show and refresh. */
export interface WalkInApprovalChangedEvent {
  tenantId: string;
  depotId: string;
  approvalId: string;
  /** PENDING: just asked; APPROVED, DENIED, EXPIRED, FAILED: answered (or not in time). */
  status: 'PENDING' | 'APPROVED' | 'DENIED' | 'EXPIRED' | 'FAILED';
  personName: string;
  /** ISO-8601 instant. */
  at: string;
}

/** A depot or a tenant changed: every replica drops its kiosk depot rows (core/kiosk-depot-cache.ts). */
export type KioskDepotsChangedEvent = Record<string, never>;

/**
 * Every topic, by name: a unit of work publishes `uow.publish(name, payload)` with the payload typed from here,
 * and the event bus subscribes by the same name. Adding a topic is one line here.
 */
export const Topics = {
  attendanceChanged: topic<AttendanceChangedEvent>('ATTENDANCE_CHANGED', (e) => e.depotId, true),
  sessionsRevoked: topic<SessionsRevokedEvent>('SESSIONS_REVOKED'),
  kioskDepotsChanged: topic<KioskDepotsChangedEvent>('KIOSK_DEPOTS_CHANGED'),
  evacuationChanged: topic<EvacuationChangedEvent>('EVACUATION_CHANGED', (e) => e.depotId),
  watchlistMatched: topic<WatchlistMatchedEvent>('WATCHLIST_MATCHED', (e) => e.depotId),
  walkInApprovalChanged: topic<WalkInApprovalChangedEvent>('WALK_IN_APPROVAL_CHANGED', (e) => e.depotId),
} as const;

export type TopicName = keyof typeof Topics;
export type TopicPayload<K extends TopicName> = (typeof Topics)[K] extends Topic<infer P> ? P : never;
