import { startTestServer, type TestServer } from '../../../test/server';
import { gql, rest } from '../../../test/http';
import { makeBadges, makeRegularVisitor, makeVisit, makeWorld, uniq } from '../../../test/factories';
import { Messages } from '../../../contracts/messages';
import { checkIn, redisReady, RULES_OK, walkIn } from './support';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ worker: false });
});
afterAll(async () => {
  await s.close();
});

const count = async (sql: string, params: unknown[]) => (await s.orm.em.fork().getConnection().execute(sql, params))[0].n as number;
const CHECK_IN = 'mutation($i: VisitorCheckInInput!) { visitorCheckIn(input: $i) { attendanceId badgeNumber name visitType } }';
const WALK_IN = 'mutation($i: UnplannedCheckInInput!) { unplannedCheckIn(input: $i) { attendanceId badgeNumber name visitType } }';
const person = { firstName: 'ada', lastName: 'byrne', email: 'ada@example.test', company: 'acme', carReg: '12 d 345' };

describe('GraphQL check-in answers as REST does', () => {
  it('visitorCheckIn: a planned visit with a badge, and the same refusals as api/checkIn', async () => {
    const { depot } = await makeWorld(s.orm);
    await makeBadges(s.orm, depot, ['G1']);
    const visit = await makeVisit(s.orm, depot, { badgeNumFlag: true });
    // The identity is the booking's: the input asks only for the car (names, e-mail, company and host are not fields).
    const input = {
      carReg: person.carReg,
      depotId: depot.id,
      visitorRef: visit.meetingReference!.toLowerCase(),
      ruleAnswers: RULES_OK,
    };
    const withName = await gql(s.url, CHECK_IN, { i: { ...input, firstName: 'Mallory' } });
    expect(withName.errors![0].message).toMatch(/"firstName" is not defined by type "VisitorCheckInInput"/);
    const noBadge = await gql(s.url, CHECK_IN, { i: input });
    const noBadgeRest = await checkIn(s, depot.id, visit.meetingReference!);
    expect(noBadge.errors![0].message).toBe('Badge number is required');
    expect(noBadgeRest.body.message).toBe(noBadge.errors![0].message);
    const refused = await gql(s.url, CHECK_IN, { i: { ...input, depotBadgeNum: 'g1', ruleAnswers: { ...RULES_OK, hsr_1: 'yes' } } });
    expect(refused.errors![0].message).toBe(Messages.healthAnswerRefused);
    expect(refused.errors![0].extensions?.code).toBe('BAD_USER_INPUT');
    const ok = await gql(s.url, CHECK_IN, { i: { ...input, depotBadgeNum: 'g1', temperature: '36.6' } });
    expect(ok.data.visitorCheckIn).toEqual({
      attendanceId: expect.any(String),
      badgeNumber: 'G1',
      name: 'Ada Byrne',
      visitType: 'Planned',
    });
    const used = await gql(s.url, CHECK_IN, { i: { ...input, depotBadgeNum: 'g1' } });
    expect(used.errors![0].message).toBe(Messages.referenceAlreadyUsed);
  });

  it('unplannedCheckIn: creates the walk-in like api/unplanned-visit-checkIn', async () => {
    const { depot } = await makeWorld(s.orm);
    const email = `${uniq('g')}@example.test`;
    const g = await gql(s.url, WALK_IN, { i: { ...person, email, reasonForVisit: 'Delivery', depotId: depot.id, ruleAnswers: RULES_OK } });
    expect(g.data.unplannedCheckIn).toMatchObject({ name: 'Ada Byrne', visitType: 'Unplanned', badgeNumber: null });
    const again = await walkIn(s, depot.id, { email });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(Messages.alreadySignedInSignOut);
    const gAgain = await gql(s.url, WALK_IN, {
      i: { ...person, email, reasonForVisit: 'Delivery', depotId: depot.id, ruleAnswers: RULES_OK },
    });
    expect(gAgain.errors![0].message).toBe(again.body.message);
  });
});

describe('more races', () => {
  it('a regular visitor checked in from two kiosks at once: one attendance', async () => {
    const { depot } = await makeWorld(s.orm);
    const rv = await makeRegularVisitor(s.orm, depot);
    const rs = await Promise.all([checkIn(s, depot.id, rv.meetingReference), checkIn(s, depot.id, rv.meetingReference)]);
    expect(rs.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(rs.find((r) => r.status === 409)!.body.message).toBe(Messages.alreadySignedInSignOut);
    expect(await count(`select count(*)::int as n from visit where regular_visitor_id = ?`, [rv.id])).toBe(1);
    expect(
      await count(`select count(*)::int as n from attendance a join visit v on v.id = a.visit_id where v.regular_visitor_id = ?`, [rv.id]),
    ).toBe(1);
  });

  it('the same badge signed out at two kiosks at once: one sign-out, the other "Batch number not in Use."', async () => {
    const { depot } = await makeWorld(s.orm);
    await makeBadges(s.orm, depot, ['R1']);
    const w = await walkIn(s, depot.id, { email: `${uniq('r')}@example.test`, depotBadgeNum: 'R1' });
    expect(w.status).toBe(200);
    const rs = await Promise.all([1, 2].map(() => rest(s.url, 'POST', 'api/checkOut', { body: { depotBadge: 'r1', depotId: depot.id } })));
    expect(rs.map((r) => r.status).sort()).toEqual([200, 400]);
    expect(rs.find((r) => r.status === 400)!.body.message).toBe(Messages.batchNotInUse);
  });
});

describe('regular visitor quick re-check-in', () => {
  it('needs a car registration the first time, then reuses the last one when none is given', async () => {
    const { depot } = await makeWorld(s.orm);
    const rv = await makeRegularVisitor(s.orm, depot);
    const first = await rest(s.url, 'POST', 'api/checkInQR', { body: { visitorRef: rv.meetingReference, depot: depot.id } });
    expect(first.status).toBe(400);
    expect(first.body.message).toBe('Car registration is required');
    expect((await checkIn(s, depot.id, rv.meetingReference, { carReg: '191 d 77' })).status).toBe(200);
    await rest(s.url, 'POST', 'api/QRcheckOut', { body: { meetingReference: rv.meetingReference, depotId: depot.id } });
    const quick = await gql(s.url, CHECK_IN, { i: { depotId: depot.id, visitorRef: rv.meetingReference } });
    expect(quick.data.visitorCheckIn).toMatchObject({ name: 'Ada Byrne', visitType: 'Regular' });
    const rows = await s.orm.em
      .fork()
      .getConnection()
      .execute('select car_reg from attendance where id = ?', [quick.data.visitorCheckIn.attendanceId]);
    expect(rows[0].car_reg).toBe('191D77');
  });
});

describe('kiosk throttling', () => {
  it('public REST routes and GraphQL kiosk fields answer 429 past the per-IP budget', async () => {
    // Its own Redis prefix: the other suites of the run count against the shared one.
    const limited = await startTestServer({
      worker: false,
      over: { redisPrefix: `drtest:${uniq('throttle')}`, limits: { kioskPerIp: 3 } },
    });
    try {
      await redisReady(limited.url);
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) statuses.push((await rest(limited.url, 'GET', `api/QR-Info?meetingReference=X${i}`)).status);
      expect(statuses).toEqual([400, 400, 400, 429]);
      const codes: (string | undefined)[] = [];
      for (let i = 0; i < 4; i++)
        codes.push((await gql(limited.url, 'query { qrInfo(meetingReference: "NOPE") { visittype } }')).errors?.[0].extensions?.code);
      // One lookup budget for the client across REST and GraphQL (issue 25): the REST guesses spent it.
      expect(codes).toEqual(['RATE_LIMITED', 'RATE_LIMITED', 'RATE_LIMITED', 'RATE_LIMITED']);
    } finally {
      await limited.close();
    }
  });
});
