import { fixedClock } from '../../../core/clock';
import { startTestServer, type TestServer } from '../../../test/server';
import { gql, rest } from '../../../test/http';
import { makeDepot, makeRegularVisitor, makeVisit, makeWorld, uniq } from '../../../test/factories';
import { Messages } from '../../../contracts/messages';
import { Partner } from '../../attendance/partner.entity';
import { checkIn, redisReady, RULES_OK } from './support';

const NOW = '2026-11-23T14:00:00.000Z';
const clock = fixedClock(NOW);
let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ worker: false, clock });
});
afterAll(async () => {
  await s.close();
});
afterEach(() => clock.set(NOW));

const KV =
  'meetingReference visittype firstName lastName email company meetingWith signFlag badgeNumFlag enterTemperature printLabel hasCheckedIn hasCheckedOut depotId next message';
const fetchRest = (body: Record<string, unknown>) => rest(s.url, 'POST', 'api/fetch-visitor-details', { body });
const fetchGql = (input: Record<string, unknown>) =>
  gql(s.url, `query($i: FetchVisitorInput!) { kioskVisitor(input: $i) { ${KV} } }`, { i: input });

describe('QR-Info (spec 4.2: the kind of a reference)', () => {
  it('answers Planned, Regular and Partner, and the same through GraphQL', async () => {
    const { tenant, depot } = await makeWorld(s.orm);
    const visit = await makeVisit(s.orm, depot, { dateOfVisit: new Date(NOW) });
    const rv = await makeRegularVisitor(s.orm, depot);
    const em = s.orm.em.fork();
    const workId = String(Date.now()).slice(-9) + String(Math.floor(Math.random() * 1000));
    em.create(Partner, { tenant: tenant.id, workId, name: 'Pat Partner', organisation: 'Agency' });
    await em.flush();
    for (const [ref, kind] of [
      [visit.meetingReference!, 'Planned'],
      [rv.meetingReference.toLowerCase(), 'Regular'],
      [workId, 'Partner'],
    ]) {
      const r = await rest(s.url, 'GET', `api/QR-Info?meetingReference=${encodeURIComponent(ref)}`);
      expect(r.status).toBe(200);
      expect(r.body).toEqual({ visittype: kind });
      const q = await gql(s.url, 'query($r: String!) { qrInfo(meetingReference: $r) { visittype } }', { r: ref });
      expect(q.data.qrInfo).toEqual({ visittype: kind });
    }
  });

  it("answers 'Wrong Reference Number Entered' for anything else, a removed regular visitor included", async () => {
    const { depot } = await makeWorld(s.orm);
    const rv = await makeRegularVisitor(s.orm, depot, { removedAt: new Date(NOW) });
    for (const ref of ['NOPE123', rv.meetingReference]) {
      const r = await rest(s.url, 'GET', `api/QR-Info?meetingReference=${ref}`);
      expect(r.status).toBe(400);
      expect(r.body.message).toBe(Messages.wrongReference);
      const q = await gql(s.url, 'query($r: String!) { qrInfo(meetingReference: $r) { visittype } }', { r: ref });
      expect(q.errors![0].message).toBe(Messages.wrongReference);
    }
  });
});

describe('planned visit resolution', () => {
  it('opens the planned form with the booked details, by tenant name + depot code (REST) and by depot id (GraphQL) alike', async () => {
    const { tenant, depot } = await makeWorld(s.orm);
    const visit = await makeVisit(s.orm, depot, {
      dateOfVisit: new Date(NOW),
      badgeNumFlag: true,
      printLabel: true,
      person: { firstName: 'Ada', lastName: 'Byrne', email: 'ada.b@example.test', company: 'Acme' },
    });
    const r = await rest(s.url, 'POST', 'api/fetch-visitor-QRdetails', {
      body: {
        meetingRef: visit.meetingReference!.toLowerCase(),
        tenantName: tenant.name.toUpperCase(),
        depotCode: depot.code.toLowerCase(),
      },
    });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      meetingReference: visit.meetingReference,
      visittype: 'Planned',
      firstName: 'Ada',
      lastName: 'Byrne',
      email: 'ada.b@example.test',
      company: 'Acme',
      meetingWith: 'Grace Host',
      signFlag: false,
      badgeNumFlag: true,
      enterTemperature: false,
      printLabel: true, // the booking's toggle: the kiosk prints a visitor label after the check-in
      hasCheckedIn: false,
      hasCheckedOut: false,
      depotId: depot.id,
      next: 'PLANNED_FORM',
      message: null,
    });
    const q = await fetchGql({ depotId: depot.id, meetingRef: visit.meetingReference });
    expect(q.data.kioskVisitor).toEqual(r.body);
    // A malformed depot id is refused at the edge, naming the field (the rules: kiosk-resolution.service.test.ts).
    const bad = await fetchRest({ meetingRef: visit.meetingReference, depotId: 'not-a-uuid' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.depotId).toEqual(['depotId is not a valid id']);
  });

  it('signed in only: the sign-out prompt; signed in and out: already used', async () => {
    const { depot } = await makeWorld(s.orm);
    const visit = await makeVisit(s.orm, depot, { dateOfVisit: new Date(NOW) });
    expect((await checkIn(s, depot.id, visit.meetingReference!)).status).toBe(200);
    const r = await fetchRest({ meetingRef: visit.meetingReference, depotId: depot.id });
    expect(r.body).toMatchObject({
      next: 'SIGN_OUT_PROMPT',
      message: Messages.alreadySignedInSignOut,
      hasCheckedIn: true,
      hasCheckedOut: false,
    });
    expect(
      (await rest(s.url, 'POST', 'api/QRcheckOut', { body: { meetingReference: visit.meetingReference, depotId: depot.id } })).status,
    ).toBe(200);
    const used = await fetchRest({ meetingRef: visit.meetingReference, depotId: depot.id });
    expect(used.status).toBe(409);
    expect(used.body.message).toBe(Messages.referenceAlreadyUsed);
    const q = await fetchGql({ depotId: depot.id, meetingRef: visit.meetingReference });
    expect(q.errors![0].message).toBe(Messages.referenceAlreadyUsed);
    const again = await checkIn(s, depot.id, visit.meetingReference!);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(Messages.referenceAlreadyUsed);
  });
});

describe('regular visitor resolution', () => {
  it('never signed in: the regular form; signed in here: the sign-out prompt; elsewhere: wrong depot; in and out today: quick re-check-in', async () => {
    const { tenant, depot } = await makeWorld(s.orm);
    const other = await makeDepot(s.orm, tenant);
    const rv = await makeRegularVisitor(s.orm, depot, {
      person: { firstName: 'Rita', lastName: 'Regan', company: 'Regco' },
      signFlag: true,
    });
    const first = await fetchRest({ meetingRef: rv.meetingReference.toLowerCase(), depotId: depot.id });
    expect(first.body).toMatchObject({
      visittype: 'Regular',
      next: 'REGULAR_FORM',
      message: null,
      firstName: 'Rita',
      company: 'Regco',
      meetingWith: 'Grace Host',
      signFlag: true,
    });
    const q = await fetchGql({ depotId: depot.id, meetingRef: rv.meetingReference });
    expect(q.data.kioskVisitor).toEqual(first.body);

    const inn = await checkIn(s, depot.id, rv.meetingReference, {
      ruleAnswers: undefined,
      ...Object.fromEntries(Object.keys(RULES_OK).map((k) => [k, undefined])),
    });
    expect(inn.status).toBe(200);
    expect(inn.body.visitType).toBe('Regular');
    expect((await fetchRest({ meetingRef: rv.meetingReference, depotId: depot.id })).body).toMatchObject({
      next: 'SIGN_OUT_PROMPT',
      message: Messages.alreadySignedInSignOut,
    });
    const there = await fetchRest({ meetingRef: rv.meetingReference, depotId: other.id });
    expect(there.body).toMatchObject({ next: 'WRONG_DEPOT', message: Messages.signedInAtAnotherDepot });
    const elsewhere = await checkIn(s, other.id, rv.meetingReference);
    expect(elsewhere.status).toBe(409);
    expect(elsewhere.body.message).toBe(Messages.signedInAtAnotherDepot);

    // The wrong-depot question's Yes: signed out at the other depot of the tenant, by reference only.
    const here = await rest(s.url, 'POST', 'api/QRcheckOut', { body: { meetingReference: rv.meetingReference, depotId: other.id } });
    expect(here.body.message).toBe(Messages.invalidReference);
    const foreign = await makeWorld(s.orm);
    expect(
      (
        await rest(s.url, 'POST', 'api/QRcheckOut', {
          body: { meetingReference: rv.meetingReference, depotId: foreign.depot.id, anyDepot: true },
        })
      ).body.message,
    ).toBe(Messages.invalidReference);
    expect(
      (await rest(s.url, 'POST', 'api/QRcheckOut', { body: { meetingReference: rv.meetingReference, depotId: other.id, anyDepot: true } }))
        .status,
    ).toBe(200);
    expect((await fetchRest({ meetingRef: rv.meetingReference, depotId: depot.id })).body).toMatchObject({
      next: 'REGULAR_RECHECKIN',
      message: Messages.alreadySignedOutSignIn,
      hasCheckedOut: true,
    });
    const again = await checkIn(s, depot.id, rv.meetingReference);
    expect(again.status).toBe(200);
    const visits = await s.orm.em
      .fork()
      .getConnection()
      .execute(`select count(*)::int as n from visit where regular_visitor_id = ? and visit_type = 'Regular'`, [rv.id]);
    expect(visits[0].n).toBe(2);
  });
});

describe('regular visitor by passcode', () => {
  const pass = (positions: number[], chars: string[]) => ({
    PosOne: positions[0],
    PosTwo: positions[1],
    PosThree: positions[2],
    CharPosOne: chars[0],
    CharPosTwo: chars[1],
    CharPosThree: chars[2],
  });

  it('finds the visitor by e-mail or RV code with the right three characters (any case)', async () => {
    const { depot } = await makeWorld(s.orm);
    const email = `${uniq('rv')}@example.test`;
    const rv = await makeRegularVisitor(s.orm, depot, { passCode: 'AB3XY9', person: { email } });
    const byEmail = await fetchRest({ meetingRef: email.toUpperCase(), depotId: depot.id, PassCode: pass([1, 3, 6], ['a', '3', '9']) });
    expect(byEmail.status).toBe(200);
    expect(byEmail.body).toMatchObject({ meetingReference: rv.meetingReference, next: 'REGULAR_FORM' });
    const q = await fetchGql({
      depotId: depot.id,
      meetingRef: rv.meetingReference,
      passCode: { posOne: 2, posTwo: 4, posThree: 5, charPosOne: 'B', charPosTwo: 'X', charPosThree: 'Y' },
    });
    expect(q.data.kioskVisitor.meetingReference).toBe(rv.meetingReference);
  });

  it('a wrong character and an unknown person give the same answer, which names no position', async () => {
    const { depot } = await makeWorld(s.orm);
    const rv = await makeRegularVisitor(s.orm, depot, { passCode: 'AB3XY9' });
    const wrong = await fetchRest({ meetingRef: rv.meetingReference, depotId: depot.id, PassCode: pass([1, 3, 6], ['A', '3', '8']) });
    const unknown = await fetchRest({ meetingRef: 'nobody@example.test', depotId: depot.id, PassCode: pass([1, 3, 6], ['A', '3', '9']) });
    for (const r of [wrong, unknown]) {
      expect(r.status).toBe(400);
      expect(r.body).toEqual({
        message: Messages.passcodeMismatch,
        errors: { Error: [Messages.passcodeMismatch], PassCode: [Messages.passcodeMismatch] },
        statusText: 'Bad Request',
      });
    }
  });

  it('throttles attempts per reference: after 5 wrong guesses even the right code is refused (429)', async () => {
    const { depot } = await makeWorld(s.orm);
    const rv = await makeRegularVisitor(s.orm, depot, { passCode: 'AB3XY9' });
    await redisReady(s.url);
    for (let i = 0; i < 5; i++) {
      const r = await fetchRest({ meetingRef: rv.meetingReference, depotId: depot.id, PassCode: pass([1, 2, 3], ['Z', 'Z', String(i)]) });
      expect(r.status).toBe(400);
    }
    const right = await fetchRest({ meetingRef: rv.meetingReference, depotId: depot.id, PassCode: pass([1, 2, 3], ['A', 'B', '3']) });
    expect(right.status).toBe(429);
    expect(right.body.message).toBe(Messages.tooManyRequests);
  });
});
