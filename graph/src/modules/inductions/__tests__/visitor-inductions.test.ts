import { startTestServer, type TestServer } from '../../../test/server';
import { freshDatabase } from '../../../test/database';
import { gql, rest } from '../../../test/http';
import { fixedClock } from '../../../core/clock';
import { makeRegularVisitor, makeWorld, uniq } from '../../../test/factories';
import { tokenFor } from '../../tenants/__tests__/support';
import { Messages } from '../../../contracts/messages';
import { RULES_OK } from '../../visits/__tests__/support';
import { InductionReminderSweep } from '../induction-reminder.job';
import { upsertPass } from '../induction-gate';
import { untilOutboxDone } from '../../../test/outbox';

/**
 * Inductions for visitors (issue 38): courses for regular visitors and by visit reason (another tenant's reason refused),
 * the gate on a walk-in and a check-in by RV code over REST (spec payloads: refused) and GraphQL (the answers carried:
 * graded again, the pass recorded with the sign-in), a regular visitor asked once then not again, a depot's visitor list
 * and a pass given in person, concurrent writes one row, the reminder, erasure.
 */
const clock = fixedClock('2027-03-01T09:00:00Z');
let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ databaseUrl: await freshDatabase('visitor_inductions'), clock });
});
afterAll(async () => {
  await s.close();
});

const q = async <T = any>(sql: string, params: unknown[] = []): Promise<T[]> => s.orm.em.fork().getConnection().execute(sql, params);
const ADD = `mutation($i: AddInductionCourseInput!) { addInductionCourse(input: $i) { id regularVisitors reasonIds } }`;
const REASONS = `query { visitReasonList(tenantId: null) { id text } }`;
const DUE = `query($d: ID!, $r: String, $reason: String, $e: String) { kioskVisitorInductions(depotId: $d, reference: $r, reasonForVisit: $reason, email: $e) { id title questions { text options multiple } } }`;
const GRADE = `mutation($i: GradeVisitorInductionInput!) { gradeVisitorInduction(input: $i) { passed score wrong expiresAt } }`;
const CHECK_IN = 'mutation($i: VisitorCheckInInput!) { visitorCheckIn(input: $i) { attendanceId } }';
const WALK_IN = 'mutation($i: UnplannedCheckInInput!) { unplannedCheckIn(input: $i) { attendanceId } }';
const STATUS = `query($d: ID!) { visitorInductionStatus(depotId: $d) { attendeeId name kind courseTitle state inPerson } }`;
const RECORD = `mutation($d: ID!, $c: ID!, $a: ID!) { recordVisitorInductionPass(depotId: $d, courseId: $c, attendeeId: $a) { state inPerson } }`;
const ERASE = `mutation($input: DataSubjectInput!) { eraseDataSubject(input: $input) { kind } }`;

const QUESTIONS = [
  { text: 'Speed limit on site?', options: ['5 mph', '30 mph'], correct: [0] },
  { text: 'Report a near miss?', options: ['Yes, at once', 'No'], correct: [0] },
];
const RIGHT = [[0], [0]];
const WRONG = [[1], [0]];

async function world() {
  const w = await makeWorld(s.orm);
  const token = tokenFor(s, w.admin);
  const reasons = (await gql(s.url, REASONS, {}, token)).data.visitReasonList as { id: string; text: string }[];
  const delivery = reasons.find((r) => r.text === 'Delivery')!;
  const course = async (over: Record<string, unknown>) => {
    const r = await gql(
      s.url,
      ADD,
      { i: { title: uniq('Yard '), body: 'Walk on the green paths.', questions: QUESTIONS, passMark: 100, validMonths: 12, ...over } },
      token,
    );
    expect(r.errors).toBeUndefined();
    return r.data.addInductionCourse.id as string;
  };
  return { ...w, token, delivery, course };
}

const walkInBody = (depotId: string, email: string, reasonForVisit = 'Delivery') => ({
  depotId,
  firstName: 'Wanda',
  lastName: 'Walker',
  email,
  company: 'Acme',
  carReg: 'W1',
  reasonForVisit,
  ruleAnswers: RULES_OK,
});

describe('visitor inductions (issue 38)', () => {
  it('a course names regular visitors and the tenant own visit reasons; another tenant reason is refused, nothing written', async () => {
    const w = await world();
    const other = await world();
    const r = await gql(
      s.url,
      ADD,
      { i: { title: 'T', body: 'B', passMark: 0, validMonths: 12, reasonIds: [other.delivery.id] } },
      w.token,
    );
    expect([r.errors?.[0]?.message, r.errors?.[0]?.extensions?.code]).toEqual([Messages.inductionReasons, 'BAD_USER_INPUT']);
    const none = await gql(s.url, ADD, { i: { title: 'T', body: 'B', passMark: 0, validMonths: 12 } }, w.token);
    expect(none.errors?.[0]?.message).toBe(Messages.inductionWho);
    expect(await q(`select id from induction_course where tenant_id = ?`, [w.tenant.id])).toEqual([]);
    const id = await w.course({ regularVisitors: true, reasonIds: [w.delivery.id] });
    const [row] = await q(`select regular_visitors, reason_ids, all_partners from induction_course where id = ?`, [id]);
    expect(row).toEqual({ regular_visitors: true, reason_ids: [w.delivery.id], all_partners: false });
  });

  it('a walk-in whose reason needs a course: REST (spec payload) and GraphQL without answers refused; graded first, then signed in with the pass', async () => {
    const w = await world();
    // Before the tenant has a course for visitors, a walk-in signs in with no lookup (the answer is kept per process):
    // the course added below must take effect at once all the same.
    const before = await gql(s.url, WALK_IN, { i: walkInBody(w.depot.id, `${uniq('early')}@example.test`) });
    expect(before.errors).toBeUndefined();
    const courseId = await w.course({ reasonIds: [w.delivery.id] });
    const email = `${uniq('walk')}@example.test`;
    // The legacy shim, to the letter: refused as partners are, nothing written.
    const legacy = await rest(s.url, 'POST', 'api/unplanned-visit-checkIn', {
      body: {
        firstName: 'Wanda',
        lastName: 'Walker',
        email,
        Company: 'Acme',
        carReg: 'W1',
        reasonForVisit: 'Delivery',
        depot: w.depot.id,
        temperature: '',
      },
    });
    expect([legacy.status, legacy.body.message]).toEqual([403, Messages.inductionRequiredVisitor]);
    const plain = await gql(s.url, WALK_IN, { i: walkInBody(w.depot.id, email) });
    expect(plain.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(plain.errors?.[0]?.message).toBe(Messages.inductionRequiredVisitor);
    expect(await q(`select id from attendee where email = ?`, [email])).toEqual([]);
    // Another reason needs nothing.
    const other = await gql(s.url, WALK_IN, { i: walkInBody(w.depot.id, `${uniq('m')}@example.test`, 'Meeting') });
    expect(other.errors).toBeUndefined();
    // The kiosk: the reason's course before the person exists, graded (failed: which; nothing written), then passed.
    const due = await gql(s.url, DUE, { d: w.depot.id, reason: 'delivery', e: email });
    expect(due.data.kioskVisitorInductions.map((c: { id: string }) => c.id)).toEqual([courseId]);
    const failed = await gql(s.url, GRADE, { i: { depotId: w.depot.id, courseId, answers: WRONG } });
    expect(failed.data.gradeVisitorInduction).toMatchObject({ passed: false, wrong: [1], expiresAt: null });
    const wrongCarried = await gql(s.url, WALK_IN, {
      i: { ...walkInBody(w.depot.id, email), inductionAnswers: [{ courseId, answers: WRONG }] },
    });
    expect(wrongCarried.errors?.[0]?.message).toBe(Messages.inductionRequiredVisitor);
    const passed = await gql(s.url, GRADE, { i: { depotId: w.depot.id, courseId, answers: RIGHT } });
    expect(passed.data.gradeVisitorInduction).toMatchObject({ passed: true, wrong: [] });
    expect(await q(`select id from induction_pass where course_id = ?`, [courseId])).toEqual([]);
    const ok = await gql(s.url, WALK_IN, { i: { ...walkInBody(w.depot.id, email), inductionAnswers: [{ courseId, answers: RIGHT }] } });
    expect(ok.errors).toBeUndefined();
    const [pass] = await q(
      `select ip.version, ip.score, ip.given_by, ip.expires_at, ip.partner_id from induction_pass ip join attendee a on a.id = ip.attendee_id where a.email = ?`,
      [email],
    );
    expect(pass).toMatchObject({ version: 1, score: 100, given_by: 'kiosk', partner_id: null });
    expect(new Date(pass.expires_at).toISOString()).toBe('2028-03-01T09:00:00.000Z');
    // Signed out, the same person walks in again: asked nothing (the pass is theirs by e-mail).
    await q(`update attendance set checked_out_at = ? where attendee_id = (select id from attendee where email = ?)`, [new Date(), email]);
    expect((await gql(s.url, DUE, { d: w.depot.id, reason: 'Delivery', e: email })).data.kioskVisitorInductions).toEqual([]);
    const legacyAgain = await rest(s.url, 'POST', 'api/unplanned-visit-checkIn', {
      body: {
        firstName: 'Wanda',
        lastName: 'Walker',
        email,
        Company: 'Acme',
        carReg: 'W1',
        reasonForVisit: 'Delivery',
        depot: w.depot.id,
        temperature: '',
      },
    });
    expect(legacyAgain.status).toBe(200);
  });

  it('a regular visitor (by RV code): REST and GraphQL refused without a pass; asked once, then not again; another tenant unknown', async () => {
    const w = await world();
    const courseId = await w.course({ regularVisitors: true });
    const rv = await makeRegularVisitor(s.orm, w.depot);
    const ref = rv.meetingReference;
    const body = { visitorRef: ref, depot: w.depot.id, carReg: 'R1', temperature: '' };
    const legacy = await rest(s.url, 'POST', 'api/checkInQR', { body });
    expect([legacy.status, legacy.body.message]).toEqual([403, Messages.inductionRequiredVisitor]);
    const i = { depotId: w.depot.id, visitorRef: ref, carReg: 'R1', ruleAnswers: RULES_OK };
    const plain = await gql(s.url, CHECK_IN, { i });
    expect(plain.errors?.[0]?.message).toBe(Messages.inductionRequiredVisitor);
    expect(await q(`select id from attendance where attendee_id = ?`, [rv.attendee.id])).toEqual([]);
    const due = await gql(s.url, DUE, { d: w.depot.id, r: ref });
    expect(due.data.kioskVisitorInductions).toEqual([
      { id: courseId, title: expect.any(String), questions: QUESTIONS.map(({ text, options }) => ({ text, options, multiple: false })) },
    ]);
    // Another tenant's kiosk does not know the reference, nor grades this tenant's course.
    const other = await world();
    expect((await gql(s.url, DUE, { d: other.depot.id, r: ref })).errors?.[0]?.message).toBe(Messages.wrongReference);
    expect((await gql(s.url, GRADE, { i: { depotId: other.depot.id, courseId, answers: RIGHT } })).errors?.[0]?.extensions?.code).toBe(
      'NOT_FOUND',
    );
    const ok = await gql(s.url, CHECK_IN, { i: { ...i, inductionAnswers: [{ courseId, answers: RIGHT }] } });
    expect(ok.errors).toBeUndefined();
    await rest(s.url, 'POST', 'api/QRcheckOut', { body: { meetingReference: ref, depotId: w.depot.id } });
    // Next sign-in: nothing due, the legacy path passes too.
    expect((await gql(s.url, DUE, { d: w.depot.id, r: ref })).data.kioskVisitorInductions).toEqual([]);
    const again = await rest(s.url, 'POST', 'api/checkInQR', { body });
    expect(again.status).toBe(200);
    expect(await q(`select count(*)::int as n from induction_pass where attendee_id = ?`, [rv.attendee.id])).toEqual([{ n: 1 }]);
  });

  it('staff see regular visitors and recent visitors who need a course and record a pass in person; concurrent passes leave one row', async () => {
    const w = await world();
    const regular = await w.course({ regularVisitors: true });
    const byReason = await w.course({ reasonIds: [w.delivery.id] });
    const rv = await makeRegularVisitor(s.orm, w.depot, { person: { firstName: 'Rita', lastName: 'Regular' } });
    // A visitor who came for a delivery (before the course existed: an old-style sign-in, as a pass-free legacy row).
    const email = `${uniq('d')}@example.test`;
    const ok = await gql(s.url, WALK_IN, {
      i: { ...walkInBody(w.depot.id, email), inductionAnswers: [{ courseId: byReason, answers: RIGHT }] },
    });
    expect(ok.errors).toBeUndefined();
    const manager = tokenFor(s, w.manager);
    const list = (await gql(s.url, STATUS, { d: w.depot.id }, manager)).data.visitorInductionStatus;
    expect(list).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ attendeeId: rv.attendee.id, kind: 'REGULAR', state: 'MISSING' }),
        expect.objectContaining({ name: 'Wanda Walker', kind: 'VISITOR', state: 'VALID', inPerson: false }),
      ]),
    );
    expect(list).toHaveLength(2);
    const rec = await gql(s.url, RECORD, { d: w.depot.id, c: regular, a: rv.attendee.id }, manager);
    expect(rec.data.recordVisitorInductionPass).toEqual({ state: 'VALID', inPerson: true });
    // Not on the list for that course: 400; another tenant's staff: the depot is unknown.
    const notDue = await gql(s.url, RECORD, { d: w.depot.id, c: byReason, a: rv.attendee.id }, manager);
    expect(notDue.errors?.[0]?.message).toBe(Messages.inductionVisitorNotDue);
    const other = await world();
    const theirs = await gql(s.url, RECORD, { d: w.depot.id, c: regular, a: rv.attendee.id }, other.token);
    expect(theirs.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    // Two writes of the same visitor's pass at once: one row.
    const at = clock.now();
    const write = () =>
      upsertPass(s.orm.em.fork() as any, {
        tenantId: w.tenant.id,
        courseId: regular,
        attendeeId: rv.attendee.id,
        version: 1,
        score: 100,
        at,
        expiresAt: new Date(at.getTime() + 86_400_000 * 5),
        givenBy: 'kiosk',
        inPerson: false,
      });
    await Promise.all([write(), write(), write()]);
    expect(
      await q(`select count(*)::int as n from induction_pass where attendee_id = ? and course_id = ?`, [rv.attendee.id, regular]),
    ).toEqual([{ n: 1 }]);
    // It expires within 14 days: the sweep reminds the visitor once.
    const sweep = new InductionReminderSweep({ em: s.orm.em.fork() as any, clock });
    const first = await sweep.run();
    expect(first.length).toBeGreaterThanOrEqual(1);
    const [mine] = await q(`select id, reminded_at from induction_pass where attendee_id = ? and course_id = ?`, [rv.attendee.id, regular]);
    expect(first).toContain(mine.id);
    expect(await sweep.run()).not.toContain(mine.id);
    await untilOutboxDone(s.orm, 'induction-reminder', { passId: mine.id });
    const mail = await s.mail.waitFor((m) => m.to.includes(rv.attendee.email) && m.subject.includes('induction'));
    expect(mail.text).toContain('before you can sign in');
    expect(s.mail.messages.filter((m) => m.to.includes(rv.attendee.email))).toHaveLength(1);
  });

  it('erasure of a visitor deletes their passes', async () => {
    const w = await world();
    const courseId = await w.course({ regularVisitors: true });
    const rv = await makeRegularVisitor(s.orm, w.depot);
    const ok = await gql(s.url, CHECK_IN, {
      i: {
        depotId: w.depot.id,
        visitorRef: rv.meetingReference,
        carReg: 'E1',
        ruleAnswers: RULES_OK,
        inductionAnswers: [{ courseId, answers: RIGHT }],
      },
    });
    expect(ok.errors).toBeUndefined();
    expect(await q(`select count(*)::int as n from induction_pass where attendee_id = ?`, [rv.attendee.id])).toEqual([{ n: 1 }]);
    const [a] = await q(`select email from attendee where id = ?`, [rv.attendee.id]);
    const erased = await gql(s.url, ERASE, { input: { email: a.email } }, w.token);
    expect(erased.errors).toBeUndefined();
    expect(await q(`select count(*)::int as n from induction_pass where attendee_id = ?`, [rv.attendee.id])).toEqual([{ n: 0 }]);
  });
});
