// The clock is fixed in the past of the real one: tokens are minted on the real clock and the WebSocket
// closes a connection whose token has expired on the server's clock.
import { startTestServer, type TestServer } from '../../../test/server';
import { gql, rest } from '../../../test/http';
import { collect, probeEvent, wsClient } from '../../../test/ws';
import { fixedClock } from '../../../core/clock';
import { makeBadges, makeManager, makeWorld, uniq } from '../../../test/factories';
import { Messages } from '../../../contracts/messages';
import { tokenFor } from '../../tenants/__tests__/support';
import { RULES_OK, walkIn } from './support';
import { outboxDoneForDepot } from '../../../test/outbox';
import { plainText } from '../../../test/smtp-sink';

const clock = fixedClock('2026-11-20T10:00:00Z');
let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ clock });
});
afterAll(async () => {
  await s.close();
});
beforeEach(() => clock.set('2026-11-20T10:00:00Z'));

const booking = (depot: string, over: Record<string, unknown> = {}) => ({
  FirstName: 'ada',
  LastName: 'lovelace',
  Email: `${uniq('ada')}@example.test`,
  Company: 'analytical engines',
  depot,
  MeetingDateTime: '2026-11-20T14:30',
  ...over,
});
/** A visit booked for another host (Hal, a fresh e-mail), then signed in at the kiosk by its QR with `badge`. */
async function bookedAndSignedIn(depotId: string, token: string, badge: string) {
  const hostEmail = `${uniq('host')}@example.test`;
  const b = (
    await rest(s.url, 'POST', 'api/book-meeting', {
      token,
      body: booking(depotId, { hostIsMe: false, Host: { name: 'Hal', email: hostEmail, department: 'x' } }),
    })
  ).body;
  const inn = await rest(s.url, 'POST', 'api/checkInQR', {
    body: {
      firstName: 'a',
      lastName: 'b',
      email: b.email,
      company: 'c',
      meetingWith: 'Hal',
      carReg: 'x1',
      visitorRef: b.meetingReference,
      depot: depotId,
      depotBadgeNum: badge,
      ...RULES_OK,
    },
  });
  return { hostEmail, inn };
}

describe('book a visit', () => {
  it('books with the defaults (host is me, auto reference, toggles off) and e-mails the visitor the reference with a QR code', async () => {
    const { depot, admin } = await makeWorld(s.orm);
    const b = booking(depot.id);
    const r = await rest(s.url, 'POST', 'api/book-meeting', { token: tokenFor(s, admin), body: b });
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: b.Email,
      company: 'Analytical engines',
      hostName: admin.name,
      hostEmail: admin.email,
      state: 'BOOKED',
      hasCheckedIn: false,
      printLabel: false,
      badgeNumFlag: false,
      signFlag: false,
      enterTemperature: false,
      dateOfVisit: '2026-11-20T14:30:00.000Z',
      message: Messages.visitorBooked,
    });
    expect(r.body.meetingReference).toMatch(/^V\d{9}$/);
    const mail = await s.mail.waitFor((m) => m.to.includes(b.Email));
    expect(mail.text).toContain(r.body.meetingReference);
    expect(mail.text).toContain('Friday 20th Nov 2026 at 14:30');
    expect(mail.raw).toMatch(/Content-Type: image\/png/i);
    // A rule's answer on REST (the rules: booking.service.test.ts): 409 for a reference in use, 400 naming a field.
    const token = tokenFor(s, admin);
    const dup = await rest(s.url, 'POST', 'api/book-meeting', {
      token,
      body: booking(depot.id, { autoReference: false, meetingRef: r.body.meetingReference }),
    });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe(Messages.meetingReferenceTaken(r.body.meetingReference));
    const missing = await rest(s.url, 'POST', 'api/book-meeting', { token, body: booking(depot.id, { FirstName: '' }) });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('First Name is required');
  });
});

describe('manual checkout and manager notifications', () => {
  it('a sign-in e-mails the depot managers who receive e-mails, once each; the legacy notification call only confirms a real sign-in', async () => {
    const { depot } = await makeWorld(s.orm);
    const on = await makeManager(s.orm, depot, { email: `${uniq('on')}@example.test` });
    const off = await makeManager(s.orm, depot, { email: `${uniq('off')}@example.test`, receiveEmailFlag: false });
    const w = await walkIn(s, depot.id, { email: `${uniq('w')}@example.test`, firstName: 'walter', lastName: 'walker' });
    expect(w.status).toBe(200);
    const mail = await s.mail.waitFor((m) => m.to.includes(on.email));
    expect(mail.subject).toBe(`Visitor signed in at ${depot.code}: Walter Walker`);
    const ok = await rest(s.url, 'POST', 'api/unplanned-visit-email-notification', {
      body: { depot: depot.id, depotcode: depot.code, reason: 'Meeting', name: 'Walter Walker', company: 'Acme' },
    });
    expect(ok.body).toEqual({ ok: true, message: Messages.managersNotified });
    const fake = await rest(s.url, 'POST', 'api/unplanned-visit-email-notification', {
      body: { depot: depot.id, depotcode: depot.code, reason: 'spam', name: 'Nobody Here', company: 'x' },
    });
    expect(fake.status).toBe(400);
    expect(fake.body.message).toBe(Messages.notificationNoSignIn);
    await outboxDoneForDepot(s.orm, depot.id);
    expect(s.mail.messages.filter((m) => m.to.includes(on.email))).toHaveLength(1);
    expect(s.mail.messages.filter((m) => m.to.includes(off.email))).toHaveLength(0);
  });

  it("Manual Checkout ('Visitor was checked-out') with Send Notification e-mails the host; the grid hears CHECKED_OUT", async () => {
    const { depot, manager, admin } = await makeWorld(s.orm);
    await makeBadges(s.orm, depot, ['M1']);
    const token = tokenFor(s, admin);
    const { hostEmail, inn } = await bookedAndSignedIn(depot.id, token, 'M1');
    const client = wsClient(s.url, token);
    const sub = collect(client, 'subscription($d: ID!){ attendanceChanged(depotId: $d) { kind attendeeName } }', { d: depot.id });
    await sub.live(() => s.events.attendanceChanged(probeEvent(depot.tenant.id, depot.id)));
    const out = await gql(
      s.url,
      'mutation($a: ID!){ manualCheckout(attendanceId: $a, sendNotification: true) { name badgeNumber } }',
      { a: inn.body.attendanceId },
      tokenFor(s, manager),
    );
    expect(out.data.manualCheckout).toEqual({ name: 'Ada Lovelace', badgeNumber: 'M1' });
    expect((await sub.waitFor(1))[0].data.attendanceChanged).toEqual({ kind: 'CHECKED_OUT', attendeeName: 'Ada Lovelace' });
    // (The host heard of the arrival too, issue 23: the checkout is the second e-mail.)
    const mail = await s.mail.waitFor((m) => m.to.includes(hostEmail) && m.subject.endsWith('was checked out'));
    expect(mail.subject).toBe('Your visitor Ada Lovelace was checked out');
    sub.dispose();
    await client.dispose();
  });

  it("issue 39: the host's checkout e-mail in the tenant's language when the host chose none (Polish here)", async () => {
    const { depot, manager, admin, tenant } = await makeWorld(s.orm);
    await s.orm.em.fork().getConnection().execute(`update tenant set kiosk_default_language = 'pl' where id = ?`, [tenant.id]);
    await makeBadges(s.orm, depot, ['P1']);
    const { hostEmail, inn } = await bookedAndSignedIn(depot.id, tokenFor(s, admin), 'P1');
    const out = await gql(
      s.url,
      'mutation($a: ID!){ manualCheckout(attendanceId: $a, sendNotification: true) { name } }',
      { a: inn.body.attendanceId },
      tokenFor(s, manager),
    );
    expect(out.errors).toBeUndefined();
    const mail = await s.mail.waitFor((m) => m.to.includes(hostEmail) && m.subject.endsWith('został wypisany'));
    expect(mail.subject).toBe('Twój gość Ada Lovelace został wypisany');
    expect(plainText(mail.raw)).toMatch(new RegExp(`Twój gość Ada Lovelace z firmy .+ został wypisany w ${depot.code} `));
  });
});
