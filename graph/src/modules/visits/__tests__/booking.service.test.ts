import { ANONYMOUS } from '../../../core/auth/actor';
import { fixedClock } from '../../../core/clock';
import { parse } from '../../../core/command';
import { Messages } from '../../../contracts/messages';
import { makeDepot, makeUser, makeWorld, uniq } from '../../../test/factories';
import { failure, serviceTier, staffActor } from '../../../test/service-tier';
import { Visit } from '../../attendance/visit.entity';
import { BookVisitCommand, EditBookingCommand, legacyBooking, legacyBookingNames, ResendBookingQrCommand } from '../booking.commands';
import {
  legacyCheckIn,
  legacyCheckInNames,
  CheckInCommand,
  legacyResolveVisitor,
  legacyResolveVisitorNames,
  legacyUnplannedCheckIn,
  ResolveVisitorCommand,
  UnplannedCheckInCommand,
} from '../visit-kiosk.commands';
import { RULES_OK } from './support';
import { bookingEdit } from './support';

/**
 * Booking rules at the service tier (issue 24), on a fixed clock: a given host and reference, the reference's
 * uniqueness (under a race too), the form's rules, the edit's rules and the states that refuse an edit or a
 * re-send, and what another tenant or depot reaches. The booking bodies are the staff form's, decoded as the REST
 * row decodes them; a day's bookings with their states, and which can be cancelled. booking.test.ts and
 * booking-edit.test.ts keep the routes, the e-mails and the grid.
 */
const clock = fixedClock('2026-11-20T10:00:00Z');
let t: Awaited<ReturnType<typeof serviceTier>>;
beforeAll(async () => {
  t = await serviceTier({ label: 'booking', clock });
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => clock.set('2026-11-20T10:00:00Z'));

type Staff = ReturnType<typeof staffActor>;
type Body = Record<string, unknown>;
const booking = (depot: string, over: Body = {}) => ({
  FirstName: 'ada',
  LastName: 'lovelace',
  Email: `${uniq('ada')}@example.test`,
  Company: 'analytical engines',
  depot,
  MeetingDateTime: '2026-11-20T14:30',
  ...over,
});
const book = async (a: Staff, body: Body) =>
  t.as(a).bookings.book(a, parse(BookVisitCommand, legacyBooking(body), legacyBookingNames(body)));
const edit = bookingEdit;
const editBooking = async (a: Staff, input: Body) => t.as(a).bookings.edit(a, parse(EditBookingCommand, input));
const resend = async (a: Staff, id: string) => t.as(a).bookings.resendQr(a, parse(ResendBookingQrCommand, { id }));
const visitRow = (id: string) => t.orm.em.fork().findOneOrFail(Visit, { id }, { filters: false });
const visits = (depotId: string) => t.orm.em.fork().count(Visit, { depot: depotId }, { filters: false });

describe('book a visit', () => {
  it('takes a given host and reference (uppercased); a reference in use is a CONFLICT; the date is read in the depot zone', async () => {
    const { tenant, admin } = await makeWorld(t.orm);
    const ny = await makeDepot(t.orm, tenant, { timeZone: 'America/New_York' });
    const a = staffActor(admin);
    const ref = uniq('mr').toUpperCase();
    const v = await book(
      a,
      booking(ny.id, {
        hostIsMe: false,
        Host: { name: 'grace', email: 'Grace@Example.test', department: 'ops' },
        autoReference: false,
        meetingRef: ref.toLowerCase(),
        badgeNumFlag: true,
        signFlag: true,
        MeetingDateTime: undefined,
        date: '20/11/2026',
        time: '09:00',
      }),
    );
    expect(v.visit).toMatchObject({
      meetingReference: ref,
      hostName: 'Grace',
      hostEmail: 'grace@example.test',
      hostDepartment: 'OPS',
      badgeNumFlag: true,
      signFlag: true,
    });
    expect(v.visit.dateOfVisit.toISOString()).toBe('2026-11-20T14:00:00.000Z');
    expect(await failure(book(a, booking(ny.id, { autoReference: false, meetingRef: ref })))).toMatchObject({
      code: 'CONFLICT',
      message: Messages.meetingReferenceTaken(ref),
    });
  });

  it('two bookings with the same given reference at once: one lands, one CONFLICT, one visit', async () => {
    const { depot, admin } = await makeWorld(t.orm);
    const a = staffActor(admin);
    const ref = uniq('race').toUpperCase();
    const rs = await Promise.allSettled([0, 1].map(() => book(a, booking(depot.id, { autoReference: false, meetingRef: ref }))));
    expect(rs.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(((rs.find((r) => r.status === 'rejected') as PromiseRejectedResult).reason as { code: string }).code).toBe('CONFLICT');
    expect(await t.orm.em.fork().count(Visit, { meetingReference: ref }, { filters: false })).toBe(1);
  });

  it('refuses missing fields by label, a bad e-mail and a past date, writing nothing', async () => {
    const { depot, admin } = await makeWorld(t.orm);
    const a = staffActor(admin);
    const before = await visits(depot.id);
    const message = async (over: Body) => (await failure(book(a, booking(depot.id, over)))).message;
    expect(await message({ FirstName: '' })).toBe('First Name is required');
    expect(await message({ Company: undefined })).toBe('Company is required');
    expect(await message({ Email: 'nope' })).toBe('Email is not a valid e-mail address');
    expect(await message({ MeetingDateTime: '2026-11-19T23:00' })).toBe(Messages.bookingInPast);
    expect(await message({ hostIsMe: false })).toBe('Host Name is required');
    expect(await visits(depot.id)).toBe(before);
  });

  it("another tenant's depot or visit answers like a missing one", async () => {
    const a = await makeWorld(t.orm);
    const stranger = staffActor((await makeWorld(t.orm)).admin);
    expect((await failure(book(stranger, booking(a.depot.id)))).code).toBe('NOT_FOUND');
    const mine = await book(staffActor(a.admin), booking(a.depot.id));
    expect((await failure(t.as(stranger).bookings.cancel(stranger, mine.visit.id))).code).toBe('NOT_FOUND');
  });
});

describe('edit a booking', () => {
  it("a DepotManager edits its own depot's booking (date and time as dd/MM/yyyy and H:mm); a blank department clears it", async () => {
    const { depot, manager, admin } = await makeWorld(t.orm);
    const b = await book(staffActor(admin), booking(depot.id, { MeetingDateTime: '2026-11-22T14:30' }));
    const v = await editBooking(staffActor(manager), edit(b.visit.id, { date: '20/11/2026', time: '9:05', department: '  ' }));
    expect(v.visit.dateOfVisit.toISOString()).toBe('2026-11-20T09:05:00.000Z');
    expect(v.visit.hostDepartment ?? null).toBeNull();
  });

  it('refuses bad input with the field named, and a date in the past, changing nothing', async () => {
    const { depot, admin } = await makeWorld(t.orm);
    const a = staffActor(admin);
    const b = await book(a, booking(depot.id, { MeetingDateTime: '2026-11-22T14:30' }));
    const before = await visitRow(b.visit.id);
    const cases: [Body, string][] = [
      [{ hostEmail: 'not-an-email' }, 'Host Email is not a valid e-mail address'],
      [{ hostName: '' }, 'Host Name is required'],
      [{ date: '' }, 'Date is required'],
      [{ date: '2026-02-30' }, 'Date is not a real date'],
      [{ time: '25:99' }, 'Time must be HH:mm'],
      [{ date: '2026-11-19' }, Messages.bookingInPast],
      [{ hostName: 'x'.repeat(121) }, 'Host Name is too long (at most 120 characters)'],
    ];
    for (const [over, message] of cases) {
      expect(await failure(editBooking(a, edit(b.visit.id, over)))).toMatchObject({ code: 'BAD_USER_INPUT', message });
    }
    expect((await failure(editBooking(a, edit('not-a-uuid')))).code).toBe('BAD_USER_INPUT');
    const after = await visitRow(b.visit.id);
    expect(after.dateOfVisit).toEqual(before.dateOfVisit);
    expect([after.hostName, after.hostEmail, after.printLabel]).toEqual([before.hostName, before.hostEmail, before.printLabel]);
  });

  it('a cancelled, a checked-in and a past booking cannot be edited or re-sent (CONFLICT with the reason); nothing written or queued', async () => {
    const { depot, admin } = await makeWorld(t.orm);
    const a = staffActor(admin);
    const cancelled = await book(a, booking(depot.id, { MeetingDateTime: '2026-11-22T14:30' }));
    await t.as(a).bookings.cancel(a, cancelled.visit.id);
    const today = await book(a, booking(depot.id, { MeetingDateTime: '2026-11-20T11:00' }));
    const kiosk = {
      firstName: 'a',
      lastName: 'b',
      email: today.visit.attendee.email,
      company: 'c',
      meetingWith: 'h',
      carReg: 'x1',
      visitorRef: today.visit.meetingReference,
      depot: depot.id,
      ...RULES_OK,
    };
    await t.as(ANONYMOUS).visitCheckIn.checkIn(ANONYMOUS, parse(CheckInCommand, legacyCheckIn(kiosk), legacyCheckInNames(kiosk)));
    const past = await book(a, booking(depot.id, { MeetingDateTime: '2026-11-21T08:00' }));
    const ids = [cancelled, today, past].map((b) => b.visit.id);
    const outbox = () =>
      t.orm.em
        .fork()
        .getConnection()
        .execute<{ n: string }[]>(`select count(*) as n from outbox_event where payload::text similar to ?`, [`%(${ids.join('|')})%`])
        .then((r) => Number(r[0].n));
    const outboxBefore = await outbox();
    clock.set('2026-11-22T09:00:00Z'); // the 21st has passed in Dublin
    const expectations: [string, string][] = [
      [cancelled.visit.id, Messages.bookingCancelledNoChange],
      [today.visit.id, Messages.bookingCheckedInNoChange],
      [past.visit.id, Messages.bookingDayPassedNoChange],
    ];
    for (const [id, message] of expectations) {
      expect(await failure(editBooking(a, edit(id, { date: '2026-11-25' })))).toMatchObject({ code: 'CONFLICT', message });
      expect(await failure(resend(a, id))).toMatchObject({ code: 'CONFLICT', message });
      expect((await visitRow(id)).hostName).not.toBe('Grace hopper');
    }
    expect(await outbox()).toBe(outboxBefore);
    // The same day, later than the booked time, is still before the day is over: allowed.
    clock.set('2026-11-21T20:00:00Z');
    expect((await resend(a, past.visit.id)).visit.id).toBe(past.visit.id);
  });

  it('a walk-in is not a booking: it cannot be edited', async () => {
    const { depot, admin } = await makeWorld(t.orm);
    const body = {
      firstName: 'w',
      lastName: 'k',
      email: `${uniq('w')}@example.test`,
      Company: 'c',
      meetingWith: 'h',
      carReg: 'x',
      reasonForVisit: 'Meeting',
      depot: depot.id,
      ruleAnswers: RULES_OK,
    };
    await t.as(ANONYMOUS).visitCheckIn.unplannedCheckIn(ANONYMOUS, parse(UnplannedCheckInCommand, legacyUnplannedCheckIn(body)));
    const visitId = (await t.orm.em.fork().findOneOrFail(Visit, { depot: depot.id }, { filters: false })).id;
    expect((await failure(editBooking(staffActor(admin), edit(visitId)))).message).toBe(Messages.bookingNotPlanned);
  });

  it("another tenant's booking and another depot's (for a DepotManager) answer like a missing one", async () => {
    const a = await makeWorld(t.orm);
    const b = await book(staffActor(a.admin), booking(a.depot.id, { MeetingDateTime: '2026-11-22T14:30' }));
    const other = await makeDepot(t.orm, a.tenant);
    const otherManager = staffActor(await makeUser(t.orm, { tenant: a.tenant, depot: other, role: 'DepotManager' }));
    for (const actor of [staffActor((await makeWorld(t.orm)).admin), otherManager]) {
      expect(await failure(editBooking(actor, edit(b.visit.id)))).toEqual({ code: 'NOT_FOUND', message: 'Visit not found' });
      expect(await failure(resend(actor, b.visit.id))).toEqual({ code: 'NOT_FOUND', message: 'Visit not found' });
    }
    expect((await failure(resend(ANONYMOUS as never, b.visit.id))).code).toBe('UNAUTHENTICATED');
    expect((await visitRow(b.visit.id)).hostName).not.toBe('Grace hopper');
  });
});

describe("a day's bookings", () => {
  it("lists a day's bookings with their state; cancels one not checked in ('Meeting Canceled.'); a checked-in one cannot be cancelled", async () => {
    const { depot, admin } = await makeWorld(t.orm);
    const a = staffActor(admin);
    const first = await book(a, booking(depot.id));
    const second = await book(a, booking(depot.id, { MeetingDateTime: '2026-11-20T11:00' }));
    const body = {
      firstName: 'a',
      lastName: 'b',
      email: second.visit.attendee.email,
      company: 'c',
      meetingWith: 'h',
      carReg: 'x1',
      visitorRef: second.visit.meetingReference,
      depot: depot.id,
      ...RULES_OK,
    };
    await t.as(ANONYMOUS).visitCheckIn.checkIn(ANONYMOUS, parse(CheckInCommand, legacyCheckIn(body), legacyCheckInNames(body)));
    const list = await t.as(a).bookings.listForDay(a, depot.id, '2026-11-20');
    expect(list.map((v) => [v.visit.id, v.state])).toEqual([
      [second.visit.id, 'CHECKED_IN'],
      [first.visit.id, 'BOOKED'],
    ]);
    expect((await t.as(a).bookings.cancel(a, first.visit.id)).state).toBe('CANCELLED');
    expect(await failure(t.as(a).bookings.cancel(a, second.visit.id))).toEqual({
      code: 'CONFLICT',
      message: Messages.visitAlreadyCheckedIn,
    });
    const lookup = { meetingRef: first.visit.meetingReference, depotId: depot.id };
    const kiosk = await failure(() =>
      t
        .as(ANONYMOUS)
        .referenceResolution.resolve(
          ANONYMOUS,
          parse(ResolveVisitorCommand, legacyResolveVisitor(lookup), legacyResolveVisitorNames(lookup)),
        ),
    );
    expect(kiosk.message).toBe(Messages.noMeetingScheduled);
  });
});
