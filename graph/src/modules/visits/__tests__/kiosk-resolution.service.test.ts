import { ANONYMOUS } from '../../../core/auth/actor';
import { fixedClock } from '../../../core/clock';
import { parse } from '../../../core/command';
import { Messages } from '../../../contracts/messages';
import { passcodeChallenge, validPasscodeCharacters, validPasscodePositions } from '../../../contracts/passcode';
import { makeDepot, makeRegularVisitor, makeVisit, makeWorld } from '../../../test/factories';
import { failure, serviceTier } from '../../../test/service-tier';
import { RegularVisitor } from '../../regular-visitors/regular-visitor.entity';
import {
  CheckInCommand,
  legacyCheckIn,
  legacyCheckInNames,
  legacyResolveVisitor,
  legacyResolveVisitorNames,
  legacyUnplannedCheckIn,
  legacyUnplannedCheckInNames,
  ResolveVisitorCommand,
  UnplannedCheckInCommand,
} from '../visit-kiosk.commands';
import { form, RULES_OK } from './support';

/**
 * The kiosk's reference and check-in rules at the service tier (issue 24), on a fixed clock: which day a reference
 * belongs to in the depot's zone, references out of reach, the passcode's rules, and the check-in form's rules.
 * The bodies are the legacy kiosk's, decoded as its REST rows decode them. kiosk-resolution.test.ts keeps the
 * routes, both APIs' answers, the passcode's answer body and the throttle.
 */
const NOW = '2026-11-23T14:00:00.000Z';
const clock = fixedClock(NOW);
let t: Awaited<ReturnType<typeof serviceTier>>;
beforeAll(async () => {
  t = await serviceTier({ label: 'kiosk_resolution', clock });
});
afterAll(async () => {
  await t.close();
});
afterEach(() => clock.set(NOW));

type Body = Record<string, unknown>;
const services = () => t.as(ANONYMOUS);
const fetchVisitor = async (body: Body) =>
  services().referenceResolution.resolve(
    ANONYMOUS,
    parse(ResolveVisitorCommand, legacyResolveVisitor(body), legacyResolveVisitorNames(body)),
  );
const checkIn = async (depotId: string, visitorRef: string, over: Body = {}) => {
  const body = { ...form(), visitorRef, depot: depotId, ...RULES_OK, ...over };
  return services().visitCheckIn.checkIn(ANONYMOUS, parse(CheckInCommand, legacyCheckIn(body), legacyCheckInNames(body)));
};
const walkIn = async (body: Body) =>
  services().visitCheckIn.unplannedCheckIn(
    ANONYMOUS,
    parse(UnplannedCheckInCommand, legacyUnplannedCheckIn(body), legacyUnplannedCheckInNames(body)),
  );
const sql = async (q: string, params: unknown[] = []) => t.orm.em.fork().getConnection().execute(q, params);

describe('planned visit resolution', () => {
  it("a visit not today, a cancelled visit or one at another depot: 'No Meeting Scheduled For Your Reference Number'", async () => {
    const { tenant, depot } = await makeWorld(t.orm);
    const other = await makeDepot(t.orm, tenant);
    const yesterday = await makeVisit(t.orm, depot, { dateOfVisit: new Date('2026-11-22T14:00:00Z') });
    const tomorrow = await makeVisit(t.orm, depot, { dateOfVisit: new Date('2026-11-24T09:00:00Z') });
    const cancelled = await makeVisit(t.orm, depot, { dateOfVisit: new Date(NOW), cancelledAt: new Date(NOW) });
    const elsewhere = await makeVisit(t.orm, other, { dateOfVisit: new Date(NOW) });
    for (const v of [yesterday, tomorrow, cancelled, elsewhere]) {
      expect(await failure(fetchVisitor({ meetingRef: v.meetingReference, depotId: depot.id }))).toMatchObject({
        code: 'BAD_USER_INPUT',
        message: Messages.noMeetingScheduled,
      });
      expect((await failure(checkIn(depot.id, v.meetingReference!))).message).toBe(Messages.noMeetingScheduled);
    }
  });

  it("'today' is the depot's day: at 02:00 UTC a New York depot is still on the previous date", async () => {
    clock.set('2026-11-23T02:00:00Z'); // 21:00 on 22 Nov in New York, 02:00 on 23 Nov in Dublin
    const { tenant, depot: dublin } = await makeWorld(t.orm);
    const ny = await makeDepot(t.orm, tenant, { timeZone: 'America/New_York' });
    const nyToday = await makeVisit(t.orm, ny, { dateOfVisit: new Date('2026-11-22T15:00:00Z') }); // 10:00 22 Nov NY
    const nyTomorrow = await makeVisit(t.orm, ny, { dateOfVisit: new Date('2026-11-23T15:00:00Z') }); // 10:00 23 Nov NY
    const dublinToday = await makeVisit(t.orm, dublin, { dateOfVisit: new Date('2026-11-23T10:00:00Z') });
    expect((await fetchVisitor({ meetingRef: nyToday.meetingReference, depotId: ny.id })).next).toBe('PLANNED_FORM');
    expect((await failure(fetchVisitor({ meetingRef: nyTomorrow.meetingReference, depotId: ny.id }))).message).toBe(
      Messages.noMeetingScheduled,
    );
    expect((await fetchVisitor({ meetingRef: dublinToday.meetingReference, depotId: dublin.id })).next).toBe('PLANNED_FORM');
    const r = await checkIn(ny.id, nyToday.meetingReference!);
    const a = await sql(`select local_date::text as d from attendance where id = ?`, [r.attendanceId]);
    expect(a[0].d).toBe('2026-11-22');
  });

  it("another tenant's reference is unknown here", async () => {
    const a = await makeWorld(t.orm);
    const b = await makeWorld(t.orm);
    const visit = await makeVisit(t.orm, a.depot, { dateOfVisit: new Date(NOW) });
    expect(await failure(fetchVisitor({ meetingRef: visit.meetingReference, depotId: b.depot.id }))).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: Messages.wrongReference,
    });
  });
});

describe('regular visitors', () => {
  it('a removed regular visitor is unknown', async () => {
    const { depot } = await makeWorld(t.orm);
    const rv = await makeRegularVisitor(t.orm, depot);
    await t.orm.em.fork().nativeUpdate(RegularVisitor, { id: rv.id }, { removedAt: new Date(NOW) });
    expect((await failure(fetchVisitor({ meetingRef: rv.meetingReference, depotId: depot.id }))).message).toBe(Messages.wrongReference);
    expect((await failure(checkIn(depot.id, rv.meetingReference))).message).toBe(Messages.wrongReference);
  });

  it('refuses passcode positions that are not three distinct numbers 1..6 and characters that are not exactly one each', async () => {
    const { depot } = await makeWorld(t.orm);
    const rv = await makeRegularVisitor(t.orm, depot);
    const pass = (positions: number[], chars: string[]) => ({
      PosOne: positions[0],
      PosTwo: positions[1],
      PosThree: positions[2],
      CharPosOne: chars[0],
      CharPosTwo: chars[1],
      CharPosThree: chars[2],
    });
    for (const positions of [
      [1, 1, 3],
      [0, 2, 3],
      [2, 3, 7],
      [1.5, 2, 3],
    ]) {
      const r = await failure(
        fetchVisitor({ meetingRef: rv.meetingReference, depotId: depot.id, PassCode: pass(positions, ['A', 'B', 'C']) }),
      );
      expect(r.message).toBe(Messages.passcodePositions);
    }
    for (const chars of [
      ['AB', 'B', 'C'],
      ['', 'B', 'C'],
      [' ', 'B', 'C'],
    ]) {
      const r = await failure(fetchVisitor({ meetingRef: rv.meetingReference, depotId: depot.id, PassCode: pass([1, 2, 3], chars) }));
      expect(r.message).toBe(Messages.passcodeCharacters);
    }
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
    const { depot } = await makeWorld(t.orm);
    const r = await walkIn({
      ...form({ firstName: '  ada ', lastName: 'byrne', email: 'Ada.W@Example.TEST', carReg: ' 12 d 345 ' }),
      Company: 'acme ltd',
      reasonForVisit: 'Delivery',
      depot: depot.id,
      temperature: '39.2',
      ruleAnswers: { ...RULES_OK, q1: 'fine' },
    });
    expect(r).toMatchObject({ name: 'Ada Byrne', visitType: 'Unplanned', badgeNumber: null });
    const rows = await sql(
      `select a.car_reg, a.temperature::text as t, a.rule_answers, p.first_name, p.company, p.email, v.visit_type, v.reason_for_visit
         from attendance a join attendee p on p.id = a.attendee_id join visit v on v.id = a.visit_id where a.id = ?`,
      [r.attendanceId],
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

  it('refuses a walk-in e-mail without a domain suffix ("walter@deliveries") in either API\'s shape, writing nothing (issue 27)', async () => {
    const { depot } = await makeWorld(t.orm);
    const count = async () => Number((await sql('select count(*)::int as n from attendance where depot_id = ?', [depot.id]))[0].n);
    for (const email of ['walter@deliveries', 'walter@deliveries.', 'walter@deliveries.c', 'walter@deliveries..ie']) {
      const legacy = await failure(
        walkIn({ ...form({ email }), Company: 'Deliveries', reasonForVisit: 'Delivery', depot: depot.id, ruleAnswers: RULES_OK }),
      );
      expect({ email, code: legacy.code, message: legacy.message }).toEqual({
        email,
        code: 'BAD_USER_INPUT',
        message: 'Email is not a valid e-mail address',
      });
      const input = {
        depotId: depot.id,
        firstName: 'Walter',
        lastName: 'White',
        email,
        company: 'Deliveries',
        carReg: 'NONE',
        reasonForVisit: 'Delivery',
        ruleAnswers: RULES_OK,
      };
      expect((await failure(() => parse(UnplannedCheckInCommand, input))).message).toBe('Email is not a valid e-mail address');
    }
    expect(await count()).toBe(0);
    // with its suffix it signs in; a walk-in on foot gives NONE for the car registration
    await walkIn({
      ...form({ email: 'walter@deliveries.ie', carReg: 'none' }),
      Company: 'Deliveries',
      reasonForVisit: 'Delivery',
      depot: depot.id,
      ruleAnswers: RULES_OK,
    });
    expect(await count()).toBe(1);
  });

  it('refuses a temperature that is not a number, and missing required fields by label', async () => {
    const { depot } = await makeWorld(t.orm);
    const visit = await makeVisit(t.orm, depot, { dateOfVisit: new Date(NOW) });
    for (const temp of ['hot', '36,6', '-1', '370']) {
      expect(await failure(checkIn(depot.id, visit.meetingReference!, { temperature: temp }))).toMatchObject({
        code: 'BAD_USER_INPUT',
        message: Messages.temperatureInvalid,
      });
    }
    expect((await failure(checkIn(depot.id, visit.meetingReference!, { carReg: '  ' }))).message).toBe('Car registration is required');
    const noReason = await failure(walkIn({ ...form(), Company: 'x', depot: depot.id, ruleAnswers: RULES_OK }));
    expect(noReason.message).toBe('Reason for visit is required');
    expect((await checkIn(depot.id, visit.meetingReference!, { temperature: '35.1' })).attendanceId).toEqual(expect.any(String));
  });

  it('applies the proceed rules: house rules accepted, health questions answered no, H&S accepted', async () => {
    const { depot } = await makeWorld(t.orm);
    const visit = await makeVisit(t.orm, depot, { dateOfVisit: new Date(NOW) });
    const ref = visit.meetingReference!;
    expect((await failure(checkIn(depot.id, ref, { hr_7: undefined }))).message).toBe(Messages.houseRulesRequired);
    expect((await failure(checkIn(depot.id, ref, { sr_2: 'no' }))).message).toBe(Messages.houseRulesRequired);
    expect((await failure(checkIn(depot.id, ref, { hsr_2: 'yes' }))).message).toBe(Messages.healthAnswerRefused);
    expect((await failure(checkIn(depot.id, ref, { hsr_3: undefined }))).message).toBe(Messages.healthAndSafetyRequired);
    expect((await failure(checkIn(depot.id, ref, { or_1: '' }))).message).toBe(Messages.healthAndSafetyRequired);
    expect((await sql(`select count(*)::int as n from attendance where visit_id = ?`, [visit.id]))[0].n).toBe(0);
    expect((await checkIn(depot.id, ref)).attendanceId).toEqual(expect.any(String));
  });
});
