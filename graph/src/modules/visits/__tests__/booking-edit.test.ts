// Issue 23: a booking edited and its QR e-mail re-sent before the visit, over GraphQL.
import { startTestServer, type TestServer } from '../../../test/server';
import { gql, rest } from '../../../test/http';
import { fixedClock } from '../../../core/clock';
import { makeDepot, makeWorld, uniq } from '../../../test/factories';
import { Messages } from '../../../contracts/messages';
import { OutboxEvent } from '../../../core/outbox/outbox-event.entity';
import { Visit } from '../../attendance/visit.entity';
import { tokenFor } from '../../tenants/__tests__/support';
import { RULES_OK } from './support';
import { outboxDoneForDepot } from '../../../test/outbox';
import { bookingEdit } from './support';

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

const edit = bookingEdit;

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
    // The edit tells the visitor (the booking e-mail again, with the new date); a re-send carries it too.
    await settle(ny.id);
    expect(mailsTo(b.email)).toHaveLength(2);
    const re = await gql(s.url, RESEND, { id: b.id }, token);
    expect(re.data.resendBookingQr).toEqual({ id: b.id, state: 'BOOKED' });
    const again = await s.mail.waitFor((m) => m.to.includes(b.email) && m.text.includes('Tuesday 24th Nov 2026 at 09:15'));
    expect(again.text).toContain(b.meetingReference);
    expect(again.raw).toMatch(/Content-Type: image\/png/i);
  });

  it('a new date, time or host e-mails the visitor the change with the QR again, once each (SMTP sink); flags alone or the same again send nothing', async () => {
    const { depot, admin } = await makeWorld(s.orm);
    const token = tokenFor(s, admin);
    const b = await book(token, depot.id, { FirstName: 'mary', LastName: 'somerville' });
    await s.mail.waitFor((m) => m.to.includes(b.email));
    // A new date and time, and a host.
    expect((await gql(s.url, EDIT, { input: edit(b.id) }, token)).errors).toBeUndefined();
    const moved = await s.mail.waitFor((m) => m.to.includes(b.email) && m.text.includes('Tuesday 24th Nov 2026 at 09:15'));
    expect(moved.text).toContain('Hello Mary');
    expect(moved.text).toContain('Your host: Grace hopper (OPS)');
    expect(moved.text).toContain(b.meetingReference);
    expect(moved.subject).toContain(b.meetingReference);
    expect(moved.raw).toMatch(/Content-Type: image\/png/i);
    // The kiosk flags alone, or the same booking again: nothing more.
    expect((await gql(s.url, EDIT, { input: edit(b.id, { printLabel: false, signFlag: true }) }, token)).errors).toBeUndefined();
    expect((await gql(s.url, EDIT, { input: edit(b.id, { printLabel: false, signFlag: true }) }, token)).errors).toBeUndefined();
    await settle(depot.id);
    expect(mailsTo(b.email)).toHaveLength(2);
    // Only the time, then only the host: one e-mail each.
    expect((await gql(s.url, EDIT, { input: edit(b.id, { time: '11:45' }) }, token)).errors).toBeUndefined();
    await s.mail.waitFor((m) => m.to.includes(b.email) && m.text.includes('at 11:45'));
    expect((await gql(s.url, EDIT, { input: edit(b.id, { time: '11:45', hostName: 'Ada King' }) }, token)).errors).toBeUndefined();
    await s.mail.waitFor((m) => m.to.includes(b.email) && m.text.includes('Your host: Ada King'));
    await settle(depot.id);
    expect(mailsTo(b.email)).toHaveLength(4);
    // Each through the outbox: one 'visit-booked' event per e-mail (the booking and three edits).
    const events = await s.orm.em.fork().find(OutboxEvent, { name: 'visit-booked', payload: { visitId: b.id } });
    expect(events).toHaveLength(4);
  });

  it("corrects the visitor's name, e-mail and company (issue 36): the booking names them and its e-mail goes again, to the corrected address", async () => {
    const { depot, admin } = await makeWorld(s.orm);
    const token = tokenFor(s, admin);
    const b = await book(token, depot.id, { FirstName: 'layla', LastName: 'hadad', Company: 'acme' });
    await s.mail.waitFor((m) => m.to.includes(b.email));
    const fixed = `${uniq('layla')}@example.test`;
    const WHO = `mutation($input: EditBookingInput!) { editBooking(input: $input) { id firstName lastName email company state } }`;
    const r = await gql(
      s.url,
      WHO,
      { input: edit(b.id, { firstName: 'Layla', lastName: 'haddad', email: ` ${fixed.toUpperCase()} `, company: 'Acme Haulage' }) },
      token,
    );
    expect(r.errors).toBeUndefined();
    expect(r.data.editBooking).toEqual({
      id: b.id,
      firstName: 'Layla',
      lastName: 'Haddad',
      email: fixed,
      company: 'Acme Haulage',
      state: 'BOOKED',
    });
    const again = await s.mail.waitFor((m) => m.to.includes(fixed));
    expect(again.text).toContain(b.meetingReference);
    // The same details again (or none): nothing more is sent.
    expect(
      (
        await gql(
          s.url,
          WHO,
          { input: edit(b.id, { firstName: 'Layla', lastName: 'Haddad', email: fixed, company: 'Acme Haulage' }) },
          token,
        )
      ).errors,
    ).toBeUndefined();
    expect((await gql(s.url, WHO, { input: edit(b.id) }, token)).data.editBooking.email).toBe(fixed);
    await settle(depot.id);
    expect(mailsTo(fixed)).toHaveLength(1);
    expect(mailsTo(b.email)).toHaveLength(1);
    // A bad e-mail is a 4xx naming the field, and changes nothing.
    const bad = await gql(s.url, WHO, { input: edit(b.id, { email: 'layla@' }) }, token);
    expect(bad.errors?.[0]).toMatchObject({ message: 'Email is not a valid e-mail address', extensions: { code: 'BAD_USER_INPUT' } });
    const badRest = await rest(s.url, 'POST', 'graphql', {
      token,
      body: { query: WHO, variables: { input: edit(b.id, { email: 'layla@' }) } },
    });
    expect(badRest.status).toBeLessThan(500);
  });

  it('answers a rule as BAD_USER_INPUT with its message, and strict GraphQL refuses a flag left out or of the wrong type', async () => {
    const { depot, admin } = await makeWorld(s.orm);
    const token = tokenFor(s, admin);
    const b = await book(token, depot.id);
    // The edit's rules: booking.service.test.ts.
    const past = await gql(s.url, EDIT, { input: edit(b.id, { date: '2026-11-19' }) }, token);
    expect(past.errors?.[0]).toMatchObject({ message: Messages.bookingInPast, extensions: { code: 'BAD_USER_INPUT' } });
    const { printLabel: _omit, ...withoutFlag } = edit(b.id);
    expect((await gql(s.url, EDIT, { input: withoutFlag }, token)).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect((await gql(s.url, EDIT, { input: edit(b.id, { signFlag: 'yes' }) }, token)).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const other = await gql(s.url, RESEND, { id: b.id }, tokenFor(s, (await makeWorld(s.orm)).admin));
    expect(other.errors?.[0]).toMatchObject({ message: 'Visit not found', extensions: { code: 'NOT_FOUND' } });
    expect((await gql(s.url, RESEND, { id: b.id })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
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
