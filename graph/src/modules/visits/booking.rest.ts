import { KIOSK_PER_MINUTE, withMessage, type RestRoute } from '../../core/http/rest';
import { queryText } from '../../core/http/edge';
import type { VisitsScope } from '.';
import { Messages } from '../../contracts/messages';
import { bool } from '../../core/validate';
import { parse } from '../../core/command';
import {
  legacyRegularVisitor,
  legacyRegularVisitorNames,
  RegisterRegularVisitorCommand,
} from '../regular-visitors/regular-visitor.commands';
import { RegularVisitorType } from '../regular-visitors/regular-visitor.type';
import { BookVisitCommand, legacyBooking, legacyBookingNames } from './booking.commands';
import { BookedVisitType } from './booking.type';
import { ConfirmVisitNotification, ConfirmWalkInNotification, legacyNotification } from './manager-notification.commands';

const staff = { auth: 'staff' as const, tag: 'Bookings' };
const kiosk = { auth: 'public' as const, tag: 'Kiosk visitors', perMinute: KIOSK_PER_MINUTE };
const list: RestRoute<VisitsScope>['run'] = async (s, actor, { params, query, body }) =>
  (
    await s.bookings.listForDay(actor, params.depotId ?? body.depot ?? body.depotId ?? query.depot, params.date ?? body.date ?? query.date)
  ).map((v) => ({ ...BookedVisitType.from(v), attendee: v.visit.attendee.id }));

/** The booking payload of a regular visitor (isRegularVisitor): its Host block names the host. */
const regularFromBooking = (body: Record<string, unknown>) => {
  const b = { ...body, hostIsMe: body.hostIsMe ?? (body.Host ? false : undefined) };
  return parse(RegisterRegularVisitorCommand, legacyRegularVisitor(b), legacyRegularVisitorNames(b));
};

export const bookingRoutes: RestRoute<VisitsScope>[] = [
  {
    ...staff,
    method: 'POST',
    path: 'api/book-meeting',
    scopes: ['WRITE_BOOKINGS'],
    status: 201,
    summary:
      'Book a visit (spec 3 Booking payload: FirstName, LastName, Email, Company, Host{name,email,department}, meetingRef, depot, printLabel, signFlag, enterTemperature, badgeNumFlag, MeetingDateTime; or the form fields date, time, hostIsMe, autoReference)',
    // The spec's booking payload books a regular visitor too (isRegularVisitor, RegularVisitorRef, passCode, Host).
    command: BookVisitCommand,
    run: async (s, actor, { body }) =>
      bool(body, 'isRegularVisitor', false)
        ? withMessage(
            RegularVisitorType.from(await s.regularVisitors.register(actor, regularFromBooking(body))),
            Messages.regularVisitorBooked,
          )
        : withMessage(
            BookedVisitType.from(await s.bookings.book(actor, parse(BookVisitCommand, legacyBooking(body), legacyBookingNames(body)))),
            Messages.visitorBooked,
          ),
  },
  {
    ...staff,
    method: 'GET',
    path: 'api/list-booked-visitor/:depotId/:date',
    scopes: ['WRITE_BOOKINGS'],
    summary: "A depot's planned visits of a day (yyyy-MM-dd, dd-MM-yyyy or 'today') with their state",
    run: list,
  },
  {
    ...staff,
    method: 'POST',
    path: 'api/todays-planned-visits',
    reads: true,
    scopes: ['WRITE_BOOKINGS'],
    summary: "Today's planned visits of a depot: depot (id)",
    run: list,
  },
  {
    ...staff,
    method: 'GET',
    path: 'api/planned-visit-checkin',
    summary: "Today's planned visits: query depot (id), else the signed-in user's own depot; visitType is the fixed planned-visitor label",
    run: async (s, actor, { query }) =>
      (
        await s.bookings.listForDay(
          actor,
          queryText(query, 'depot') ?? queryText(query, 'depotId') ?? (actor.kind === 'staff' ? actor.depotId : null) ?? '',
          queryText(query, 'date'),
        )
      ).map((v) => BookedVisitType.from(v)),
  },
  {
    ...staff,
    method: 'DELETE',
    path: 'api/cancel-visit/:id',
    scopes: ['WRITE_BOOKINGS'],
    summary: "Cancel a visit not checked in: 'Meeting Canceled.'",
    run: async (s, actor, { params }) =>
      withMessage(BookedVisitType.from(await s.bookings.cancel(actor, params.id)), Messages.meetingCanceled),
  },
  {
    ...kiosk,
    method: 'POST',
    path: 'api/planned-visit-email-notification',
    summary: "Confirms the depot's managers are told of a planned sign-in: depot, depotcode, meetingRef, tenant",
    run: (s, actor, { body }) =>
      s.managerNotifications.confirm(actor, { kind: 'planned', ...parse(ConfirmVisitNotification, legacyNotification.decode(body)) }),
  },
  {
    ...kiosk,
    method: 'POST',
    path: 'api/regular-visit-email-notification',
    summary: "Confirms the depot's managers are told of a regular sign-in: depot, depotcode, meetingRef, tenant",
    run: (s, actor, { body }) =>
      s.managerNotifications.confirm(actor, { kind: 'regular', ...parse(ConfirmVisitNotification, legacyNotification.decode(body)) }),
  },
  {
    ...kiosk,
    method: 'POST',
    path: 'api/unplanned-visit-email-notification',
    summary: "Confirms the depot's managers are told of a walk-in: depot, depotcode, reason, name, company",
    run: (s, actor, { body }) =>
      s.managerNotifications.confirm(actor, { kind: 'unplanned', ...parse(ConfirmWalkInNotification, legacyNotification.decode(body)) }),
  },
];
