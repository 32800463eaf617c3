// Issue 23: a booking edited and its QR e-mail re-sent before the visit, over GraphQL.
import { startTestServer, type TestServer } from '../../../test/server';
import { gql, rest } from '../../../test/http';
import { fixedClock } from '../../../core/clock';
import { makeDepot, makeUser, makeWorld, uniq } from '../../../test/factories';
import { Messages } from '../../../contracts/messages';
import { OutboxEvent } from '../../../core/outbox/outbox-event.entity';
import { Visit } from '../visit.entity';
import { tokenFor, twoTenants } from '../../tenants/__tests__/support';
import { RULES_OK } from './support';
import { outboxDoneForDepot } from '../../../test/outbox';

const clock = fixedClock('2026-11-20T10:00:00Z');
let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ clock });
});
afterAll(async () => {
  await s.close();
});
beforeEach(() => clock.set('2026-11-20T10:00:00Z'));

const EDIT = `mutation($input: EditBookingInput!) { editBooking(input: $input) {
  id state dateOfVisit hostName hostEmail department printLabel badgeNumFlag signFlag enterTemperature meetingReference } }`;
const RESEND = 'mutation($id: ID!) { resendBookingQr(id: $id) { id state } }';

async function book(token: string, depotId: string, over: Record<string, unknown> = {}) {
  const r = await rest(s.url, 'POST', 'api/book-meeting', {
    token,
    body: {
      FirstName: 'ada',
      LastName: 'lovelace',
      Email: `${uniq('ada')}@example.test`,
      Company: 'engines',
      depot: depotId,
      MeetingDateTime: '2026-11-22T14:30',
      ...over,
    },
  });
  expect(r.status).toBe(201);
  return r.body as { id: string; email: string; meetingReference: string };
}

const edit = (id: string, over: Record<string, unknown> = {}) => ({
  id,
  date: '2026-11-24',
  time: '09:15',
  hostName: 'grace hopper',
  hostEmail: 'Grace@Example.test',
  department: 'ops',
  printLabel: true,
  badgeNumFlag: true,
  signFlag: false,
  enterTemperature: true,
  ...over,
});

const visitRow = (id: string) => s.orm.em.fork().findOneOrFail(Visit, { id }, { filters: false });
const mailsTo = (email: string) => s.mail.messages.filter((m) => m.to.includes(email));
/** Every job of the depot has run (its e-mails are in the sink): what was not sent by now is not coming. */
const settle = (depotId: string) => outboxDoneForDepot(s.orm, depotId);

describe('edit a booking', () => {
  it('changes date (read in the depot zone), host and flags; the visitor mail that goes out after says the new date', async () => {
    const { tenant, admin } = await makeWorld(s.orm);
    const ny = await makeDepot(s.orm, tenant, { timeZone: 'America/New_York' });
    const token = tokenFor(s, admin);
    const b = await book(token, ny.id);
    await s.mail.waitFor((m) => m.to.includes(b.email));
    const r = await gql(s.url, EDIT, { input: edit(b.id) }, token);
    expect(r.errors).toBeUndefined();
    expect(r.data.editBooking).toEqual({
      id: b.id,
      state: 'BOOKED',
      dateOfVisit: '2026-11-24T14:15:00.000Z',
      hostName: 'Grace hopper',
      hostEmail: 'grace@example.test',
      department: 'OPS',
      printLabel: true,
      badgeNumFlag: true,
      signFlag: false,
      enterTemperature: true,
      meetingReference: b.meetingReference,
    });
    const row = await visitRow(b.id);
    expect(row.dateOfVisit.toISOString()).toBe('2026-11-24T14:15:00.000Z');
    expect([row.hostName, row.hostEmail, row.hostDepartment, row.printLabel, row.enterTemperature]).toEqual([
      'Grace hopper',
      'grace@example.test',
      'OPS',
      true,
      true,
    ]);
    // An edit alone sends nothing; the re-send carries the new date.
    await settle(ny.id);
    expect(mailsTo(b.email)).toHaveLength(1);
    const re = await gql(s.url, RESEND, { id: b.id }, token);
    expect(re.data.resendBookingQr).toEqual({ id: b.id, state: 'BOOKED' });
    const again = await s.mail.waitFor((m) => m.to.includes(b.email) && m.text.includes('Tuesday 24th Nov 2026 at 09:15'));
    expect(again.text).toContain(b.meetingReference);
    expect(again.raw).toMatch(/Content-Type: image\/png/i);
  });

  it("a DepotManager edits its own depot's booking (date and time as dd/MM/yyyy and H:mm); a blank department clears it", async () => {
    const { depot, manager, admin } = await makeWorld(s.orm);
    const b = await book(tokenFor(s, admin), depot.id);
    const r = await gql(s.url, EDIT, { input: edit(b.id, { date: '20/11/2026', time: '9:05', department: '  ' }) }, tokenFor(s, manager));
    expect(r.errors).toBeUndefined();
    expect(r.data.editBooking).toMatchObject({ dateOfVisit: '2026-11-20T09:05:00.000Z', department: null });
  });

  it('refuses bad input with the field named, and a date in the past, changing nothing', async () => {
    const { depot, admin } = await makeWorld(s.orm);
    const token = tokenFor(s, admin);
    const b = await book(token, depot.id);
    const before = await visitRow(b.id);
    const cases: [Record<string, unknown>, string][] = [
      [{ hostEmail: 'not-an-email' }, 'Host Email is not a valid e-mail address'],
      [{ hostName: '' }, 'Host Name is required'],
      [{ date: '' }, 'Date is required'],
      [{ date: '2026-02-30' }, 'Date is not a real date'],
      [{ time: '25:99' }, 'Time must be HH:mm'],
      [{ date: '2026-11-19' }, Messages.bookingInPast],
      [{ hostName: 'x'.repeat(121) }, 'Host Name is too long (at most 120 characters)'],
    ];
    for (const [over, message] of cases) {
      const r = await gql(s.url, EDIT, { input: edit(b.id, over) }, token);
      expect(r.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    }
    // Strict GraphQL: a flag left out or of the wrong type is refused by the schema.
    const { printLabel: _omit, ...withoutFlag } = edit(b.id);
    expect((await gql(s.url, EDIT, { input: withoutFlag }, token)).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect((await gql(s.url, EDIT, { input: edit(b.id, { signFlag: 'yes' }) }, token)).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const bad = await gql(s.url, EDIT, { input: edit('not-a-uuid') }, token);
    expect(bad.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const after = await visitRow(b.id);
    expect(after.dateOfVisit).toEqual(before.dateOfVisit);
    expect([after.hostName, after.hostEmail, after.printLabel]).toEqual([before.hostName, before.hostEmail, before.printLabel]);
  });

  it('a cancelled, a checked-in and a past booking cannot be edited or re-sent (409 with the reason); nothing written or queued', async () => {
    const { depot, admin } = await makeWorld(s.orm);
    const token = tokenFor(s, admin);
    const cancelled = await book(token, depot.id);
    await rest(s.url, 'DELETE', `api/cancel-visit/${cancelled.id}`, { token });
    const today = await book(token, depot.id, { MeetingDateTime: '2026-11-20T11:00' });
    const ok = await rest(s.url, 'POST', 'api/checkInQR', {
      body: {
        firstName: 'a',
        lastName: 'b',
        email: today.email,
        company: 'c',
        meetingWith: 'h',
        carReg: 'x1',
        visitorRef: today.meetingReference,
        depot: depot.id,
        ...RULES_OK,
      },
    });
    expect(ok.status).toBe(200);
    const past = await book(token, depot.id, { MeetingDateTime: '2026-11-21T08:00' });
    await settle(depot.id);
    // This test's outbox rows only: other suites of the run write theirs to the same table meanwhile.
    const mine = () =>
      s.orm.em
        .fork()
        .getConnection()
        .execute<{ n: string }[]>(`select count(*) as n from outbox_event where payload::text similar to ?`, [
          `%(${[cancelled.id, today.id, past.id].join('|')})%`,
        ])
        .then((r) => Number(r[0].n));
    const outboxBefore = await mine();
    clock.set('2026-11-22T09:00:00Z'); // the 21st has passed in Dublin
    const expectations: [string, string][] = [
      [cancelled.id, Messages.bookingCancelledNoChange],
      [today.id, Messages.bookingCheckedInNoChange],
      [past.id, Messages.bookingDayPassedNoChange],
    ];
    for (const [id, message] of expectations) {
      const e = await gql(s.url, EDIT, { input: edit(id, { date: '2026-11-25' }) }, token);
      expect(e.errors?.[0]).toMatchObject({ message, extensions: { code: 'CONFLICT' } });
      const r = await gql(s.url, RESEND, { id }, token);
      expect(r.errors?.[0]).toMatchObject({ message, extensions: { code: 'CONFLICT' } });
      expect((await visitRow(id)).hostName).not.toBe('Grace hopper');
    }
    expect(await mine()).toBe(outboxBefore);
    // The same day, later than the booked time, is still before the day is over: allowed.
    clock.set('2026-11-21T20:00:00Z');
    expect((await gql(s.url, RESEND, { id: past.id }, token)).errors).toBeUndefined();
  });

  it('a walk-in is not a booking: it cannot be edited', async () => {
    const { depot, admin } = await makeWorld(s.orm);
    const w = await rest(s.url, 'POST', 'api/unplanned-visit-checkIn', {
      body: {
        firstName: 'w',
        lastName: 'k',
        email: `${uniq('w')}@example.test`,
        Company: 'c',
        meetingWith: 'h',
        carReg: 'x',
        reasonForVisit: 'Meeting',
        depot: depot.id,
        ruleAnswers: RULES_OK,
      },
    });
    expect(w.status).toBe(200);
    const visitId = (await s.orm.em.fork().findOneOrFail(Visit, { depot: depot.id }, { filters: false })).id;
    const r = await gql(s.url, EDIT, { input: edit(visitId) }, tokenFor(s, admin));
    expect(r.errors?.[0].message).toBe(Messages.bookingNotPlanned);
  });

  it("another tenant's booking and another depot's (for a DepotManager) answer like a missing one", async () => {
    const { a, tokenA, tokenB } = await twoTenants(s);
    const b = await book(tokenA, a.depot.id);
    const other = await makeDepot(s.orm, a.tenant);
    const otherManager = await makeUser(s.orm, { tenant: a.tenant, depot: other, role: 'DepotManager' });
    for (const token of [tokenB, tokenFor(s, otherManager)]) {
      const e = await gql(s.url, EDIT, { input: edit(b.id) }, token);
      expect(e.errors?.[0]).toMatchObject({ message: 'Visit not found', extensions: { code: 'NOT_FOUND' } });
      const r = await gql(s.url, RESEND, { id: b.id }, token);
      expect(r.errors?.[0]).toMatchObject({ message: 'Visit not found', extensions: { code: 'NOT_FOUND' } });
    }
    expect((await gql(s.url, RESEND, { id: b.id })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await visitRow(b.id)).hostName).not.toBe('Grace hopper');
  });
});

describe('re-send the QR e-mail', () => {
  it('each re-send is one more e-mail (a new outbox event), exactly once each', async () => {
    const { depot, admin } = await makeWorld(s.orm);
    const token = tokenFor(s, admin);
    const b = await book(token, depot.id);
    await s.mail.waitFor((m) => m.to.includes(b.email));
    for (let i = 0; i < 2; i++) expect((await gql(s.url, RESEND, { id: b.id }, token)).errors).toBeUndefined();
    const events = await s.orm.em.fork().find(OutboxEvent, { name: 'visit-booked', payload: { visitId: b.id } });
    expect(new Set(events.map((e) => e.id)).size).toBe(3);
    await settle(depot.id);
    const mails = mailsTo(b.email);
    expect(mails).toHaveLength(3);
    for (const m of mails) expect(m.text).toContain(b.meetingReference);
  });

  it('a re-send and a check-in of the same booking at once: the re-send either goes before or is refused, never 5xx', async () => {
    const { depot, admin } = await makeWorld(s.orm);
    const token = tokenFor(s, admin);
    const b = await book(token, depot.id, { MeetingDateTime: '2026-11-20T12:00' });
    const [re, inn] = await Promise.all([
      gql(s.url, RESEND, { id: b.id }, token),
      rest(s.url, 'POST', 'api/checkInQR', {
        body: {
          firstName: 'a',
          lastName: 'b',
          email: b.email,
          company: 'c',
          meetingWith: 'h',
          carReg: 'x1',
          visitorRef: b.meetingReference,
          depot: depot.id,
          ...RULES_OK,
        },
      }),
    ]);
    expect(inn.status).toBe(200);
    expect(re.status).toBe(200);
    if (re.errors) expect(re.errors[0].message).toBe(Messages.bookingCheckedInNoChange);
  });
});
