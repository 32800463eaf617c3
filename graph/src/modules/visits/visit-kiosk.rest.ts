import { KIOSK_PER_MINUTE, type RestRoute } from '../../core/http/rest';
import type { VisitsScope } from '.';
import { parse } from '../../core/command';
import {
  BeforeCheckoutCommand,
  CheckInCommand,
  CheckOutByStaffCommand,
  CheckOutCommand,
  legacyCheckIn,
  legacyCheckInNames,
  legacyCheckOut,
  legacyCheckOutByStaff,
  legacyCheckOutNames,
  legacyQrCheckOut,
  legacyQrCheckOutNames,
  legacyResolveVisitor,
  legacyResolveVisitorNames,
  legacySubmitSignature,
  legacySubmitSignatureNames,
  legacyUnplannedCheckIn,
  legacyUnplannedCheckInNames,
  QrInfoCommand,
  ResolveVisitorCommand,
  SubmitSignatureCommand,
  UnplannedCheckInCommand,
  VisitorStatusCommand,
} from './visit-kiosk.commands';

const kiosk = { auth: 'public' as const, tag: 'Kiosk visitors', perMinute: KIOSK_PER_MINUTE };
/** A public reference lookup: one budget per client across every lookup route and field (issue 25). */
const lookup = { ...kiosk, kioskLookup: true };

type Body = Record<string, unknown>;
const resolve = (body: Body) => parse(ResolveVisitorCommand, legacyResolveVisitor(body), legacyResolveVisitorNames(body));
/**
 * A legacy kiosk's check-in (spec 7 payloads): it asks the rules on the device and does not send them, so
 * legacyCheckIn marks the command rulesOnDevice (a request without answers is recorded as answered on the
 * device). A client-set flag is never read.
 */
const checkIn = (body: Body) => parse(CheckInCommand, legacyCheckIn(body), legacyCheckInNames(body));

/**
 * The legacy answer (spec 7) without issue 38's askAgain and pre-arrival flags, which the GraphQL kiosk reads (a legacy
 * kiosk's next step says it; a legacy kiosk asks everything, as before, and its answers are used).
 */
const legacyView = async <T extends { askAgain: boolean; preArrived?: boolean; preArrivalSigned?: boolean }>(
  v: Promise<T>,
): Promise<Omit<T, 'askAgain' | 'preArrived' | 'preArrivalSigned'>> => {
  const { askAgain, preArrived, preArrivalSigned, ...rest } = await v;
  void askAgain;
  void preArrived;
  void preArrivalSigned;
  return rest;
};

/** Who is about to sign out, found by the one query field the path names (a badge or a reference) and the depot. */
const beforeCheckout =
  (by: 'depotBadgeNum' | 'meetingReference'): RestRoute<VisitsScope>['run'] =>
  async (s, actor, { query }) =>
    pick(await s.visitCheckOut.beforeCheckout(actor, parse(BeforeCheckoutCommand, { depotId: query.depotId, [by]: query[by] })));

export const visitKioskRoutes: RestRoute<VisitsScope>[] = [
  {
    ...lookup,
    method: 'GET',
    path: 'api/QR-Info',
    summary: "A reference's kind: query meetingReference -> { visittype }",
    run: (s, actor, { query }) => s.referenceResolution.qrInfo(actor, parse(QrInfoCommand, { meetingReference: query.meetingReference })),
  },
  {
    ...lookup,
    method: 'POST',
    path: 'api/fetch-visitor-details',
    reads: true,
    summary: 'Resolve a reference (or e-mail/RV code + PassCode) at a depot: meetingRef, tenantName, depotCode or depotId',
    command: ResolveVisitorCommand,
    run: (s, actor, { body }) => legacyView(s.referenceResolution.resolve(actor, resolve(body))),
  },
  {
    ...lookup,
    method: 'POST',
    path: 'api/fetch-visitor-QRdetails',
    reads: true,
    summary: 'Resolve a scanned reference at a depot: meetingRef, tenantName, depotCode or depotId',
    command: ResolveVisitorCommand,
    run: (s, actor, { body }) => legacyView(s.referenceResolution.resolve(actor, resolve(body))),
  },
  {
    ...lookup,
    method: 'POST',
    path: 'api/checkIn',
    summary:
      'Planned or regular check-in with a badge: carReg, email, firstName, lastName, meetingWith, visitorRef, depotBadgeNum, depot, temperature, rule answers',
    command: CheckInCommand,
    run: (s, actor, { body }) => s.visitCheckIn.checkIn(actor, checkIn(body)),
  },
  {
    ...lookup,
    method: 'POST',
    path: 'api/checkInQR',
    summary: 'Planned or regular check-in (as api/checkIn, badge optional)',
    command: CheckInCommand,
    run: (s, actor, { body }) => s.visitCheckIn.checkIn(actor, checkIn(body)),
  },
  {
    // The spec shows the path only ("not shown" payload): a phone's check-in takes the api/checkIn fields.
    ...lookup,
    method: 'POST',
    path: 'api/mobile-checkIn/',
    summary: 'Check-in from a phone: the api/checkIn fields',
    command: CheckInCommand,
    run: (s, actor, { body }) => s.visitCheckIn.checkIn(actor, checkIn(body)),
  },
  {
    ...kiosk,
    method: 'POST',
    path: 'api/unplanned-visit-checkIn',
    summary: 'Walk-in check-in: adds reasonForVisit and Company',
    command: UnplannedCheckInCommand,
    run: (s, actor, { body }) =>
      s.visitCheckIn.unplannedCheckIn(
        actor,
        parse(UnplannedCheckInCommand, legacyUnplannedCheckIn(body), legacyUnplannedCheckInNames(body)),
      ),
  },
  {
    ...lookup,
    method: 'GET',
    path: 'api/get-visitor-status/:reference',
    summary: 'Whether a reference is checked in / out',
    run: (s, actor, { params }) => s.referenceResolution.status(actor, parse(VisitorStatusCommand, { reference: params.reference })),
  },
  {
    method: 'GET',
    path: 'api/get-visitors',
    auth: 'staff',
    tag: 'Visitors',
    summary: "Visitors signed in now at the actor's depots",
    run: (s, actor) => s.visitorViews.onSite(actor),
  },
  {
    ...lookup,
    method: 'GET',
    path: 'api/get-visitor-before-checkout',
    summary: 'Who holds a badge: query depotBadgeNum, depotId -> name, badgeNumber',
    run: beforeCheckout('depotBadgeNum'),
  },
  {
    ...lookup,
    method: 'GET',
    path: 'api/get-visitor-before-QRcheckout',
    summary: 'Who a reference is: query meetingReference, depotId -> name, badgeNumber',
    run: beforeCheckout('meetingReference'),
  },
  {
    // The kiosk sends depotBadge + depotId; the staff screens send visitorAttendanceId (+ manualCheckout, sendNotification) with a token.
    method: 'POST',
    path: 'api/checkOut',
    auth: 'public',
    optionalAuth: true,
    tag: 'Kiosk visitors',
    perMinute: KIOSK_PER_MINUTE,
    summary: 'Kiosk: depotBadge, depotId. Staff (bearer): visitorAttendanceId, manualCheckout, sendNotification',
    command: CheckOutCommand,
    // The spec's one payload serves both: a legacy kiosk sends visitorAttendanceId empty, staff send the attendance.
    run: async (s, actor, { body }) =>
      body.visitorAttendanceId !== undefined && body.visitorAttendanceId !== null && body.visitorAttendanceId !== ''
        ? s.visitCheckOut.checkOutByStaff(actor, parse(CheckOutByStaffCommand, legacyCheckOutByStaff(body)))
        : pick(await s.visitCheckOut.checkOut(actor, parse(CheckOutCommand, legacyCheckOut(body), legacyCheckOutNames(body)))),
  },
  {
    ...lookup,
    method: 'POST',
    path: 'api/QRcheckOut',
    summary: 'Kiosk sign-out by reference: meetingReference, depotId, anyDepot (the wrong-depot Yes: any depot of the tenant)',
    command: CheckOutCommand,
    run: async (s, actor, { body }) =>
      pick(await s.visitCheckOut.checkOut(actor, parse(CheckOutCommand, legacyQrCheckOut(body), legacyQrCheckOutNames(body)))),
  },
  {
    ...kiosk,
    method: 'POST',
    path: 'api/submit-signature',
    multipart: true,
    summary: 'Multipart: sign (PNG), depotBadgeNum or attendanceId, depot',
    command: SubmitSignatureCommand,
    run: async (s, actor, { body, files }) => ({
      ok: await s.visitCheckIn.submitSignature(
        actor,
        parse(
          SubmitSignatureCommand,
          legacySubmitSignature(body, files?.find((f) => f.field === 'sign')?.data ?? null),
          legacySubmitSignatureNames(body),
        ),
      ),
    }),
  },
  {
    ...kiosk,
    method: 'GET',
    path: 'api/reasons',
    summary: "Active visit reasons: the tenant's own list once it manages one, else the global list (query depotId optional)",
    run: (s, actor, { query }) => s.visitorViews.reasons(actor, query.depotId as string | undefined),
  },
];

const pick = (v: { name: string; badgeNumber: string | null }) => ({ name: v.name, badgeNumber: v.badgeNumber });
