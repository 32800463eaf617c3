import { randomUUID } from 'node:crypto';
import type { UnitOfWork } from '../../core/unit-of-work';

/** The facts an integrator may subscribe to (issue 26), as sent in a delivery's `type`. */
export const WEBHOOK_EVENTS = [
  'visitor.checked_in',
  'visitor.checked_out',
  'partner.clocked_in',
  'partner.clocked_out',
  'visit.booked',
  'visit.cancelled',
  'evacuation.started',
  'evacuation.ended',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENTS)[number];

export const WEBHOOK_EVENT_TEXTS: Record<WebhookEventType, string> = {
  'visitor.checked_in': 'A visitor signed in (data: attendanceId, visitId, depotId, at)',
  'visitor.checked_out': 'A visitor signed out (data: attendanceId, visitId, depotId, at)',
  'partner.clocked_in': 'A partner clocked in (data: attendanceId, partnerId, depotId, at)',
  'partner.clocked_out': 'A partner clocked out (data: attendanceId, partnerId, depotId, at)',
  'visit.booked': 'A planned visit was booked (data: visitId, depotId, at)',
  'visit.cancelled': 'A planned visit was cancelled (data: visitId, depotId, at)',
  'evacuation.started': 'An evacuation roll-call started (data: evacuationId, depotId, at)',
  'evacuation.ended': 'An evacuation roll-call ended (data: evacuationId, depotId, at)',
};

/**
 * Adds a webhook event to the unit of work where its fact happens: one outbox row (in the same statement or
 * transaction as the change, no extra round trip); the worker fans it out to the tenant's endpoints that want it.
 * `data` holds ids and times only (the receiver asks the API for the rest, with its key).
 */
export function emitWebhookEvent(
  uow: UnitOfWork,
  type: WebhookEventType,
  tenantId: string,
  at: Date,
  data: Record<string, string | null>,
): void {
  const occurredAt = at.toISOString();
  uow.enqueue('webhook-event', { eventId: randomUUID(), tenantId, type, occurredAt, data: { ...data, at: occurredAt } });
}
