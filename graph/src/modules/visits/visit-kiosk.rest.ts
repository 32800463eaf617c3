import { KIOSK_PER_MINUTE, type RestRoute } from '../../core/http/rest';
import type { Services } from '../../services';

const kiosk = { auth: 'public' as const, tag: 'Kiosk visitors', perMinute: KIOSK_PER_MINUTE };

/**
 * A legacy kiosk's check-in (spec 7 payloads): it asks the rules on the device and does not send them, so
 * a request without answers is recorded as answered on the device. A client-set flag is never trusted.
 */
const legacyKiosk = (body: Record<string, unknown>) => ({ ...body, rulesOnDevice: true });

export const visitKioskRoutes: RestRoute<Services>[] = [
  {
    ...kiosk, method: 'GET', path: 'api/QR-Info', summary: "A reference's kind: query meetingReference -> { visittype }",
    run: (s, actor, { query }) => s.visitKiosk.qrInfo(actor, query.meetingReference),
  },
  {
    ...kiosk, method: 'POST', path: 'api/fetch-visitor-details', summary: 'Resolve a reference (or e-mail/RV code + PassCode) at a depot: meetingRef, tenantName, depotCode or depotId',
    run: (s, actor, { body }) => s.visitKiosk.resolve(actor, body),
  },
  {
    ...kiosk, method: 'POST', path: 'api/fetch-visitor-QRdetails', summary: 'Resolve a scanned reference at a depot: meetingRef, tenantName, depotCode or depotId',
    run: (s, actor, { body }) => s.visitKiosk.resolve(actor, body),
  },
  {
    ...kiosk, method: 'POST', path: 'api/checkIn', summary: 'Planned or regular check-in with a badge: carReg, email, firstName, lastName, meetingWith, visitorRef, depotBadgeNum, depot, temperature, rule answers',
    run: (s, actor, { body }) => s.visitKiosk.checkIn(actor, legacyKiosk(body)),
  },
  {
    ...kiosk, method: 'POST', path: 'api/checkInQR', summary: 'Planned or regular check-in (as api/checkIn, badge optional)',
    run: (s, actor, { body }) => s.visitKiosk.checkIn(actor, legacyKiosk(body)),
  },
  {
    // The spec shows the path only ("not shown" payload): a phone's check-in takes the api/checkIn fields.
    ...kiosk, method: 'POST', path: 'api/mobile-checkIn/', summary: 'Check-in from a phone: the api/checkIn fields',
    run: (s, actor, { body }) => s.visitKiosk.checkIn(actor, legacyKiosk(body)),
  },
  {
    ...kiosk, method: 'POST', path: 'api/unplanned-visit-checkIn', summary: 'Walk-in check-in: adds reasonForVisit and Company',
    run: (s, actor, { body }) => s.visitKiosk.unplannedCheckIn(actor, legacyKiosk(body)),
  },
  {
    ...kiosk, method: 'GET', path: 'api/get-visitor-status/:reference', summary: 'Whether a reference is checked in / out',
    run: (s, actor, { params }) => s.visitKiosk.status(actor, params.reference),
  },
  {
    method: 'GET', path: 'api/get-visitors', auth: 'staff', tag: 'Visitors', summary: "Visitors signed in now at the actor's depots",
    run: (s, actor) => s.visitKiosk.onSite(actor),
  },
  {
    ...kiosk, method: 'GET', path: 'api/get-visitor-before-checkout', summary: 'Who holds a badge: query depotBadgeNum, depotId -> name, badgeNumber',
    run: async (s, actor, { query }) => pick(await s.visitKiosk.beforeCheckout(actor, { depotId: query.depotId, depotBadgeNum: query.depotBadgeNum })),
  },
  {
    ...kiosk, method: 'GET', path: 'api/get-visitor-before-QRcheckout', summary: 'Who a reference is: query meetingReference, depotId -> name, badgeNumber',
    run: async (s, actor, { query }) => pick(await s.visitKiosk.beforeCheckout(actor, { depotId: query.depotId, meetingReference: query.meetingReference })),
  },
  {
    // The kiosk sends depotBadge + depotId; the staff screens send visitorAttendanceId (+ manualCheckout, sendNotification) with a token.
    method: 'POST', path: 'api/checkOut', auth: 'public', optionalAuth: true, tag: 'Kiosk visitors', perMinute: KIOSK_PER_MINUTE,
    summary: 'Kiosk: depotBadge, depotId. Staff (bearer): visitorAttendanceId, manualCheckout, sendNotification',
    // The spec's one payload serves both: a legacy kiosk sends visitorAttendanceId empty, staff send the attendance.
    run: async (s, actor, { body }) => (body.visitorAttendanceId !== undefined && body.visitorAttendanceId !== null && body.visitorAttendanceId !== ''
      ? s.visitKiosk.checkOutByStaff(actor, body)
      : pick(await s.visitKiosk.checkOut(actor, body))),
  },
  {
    ...kiosk, method: 'POST', path: 'api/QRcheckOut', summary: 'Kiosk sign-out by reference: meetingReference, depotId, anyDepot (the wrong-depot Yes: any depot of the tenant)',
    run: async (s, actor, { body }) => pick(await s.visitKiosk.checkOut(actor, { depotId: body.depotId ?? body.depot, meetingReference: body.meetingReference ?? body.meetingRef, anyDepot: body.anyDepot })),
  },
  {
    ...kiosk, method: 'POST', path: 'api/submit-signature', multipart: true, summary: 'Multipart: sign (PNG), depotBadgeNum or attendanceId, depot',
    run: async (s, actor, { body, files }) => ({ ok: await s.visitKiosk.submitSignature(actor, { ...body, png: files?.find((f) => f.field === 'sign')?.data ?? null }) }),
  },
  {
    ...kiosk, method: 'GET', path: 'api/reasons', summary: 'Visit reasons: the global list then the tenant\'s own (query depotId optional)',
    run: (s, actor, { query }) => s.visitKiosk.reasons(actor, query.depotId),
  },
];

const pick = (v: { name: string; badgeNumber: string | null }) => ({ name: v.name, badgeNumber: v.badgeNumber });
