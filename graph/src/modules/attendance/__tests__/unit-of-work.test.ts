import { startTestServer, type TestServer } from '../../../test/server';
import { gql, rest } from '../../../test/http';
import { makeBadges, makeManager, makeRegularVisitor, makeVisit, makeWorld, uniq } from '../../../test/factories';
import { Messages } from '../../../contracts/messages';
import type { AttendanceChangedEvent } from '../../../contracts/topics';
import { tokenFor } from '../../tenants/__tests__/support';
import { RULES_OK, checkIn, walkIn } from '../../visits/__tests__/support';
import { PROBE, probeEvent } from '../../../test/ws';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ worker: false });
});
afterAll(async () => {
  await s.close();
});

const sql = async (q: string, params: unknown[] = []) => s.orm.em.fork().getConnection().execute(q, params);
const notifications = async (attendanceId: string) =>
  (
    await sql(`select count(*)::int as n from outbox_event where name = 'visit-notification' and payload->>'attendanceId' = ?`, [
      attendanceId,
    ])
  )[0].n as number;

/** Every live event of a depot while `during` runs (the in-process bus sees what every replica publishes). */
async function eventsOf(depotId: string, during: () => Promise<unknown>): Promise<AttendanceChangedEvent[]> {
  const seen: AttendanceChangedEvent[] = [];
  const it = s.events.watchAttendance(depotId);
  const pump = (async () => {
    for (;;) {
      const n = await it.next();
      if (n.done) return;
      seen.push(n.value as AttendanceChangedEvent);
    }
  })();
  await during();
  // Redis delivers asynchronously: wait for a marker published after the change. A unit's events are handed to the
  // publisher at its commit, before the answer (core/unit-of-work.ts), and one channel keeps its order, so anything
  // the change published (a second announcement included) is in when the marker is.
  s.events.attendanceChanged(probeEvent('', depotId));
  for (let i = 0; i < 400 && !seen.some((e) => e.attendeeName === PROBE); i++) await new Promise((r) => setTimeout(r, 25));
  await it.return?.();
  await pump;
  if (!seen.some((e) => e.attendeeName === PROBE)) throw new Error('the marker event never arrived');
  return seen.filter((e) => e.attendeeName !== PROBE);
}

describe('one unit of work: a sign-in notifies the managers once and announces itself once, wherever it happens', () => {
  it('a planned, a regular and a walk-in check-in each queue one manager e-mail and one CHECKED_IN, after commit', async () => {
    const { depot } = await makeWorld(s.orm);
    await makeManager(s.orm, depot);
    const visit = await makeVisit(s.orm, depot);
    const rv = await makeRegularVisitor(s.orm, depot);
    let planned!: { attendanceId: string };
    let regular!: { attendanceId: string };
    let walk!: { attendanceId: string };
    const events = await eventsOf(depot.id, async () => {
      planned = (await checkIn(s, depot.id, visit.meetingReference!)).body;
      regular = (await checkIn(s, depot.id, rv.meetingReference, { carReg: 'RV 1' })).body;
      walk = (await walkIn(s, depot.id, { email: `${uniq('w')}@example.test` })).body;
    });
    for (const a of [planned, regular, walk]) {
      expect(a.attendanceId).toEqual(expect.any(String));
      expect(await notifications(a.attendanceId)).toBe(1);
    }
    expect(events.map((e) => [e.kind, e.visitType]).sort()).toEqual([
      ['CHECKED_IN', 'Planned'],
      ['CHECKED_IN', 'Regular'],
      ['CHECKED_IN', 'Unplanned'],
    ]);
  });

  it('a refused check-in queues nothing and announces nothing; sign-out and staff checkout announce CHECKED_OUT once', async () => {
    const { depot, admin } = await makeWorld(s.orm);
    await makeBadges(s.orm, depot, ['5']);
    const before = (await sql(`select count(*)::int as n from outbox_event where name = 'visit-notification'`))[0].n;
    const refused = await eventsOf(depot.id, () => walkIn(s, depot.id, { email: `${uniq('w')}@example.test`, depotBadgeNum: '99' }));
    expect(refused).toEqual([]);
    const w = await walkIn(s, depot.id, { email: `${uniq('w')}@example.test`, depotBadgeNum: '5' });
    expect((await sql(`select count(*)::int as n from outbox_event where name = 'visit-notification'`))[0].n).toBeGreaterThanOrEqual(
      before + 1,
    );
    const out = await eventsOf(depot.id, () =>
      rest(s.url, 'POST', 'api/checkOut', {
        token: tokenFor(s, admin),
        body: { visitorAttendanceId: w.body.attendanceId, manualCheckout: true, depotId: depot.id, sendNotification: true },
      }),
    );
    expect(out.map((e) => e.kind)).toEqual(['CHECKED_OUT']);
    const hostMails = await sql(
      `select count(*)::int as n from outbox_event where name = 'visitor-checkout-notification' and payload->>'attendanceId' = ?`,
      [w.body.attendanceId],
    );
    expect(hostMails[0].n).toBe(1);
  });
});

describe('the legacy contract (spec 7 payloads, to the letter)', () => {
  it('api/checkIn and api/checkInQR for a planned visit without company and without rule answers: recorded as answered on the device', async () => {
    const { depot } = await makeWorld(s.orm);
    await makeBadges(s.orm, depot, ['12']);
    for (const [path, extra] of [
      ['api/checkIn', { depotBadgeNum: '12' }],
      ['api/checkInQR', {}],
    ] as const) {
      const visit = await makeVisit(s.orm, depot);
      const r = await rest(s.url, 'POST', path, {
        body: {
          carReg: '12 d 345',
          email: 'ada@example.test',
          firstName: 'Ada',
          lastName: 'Byrne',
          meetingWith: 'Grace Host',
          visitorRef: visit.meetingReference,
          depot: depot.id,
          temperature: '36.6',
          ...extra,
        },
      });
      expect(r.status).toBe(200);
      const [row] = await sql('select rules_on_device, rule_answers, car_reg from attendance where id = ?', [r.body.attendanceId]);
      expect(row).toEqual({ rules_on_device: true, rule_answers: null, car_reg: '12D345' });
      expect(await notifications(r.body.attendanceId)).toBe(1);
      if (path === 'api/checkIn') await rest(s.url, 'POST', 'api/checkOut', { body: { depotBadge: '12', depotId: depot.id } });
    }
  });

  it('api/unplanned-visit-checkIn with the spec payload (Company, reasonForVisit, no rules) signs the walk-in in', async () => {
    const { depot } = await makeWorld(s.orm);
    const r = await rest(s.url, 'POST', 'api/unplanned-visit-checkIn', {
      body: {
        carReg: 'w1',
        email: `${uniq('w')}@example.test`,
        firstName: 'walt',
        lastName: 'in',
        meetingWith: 'grace',
        depotBadgeNum: '',
        depot: depot.id,
        temperature: '36.5',
        reasonForVisit: 'Delivery',
        Company: 'acme',
      },
    });
    expect(r.status).toBe(200);
    expect(r.body.visitType).toBe('Unplanned');
    const [row] = await sql('select rules_on_device from attendance where id = ?', [r.body.attendanceId]);
    expect(row.rules_on_device).toBe(true);
  });

  it('answers that are sent are still checked, and GraphQL (strict) always needs them', async () => {
    const { depot } = await makeWorld(s.orm);
    const bad = await walkIn(s, depot.id, { email: `${uniq('w')}@example.test`, ruleAnswers: { ...RULES_OK, hsr_1: 'yes' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(Messages.healthAnswerRefused);
    const g = await gql(s.url, `mutation($i: UnplannedCheckInInput!) { unplannedCheckIn(input: $i) { attendanceId } }`, {
      i: {
        depotId: depot.id,
        firstName: 'Ann',
        lastName: 'Other',
        email: `${uniq('g')}@example.test`,
        company: 'Acme',
        carReg: 'X1',
        reasonForVisit: 'Meeting',
      },
    });
    expect(g.status).toBe(400);
    expect(g.errors?.[0].message).toContain('ruleAnswers');
  });

  it('api/book-meeting uses the Host block and a given meetingRef; isRegularVisitor with passCode registers a regular visitor', async () => {
    const { depot, admin } = await makeWorld(s.orm);
    const token = tokenFor(s, admin);
    const ref = uniq('LEG').toUpperCase();
    const r = await rest(s.url, 'POST', 'api/book-meeting', {
      token,
      body: {
        FirstName: 'ada',
        LastName: 'lovelace',
        Email: `${uniq('b')}@example.test`,
        Company: 'acme',
        Host: { name: 'hal', email: 'hal@example.test', department: 'ops' },
        meetingRef: ref,
        badgeID: '',
        depot: depot.id,
        printLabel: false,
        isRegularVisitor: false,
        passCode: '',
        signFlag: false,
        enterTemperature: false,
        badgeNumFlag: false,
        MeetingDateTime: '2027-11-20T14:30',
      },
    });
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({
      meetingReference: ref,
      hostName: 'Hal',
      hostEmail: 'hal@example.test',
      department: 'OPS',
      message: Messages.visitorBooked,
    });
    const rv = await rest(s.url, 'POST', 'api/book-meeting', {
      token,
      body: {
        RegularVisitorRef: 'RV12345678',
        FirstName: 'rita',
        LastName: 'regular',
        Email: `${uniq('r')}@example.test`,
        Company: 'acme',
        Host: { name: 'hal', email: 'hal@example.test', department: 'ops' },
        depot: depot.id,
        isRegularVisitor: true,
        passCode: 'ab3xy9',
        signFlag: false,
        enterTemperature: false,
        badgeNumFlag: true,
      },
    });
    expect(rv.body.message).toBe(Messages.regularVisitorBooked);
    expect(rv.status).toBe(201);
    expect(rv.body).toMatchObject({
      meetingReference: 'RV12345678',
      badgeNumFlag: true,
      host: { hostname: 'Hal' },
      message: Messages.regularVisitorBooked,
    });
    const [row] = await sql('select pass_code from regular_visitor where meeting_reference = ?', ['RV12345678']);
    expect(row.pass_code).toBe('AB3XY9');
    await sql(`update regular_visitor set meeting_reference = ? where meeting_reference = 'RV12345678'`, [uniq('RVX').toUpperCase()]);
  });
});

describe('first use of one new e-mail from many requests at once: one person, no 5xx', () => {
  it('50 walk-ins of one new person: one signed in, the others told so, one attendee row', async () => {
    const { depot, tenant } = await makeWorld(s.orm);
    const email = `${uniq('crowd')}@example.test`;
    const rs = await Promise.all(Array.from({ length: 50 }, () => walkIn(s, depot.id, { email })));
    const statuses = rs.map((r) => r.status);
    expect(statuses.filter((x) => x >= 500)).toEqual([]);
    expect(statuses.filter((x) => x === 200)).toHaveLength(1);
    expect(new Set(rs.filter((r) => r.status !== 200).map((r) => r.body.message))).toEqual(new Set([Messages.alreadySignedInSignOut]));
    expect((await sql('select count(*)::int as n from attendee where tenant_id = ? and email = ?', [tenant.id, email]))[0].n).toBe(1);
  });

  it('50 bookings for one new visitor: all booked, one attendee; 50 regular registrations of one e-mail: one winner', async () => {
    const { depot, admin, tenant } = await makeWorld(s.orm);
    const token = tokenFor(s, admin);
    const email = `${uniq('bk')}@example.test`;
    const body = {
      FirstName: 'ada',
      LastName: 'lovelace',
      Email: email,
      Company: 'acme',
      depot: depot.id,
      MeetingDateTime: '2027-11-20T14:30',
    };
    const books = await Promise.all(Array.from({ length: 50 }, () => rest(s.url, 'POST', 'api/book-meeting', { token, body })));
    expect(books.map((r) => r.status).filter((x) => x !== 201)).toEqual([]);
    expect((await sql('select count(*)::int as n from attendee where tenant_id = ? and email = ?', [tenant.id, email]))[0].n).toBe(1);

    const rvEmail = `${uniq('rv')}@example.test`;
    const regs = await Promise.all(
      Array.from({ length: 50 }, () => rest(s.url, 'POST', 'api/register-regular-visitor', { token, body: { ...body, Email: rvEmail } })),
    );
    const st = regs.map((r) => r.status);
    expect(st.filter((x) => x >= 500)).toEqual([]);
    expect(st.filter((x) => x === 201)).toHaveLength(1);
    expect(new Set(regs.filter((r) => r.status !== 201).map((r) => r.body.message))).toEqual(new Set([Messages.regularEmailTaken]));
    expect(
      (
        await sql(
          `select count(*)::int as n from regular_visitor r join attendee a on a.id = r.attendee_id where a.email = ? and r.removed_at is null`,
          [rvEmail],
        )
      )[0].n,
    ).toBe(1);
  });
});
