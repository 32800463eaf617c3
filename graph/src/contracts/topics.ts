/** Pub/sub topics and event shapes (they cross Redis as JSON: dates travel as ISO strings). */

/**
 * A topic: its Redis channel and, for a topic split by a key (a depot's attendance), the key of an event; a
 * subscriber of a split topic hears only its key's events. The payload type rides along for the compiler only.
 */
export interface Topic<P> {
  channel: string;
  key?: (payload: P) => string;
  /** Never set: carries the payload type. */
  readonly payload?: P;
}
const topic = <P>(channel: string, key?: (payload: P) => string): Topic<P> => ({ channel, key });

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

/** A depot or a tenant changed: every replica drops its kiosk depot rows (core/kiosk-depot-cache.ts). */
export type KioskDepotsChangedEvent = Record<string, never>;

/**
 * Every topic, by name: a unit of work publishes `uow.publish(name, payload)` with the payload typed from here,
 * and the event bus subscribes by the same name. Adding a topic is one line here.
 */
export const Topics = {
  attendanceChanged: topic<AttendanceChangedEvent>('ATTENDANCE_CHANGED', (e) => e.depotId),
  sessionsRevoked: topic<SessionsRevokedEvent>('SESSIONS_REVOKED'),
  kioskDepotsChanged: topic<KioskDepotsChangedEvent>('KIOSK_DEPOTS_CHANGED'),
  evacuationChanged: topic<EvacuationChangedEvent>('EVACUATION_CHANGED', (e) => e.depotId),
} as const;

export type TopicName = keyof typeof Topics;
export type TopicPayload<K extends TopicName> = (typeof Topics)[K] extends Topic<infer P> ? P : never;
