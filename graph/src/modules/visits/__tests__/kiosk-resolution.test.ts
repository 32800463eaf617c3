import { fixedClock } from '../../../core/clock';
import { startTestServer, type TestServer } from '../../../test/server';
import { gql, rest } from '../../../test/http';
import { makeDepot, makeRegularVisitor, makeVisit, makeWorld, uniq } from '../../../test/factories';
import { Messages } from '../../../contracts/messages';
import { passcodeChallenge, validPasscodeCharacters, validPasscodePositions } from '../../../contracts/passcode';
import { Partner } from '../../partners/partner.entity';
import { RegularVisitor } from '../../regular-visitors/regular-visitor.entity';
import { checkIn, form, redisReady, RULES_OK } from './support';

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

  it("a visit not today, a cancelled visit or one at another depot: 'No Meeting Scheduled For Your Reference Number'", async () => {
    const { tenant, depot } = await makeWorld(s.orm);
    const other = await makeDepot(s.orm, tenant);
    const yesterday = await makeVisit(s.orm, depot, { dateOfVisit: new Date('2026-11-22T14:00:00Z') });
    const tomorrow = await makeVisit(s.orm, depot, { dateOfVisit: new Date('2026-11-24T09:00:00Z') });
    const cancelled = await makeVisit(s.orm, depot, { dateOfVisit: new Date(NOW), cancelledAt: new Date(NOW) });
    const elsewhere = await makeVisit(s.orm, other, { dateOfVisit: new Date(NOW) });
    for (const v of [yesterday, tomorrow, cancelled, elsewhere]) {
      const r = await fetchRest({ meetingRef: v.meetingReference, depotId: depot.id });
      expect(r.status).toBe(400);
      expect(r.body.message).toBe(Messages.noMeetingScheduled);
      const c = await checkIn(s, depot.id, v.meetingReference!);
      expect(c.body.message).toBe(Messages.noMeetingScheduled);
    }
  });

  it("'today' is the depot's day: at 02:00 UTC a New York depot is still on the previous date", async () => {
    clock.set('2026-11-23T02:00:00Z'); // 21:00 on 22 Nov in New York, 02:00 on 23 Nov in Dublin
    const { tenant, depot: dublin } = await makeWorld(s.orm);
    const ny = await makeDepot(s.orm, tenant, { timeZone: 'America/New_York' });
    const nyToday = await makeVisit(s.orm, ny, { dateOfVisit: new Date('2026-11-22T15:00:00Z') }); // 10:00 22 Nov NY
    const nyTomorrow = await makeVisit(s.orm, ny, { dateOfVisit: new Date('2026-11-23T15:00:00Z') }); // 10:00 23 Nov NY
    const dublinToday = await makeVisit(s.orm, dublin, { dateOfVisit: new Date('2026-11-23T10:00:00Z') });
    expect((await fetchRest({ meetingRef: nyToday.meetingReference, depotId: ny.id })).body.next).toBe('PLANNED_FORM');
    expect((await fetchRest({ meetingRef: nyTomorrow.meetingReference, depotId: ny.id })).body.message).toBe(Messages.noMeetingScheduled);
    expect((await fetchRest({ meetingRef: dublinToday.meetingReference, depotId: dublin.id })).body.next).toBe('PLANNED_FORM');
    const r = await checkIn(s, ny.id, nyToday.meetingReference!);
    expect(r.status).toBe(200);
    const a = await s.orm.em
      .fork()
      .getConnection()
      .execute(`select local_date::text as d from attendance where id = ?`, [r.body.attendanceId]);
    expect(a[0].d).toBe('2026-11-22');
  });

  it("another tenant's reference is unknown here", async () => {
    const a = await makeWorld(s.orm);
    const b = await makeWorld(s.orm);
    const visit = await makeVisit(s.orm, a.depot, { dateOfVisit: new Date(NOW) });
    const r = await fetchRest({ meetingRef: visit.meetingReference, depotId: b.depot.id });
    expect(r.status).toBe(400);
    expect(r.body.message).toBe(Messages.wrongReference);
    const bad = await fetchRest({ meetingRef: visit.meetingReference, depotId: 'not-a-uuid' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.depotId).toEqual(['depotId is not a valid id']);
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

  it('a removed regular visitor is unknown', async () => {
    const { depot } = await makeWorld(s.orm);
    const rv = await makeRegularVisitor(s.orm, depot);
    const em = s.orm.em.fork();
    await em.nativeUpdate(RegularVisitor, { id: rv.id }, { removedAt: new Date(NOW) });
    const r = await fetchRest({ meetingRef: rv.meetingReference, depotId: depot.id });
    expect(r.body.message).toBe(Messages.wrongReference);
    expect((await checkIn(s, depot.id, rv.meetingReference)).body.message).toBe(Messages.wrongReference);
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

  it('refuses positions that are not three distinct numbers 1..6 and characters that are not exactly one each', async () => {
    const { depot } = await makeWorld(s.orm);
    const rv = await makeRegularVisitor(s.orm, depot);
    for (const positions of [
      [1, 1, 3],
      [0, 2, 3],
      [2, 3, 7],
      [1.5, 2, 3],
    ]) {
      const r = await fetchRest({ meetingRef: rv.meetingReference, depotId: depot.id, PassCode: pass(positions, ['A', 'B', 'C']) });
      expect(r.body.message).toBe(Messages.passcodePositions);
    }
    for (const chars of [
      ['AB', 'B', 'C'],
      ['', 'B', 'C'],
      [' ', 'B', 'C'],
    ]) {
      const r = await fetchRest({ meetingRef: rv.meetingReference, depotId: depot.id, PassCode: pass([1, 2, 3], chars) });
      expect(r.body.message).toBe(Messages.passcodeCharacters);
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

  it('the challenge generator gives three distinct sorted positions from 1 to 6', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 500; i++) {
      const c = passcodeChallenge();
      expect(validPasscodePositions(c)).toBe(true);
      expect([...c].sort((a, b) => a - b)).toEqual(c);
      seen.add(c.join());
    }
    expect(seen.size).toBeGreaterThan(10);
    expect(passcodeChallenge(() => 0)).toEqual([1, 2, 3]);
    expect(passcodeChallenge(() => 0.9999)).toEqual([4, 5, 6]);
    expect(validPasscodeCharacters(['a', 'b', 'c'])).toBe(true);
    expect(validPasscodeCharacters(['a', 'bc', 'c'])).toBe(false);
  });
});

describe('check-in form rules', () => {
  it('normalises names and car registration, stores temperature and rule answers', async () => {
    const { depot } = await makeWorld(s.orm);
    const r = await rest(s.url, 'POST', 'api/unplanned-visit-checkIn', {
      body: {
        ...form({ firstName: '  ada ', lastName: 'byrne', email: 'Ada.W@Example.TEST', carReg: ' 12 d 345 ' }),
        Company: 'acme ltd',
        reasonForVisit: 'Delivery',
        depot: depot.id,
        temperature: '39.2',
        ruleAnswers: { ...RULES_OK, q1: 'fine' },
      },
    });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ name: 'Ada Byrne', visitType: 'Unplanned', badgeNumber: null });
    const rows = await s.orm.em
      .fork()
      .getConnection()
      .execute(
        `select a.car_reg, a.temperature::text as t, a.rule_answers, p.first_name, p.company, p.email, v.visit_type, v.reason_for_visit
         from attendance a join attendee p on p.id = a.attendee_id join visit v on v.id = a.visit_id where a.id = ?`,
        [r.body.attendanceId],
      );
    expect(rows[0]).toMatchObject({
      car_reg: '12D345',
      t: '39.2',
      first_name: 'Ada',
      company: 'Acme ltd',
      email: 'ada.w@example.test',
      visit_type: 'Unplanned',
      reason_for_visit: 'Delivery',
    });
    expect(rows[0].rule_answers).toMatchObject({ hr_1: 'yes', hsr_1: 'no', q1: 'fine' });
  });

  it('refuses a walk-in e-mail without a domain suffix ("walter@deliveries") over REST and GraphQL, writing nothing (issue 27)', async () => {
    const { depot } = await makeWorld(s.orm);
    const em = s.orm.em.fork();
    const before = Number((await em.getConnection().execute('select count(*)::int as n from attendance'))[0].n);
    for (const email of ['walter@deliveries', 'walter@deliveries.', 'walter@deliveries.c', 'walter@deliveries..ie']) {
      const r = await rest(s.url, 'POST', 'api/unplanned-visit-checkIn', {
        body: { ...form({ email }), Company: 'Deliveries', reasonForVisit: 'Delivery', depot: depot.id, ruleAnswers: RULES_OK },
      });
      expect({ email, status: r.status, message: r.body.message }).toEqual({
        email,
        status: 400,
        message: 'Email is not a valid e-mail address',
      });
      const q = await gql(s.url, 'mutation($i: UnplannedCheckInInput!){ unplannedCheckIn(input: $i) { attendanceId } }', {
        i: {
          depotId: depot.id,
          firstName: 'Walter',
          lastName: 'White',
          email,
          company: 'Deliveries',
          carReg: 'NONE',
          reasonForVisit: 'Delivery',
          ruleAnswers: RULES_OK,
        },
      });
      expect(q.errors?.[0]?.message).toBe('Email is not a valid e-mail address');
    }
    const after = Number((await em.getConnection().execute('select count(*)::int as n from attendance'))[0].n);
    expect(after).toBe(before);
    // with its suffix it signs in; a walk-in on foot gives NONE for the car registration
    const ok = await rest(s.url, 'POST', 'api/unplanned-visit-checkIn', {
      body: {
        ...form({ email: 'walter@deliveries.ie', carReg: 'none' }),
        Company: 'Deliveries',
        reasonForVisit: 'Delivery',
        depot: depot.id,
        ruleAnswers: RULES_OK,
      },
    });
    expect(ok.status).toBe(200);
  });

  it('refuses a temperature that is not a number, and missing required fields by label', async () => {
    const { depot } = await makeWorld(s.orm);
    const visit = await makeVisit(s.orm, depot, { dateOfVisit: new Date(NOW) });
    for (const t of ['hot', '36,6', '-1', '370']) {
      const r = await checkIn(s, depot.id, visit.meetingReference!, { temperature: t });
      expect(r.status).toBe(400);
      expect(r.body.message).toBe(Messages.temperatureInvalid);
    }
    const noCar = await checkIn(s, depot.id, visit.meetingReference!, { carReg: '  ' });
    expect(noCar.body.message).toBe('Car registration is required');
    const noReason = await rest(s.url, 'POST', 'api/unplanned-visit-checkIn', {
      body: { ...form(), Company: 'x', depot: depot.id, ruleAnswers: RULES_OK },
    });
    expect(noReason.body.message).toBe('Reason for visit is required');
    expect((await checkIn(s, depot.id, visit.meetingReference!, { temperature: '35.1' })).status).toBe(200);
  });

  it('applies the proceed rules: house rules accepted, health questions answered no, H&S accepted', async () => {
    const { depot } = await makeWorld(s.orm);
    const visit = await makeVisit(s.orm, depot, { dateOfVisit: new Date(NOW) });
    const ref = visit.meetingReference!;
    expect((await checkIn(s, depot.id, ref, { hr_7: undefined })).body.message).toBe(Messages.houseRulesRequired);
    expect((await checkIn(s, depot.id, ref, { sr_2: 'no' })).body.message).toBe(Messages.houseRulesRequired);
    expect((await checkIn(s, depot.id, ref, { hsr_2: 'yes' })).body.message).toBe(Messages.healthAnswerRefused);
    expect((await checkIn(s, depot.id, ref, { hsr_3: undefined })).body.message).toBe(Messages.healthAndSafetyRequired);
    expect((await checkIn(s, depot.id, ref, { or_1: '' })).body.message).toBe(Messages.healthAndSafetyRequired);
    expect(
      (await s.orm.em.fork().getConnection().execute(`select count(*)::int as n from attendance where visit_id = ?`, [visit.id]))[0].n,
    ).toBe(0);
    expect((await checkIn(s, depot.id, ref)).status).toBe(200);
  });
});
