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
    // An edit alone sends nothing; the re-send carries the new date.
    await settle(ny.id);
    expect(mailsTo(b.email)).toHaveLength(1);
    const re = await gql(s.url, RESEND, { id: b.id }, token);
    expect(re.data.resendBookingQr).toEqual({ id: b.id, state: 'BOOKED' });
    const again = await s.mail.waitFor((m) => m.to.includes(b.email) && m.text.includes('Tuesday 24th Nov 2026 at 09:15'));
    expect(again.text).toContain(b.meetingReference);
    expect(again.raw).toMatch(/Content-Type: image\/png/i);
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
