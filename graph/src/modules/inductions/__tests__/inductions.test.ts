import type { EntityManager } from '@mikro-orm/postgresql';
import { startTestServer, type TestServer } from '../../../test/server';
import { freshDatabase } from '../../../test/database';
import { gql, rest } from '../../../test/http';
import { fixedClock } from '../../../core/clock';
import { untilOutboxDone } from '../../../test/outbox';
import { makePartner, makeRole, makeWorld, uniq } from '../../../test/factories';
import { tokenFor } from '../../tenants/__tests__/support';
import { Messages } from '../../../contracts/messages';
import { InductionReminderSweep } from '../induction-reminder.job';
import { answersFit, expiryOf, grade } from '../induction-rules';

/**
 * Inductions that expire (issue 38): courses managed by a tenant's admins (bad input refused with the catalogue's words,
 * nothing written; another tenant's courses and roles unknown), a partner who needs one refused at clock-in over GraphQL
 * and REST until they pass it at the kiosk (graded on the server; failed: which questions), the pass kept with its
 * version and expiry on a fixed clock, the reminder e-mailed once, two submits at once one pass, erasure removes passes.
 */
const clock = fixedClock('2027-03-01T09:00:00Z');
let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ databaseUrl: await freshDatabase('inductions'), clock });
});
afterAll(async () => {
  await s.close();
});

const q = async <T = any>(sql: string, params: unknown[] = []): Promise<T[]> => s.orm.em.fork().getConnection().execute(sql, params);
const ADD = `mutation($i: AddInductionCourseInput!) { addInductionCourse(input: $i) { id version passMark roleIds questions { correct } } }`;
const UPDATE = `mutation($i: UpdateInductionCourseInput!) { updateInductionCourse(input: $i) { id version } }`;
const REMOVE = `mutation($id: ID!) { removeInductionCourse(id: $id) }`;
const DUE = `query($d: ID!, $w: String!) { kioskInductions(depotId: $d, workId: $w) { id title body version questions { text options multiple } } }`;
const SUBMIT = `mutation($i: SubmitInductionInput!) { submitInduction(input: $i) { passed score passMark wrong expiresAt } }`;
const STATUS = `query($d: ID!) { inductionStatus(depotId: $d) { partnerId workId courseTitle state expiresAt version inPerson } }`;
const RECORD = `mutation($c: ID!, $p: ID!) { recordInductionPass(courseId: $c, partnerId: $p) { state inPerson expiresAt } }`;
const CLOCK_IN = 'mutation($i: ClockInput!) { clockIn(input: $i) { attendanceId } }';
const CLOCK_OUT = 'mutation($i: ClockInput!) { clockOut(input: $i) { attendanceId } }';

const QUESTIONS = [
  { text: 'Speed limit on site?', options: ['5 mph', '30 mph'], correct: [0] },
  { text: 'Which are required in the yard?', options: ['Hi-vis vest', 'Safety shoes', 'Sunglasses'], correct: [0, 1] },
  { text: 'Report a near miss?', options: ['Yes, at once', 'No'], correct: [0] },
];
const RIGHT = [[0], [0, 1], [0]];

async function world() {
  const w = await makeWorld(s.orm);
  const token = tokenFor(s, w.admin);
  const forklift = await makeRole(s.orm, w.tenant, uniq('Forklift '));
  const partner = await makePartner(s.orm, w.depot, { role: forklift, name: uniq('Inducted ') });
  const other = await makePartner(s.orm, w.depot, { name: uniq('Office ') });
  const course = async (over: Record<string, unknown> = {}) => {
    const r = await gql(
      s.url,
      ADD,
      {
        i: {
          title: 'Yard safety',
          body: 'Walk on the green paths.',
          questions: QUESTIONS,
          passMark: 100,
          roleIds: [forklift.id],
          validMonths: 12,
          ...over,
        },
      },
      token,
    );
    expect(r.errors).toBeUndefined();
    return r.data.addInductionCourse.id as string;
  };
  return { ...w, token, forklift, partner, other, course };
}

const clockIn = (depotId: string, workId: string) => gql(s.url, CLOCK_IN, { i: { depotId, workId } });
const submit = (depotId: string, workId: string, courseId: string, answers: number[][]) =>
  gql(s.url, SUBMIT, { i: { depotId, workId, courseId, answers } });

describe('grading (pure)', () => {
  it('a question is right only with exactly its right options; the score rounds down; no questions pass by reading', () => {
    expect(grade(QUESTIONS, RIGHT, 100)).toEqual({ passed: true, score: 100, wrong: [] });
    expect(grade(QUESTIONS, [[0], [0], [0]], 60)).toEqual({ passed: true, score: 66, wrong: [2] });
    expect(grade(QUESTIONS, [[0], [0, 1, 2], [1]], 34)).toEqual({ passed: false, score: 33, wrong: [2, 3] });
    expect(grade([], [], 100)).toEqual({ passed: true, score: 100, wrong: [] });
    expect(grade(QUESTIONS, [[1], [2], [1]], 0)).toEqual({ passed: true, score: 0, wrong: [1, 2, 3] });
    expect(answersFit(QUESTIONS, [[0], [0, 0], [0]])).toBe(false);
    expect(answersFit(QUESTIONS, [[0], [3], [0]])).toBe(false);
    expect(answersFit(QUESTIONS, [[0], [1]])).toBe(false);
    expect(expiryOf(new Date('2027-01-31T10:00:00Z'), 1).toISOString()).toBe('2027-02-28T10:00:00.000Z');
  });
});

describe('inductions (issue 38)', () => {
  it('bad courses are refused with the catalogue words and nothing is written; another tenant cannot touch a course', async () => {
    const w = await world();
    const base = { title: 'T', body: 'B', questions: QUESTIONS, passMark: 50, roleIds: [w.forklift.id], validMonths: 12 };
    const bad: [Record<string, unknown>, string][] = [
      [{ passMark: 101 }, Messages.inductionPassMark],
      [{ passMark: -1 }, Messages.inductionPassMark],
      [{ validMonths: 0 }, Messages.inductionValidMonths],
      [{ validMonths: 121 }, Messages.inductionValidMonths],
      [{ title: '   ' }, Messages.inductionTitle],
      [{ body: '' }, Messages.inductionBody],
      [{ roleIds: [] }, Messages.inductionWho],
      [{ questions: [{ text: 'Q', options: ['only one'], correct: [0] }] }, Messages.inductionQuestions],
      [{ questions: [{ text: 'Q', options: ['a', 'b'], correct: [2] }] }, Messages.inductionQuestions],
      [{ questions: [{ text: 'Q', options: ['a', 'b'], correct: [] }] }, Messages.inductionQuestions],
    ];
    for (const [over, message] of bad) {
      const r = await gql(s.url, ADD, { i: { ...base, ...over } }, w.token);
      expect([r.errors?.[0]?.message, r.errors?.[0]?.extensions?.code]).toEqual([message, 'BAD_USER_INPUT']);
    }
    // Not a whole number: GraphQL's Int refuses it (400) before the command.
    expect((await gql(s.url, ADD, { i: { ...base, passMark: 50.5 } }, w.token)).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    // Another tenant's role is not a role here.
    const elsewhere = await makeWorld(s.orm);
    const theirRole = await makeRole(s.orm, elsewhere.tenant);
    const r = await gql(s.url, ADD, { i: { ...base, roleIds: [theirRole.id] } }, w.token);
    expect([r.errors?.[0]?.message, r.errors?.[0]?.extensions?.code]).toEqual([Messages.inductionRoles, 'BAD_USER_INPUT']);
    expect(await q(`select id from induction_course where tenant_id = ?`, [w.tenant.id])).toEqual([]);

    // Another tenant's admin: the course is not found (edit, remove), their kiosk cannot take it, nor record a pass.
    const id = await w.course();
    const theirs = tokenFor(s, elsewhere.admin);
    for (const [doc, vars] of [
      [UPDATE, { i: { ...base, id } }],
      [REMOVE, { id }],
      [RECORD, { c: id, p: w.partner.id }],
    ] as const) {
      const e = await gql(s.url, doc, vars, theirs);
      expect(e.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    }
    const theirPartner = await makePartner(s.orm, elsewhere.depot);
    const cross = await submit(elsewhere.depot.id, theirPartner.workId, id, RIGHT);
    expect(cross.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    // A DepotManager reads courses but does not manage them.
    expect((await gql(s.url, REMOVE, { id }, tokenFor(s, w.manager))).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await q(`select version from induction_course where id = ?`, [id])).toEqual([{ version: 1 }]);
    // Every change is in the audit trail.
    const audited = await q<{ action: string }>(`select action from audit_log where target_id = ? order by id`, [id]);
    expect(audited.map((a) => a.action)).toContain('induction.add');
  });

  it('clock-in refused (GraphQL, REST) until the partner passes at the kiosk: graded on the server, wrong questions named, version and expiry kept', async () => {
    clock.set('2027-03-01T09:00:00Z');
    const w = await world();
    const id = await w.course();
    // The kiosk's course never carries the right answers.
    const due = await gql(s.url, DUE, { d: w.depot.id, w: w.partner.workId });
    expect(due.errors).toBeUndefined();
    expect(due.data.kioskInductions).toHaveLength(1);
    expect(due.data.kioskInductions[0].questions[1]).toEqual({ text: QUESTIONS[1].text, options: QUESTIONS[1].options, multiple: true });
    expect(JSON.stringify(due.data)).not.toContain('correct');
    // Someone of another role needs nothing.
    expect((await gql(s.url, DUE, { d: w.depot.id, w: w.other.workId })).data.kioskInductions).toEqual([]);

    const refused = await clockIn(w.depot.id, w.partner.workId);
    expect([refused.errors?.[0]?.message, refused.errors?.[0]?.extensions?.code]).toEqual([Messages.inductionRequired, 'FORBIDDEN']);
    const legacy = await rest(s.url, 'POST', 'api/clock-in', { body: { workId: w.partner.workId, depot: w.depot.id } });
    expect([legacy.status, legacy.body.message]).toEqual([403, Messages.inductionRequired]);
    expect(await q(`select id from attendance where partner_id = ?`, [w.partner.id])).toEqual([]);

    // Bad answers: a clear 400, nothing written.
    for (const answers of [[[0]], [[0], [5], [0]], [[0], [0, 0], [0]]]) {
      const r = await submit(w.depot.id, w.partner.workId, id, answers);
      expect([r.errors?.[0]?.message, r.errors?.[0]?.extensions?.code]).toEqual([Messages.inductionAnswers, 'BAD_USER_INPUT']);
    }
    // Not their course (another role), an unknown work id.
    expect((await submit(w.depot.id, w.other.workId, id, RIGHT)).errors?.[0]?.message).toBe(Messages.inductionNotDue);
    expect((await submit(w.depot.id, '999999999999999', id, RIGHT)).errors?.[0]?.message).toBe(Messages.partnerUnknown);

    // Failed once: told which, nothing recorded, still refused.
    const failed = await submit(w.depot.id, w.partner.workId, id, [[0], [0], [1]]);
    expect(failed.data.submitInduction).toEqual({ passed: false, score: 33, passMark: 100, wrong: [2, 3], expiresAt: null });
    expect(await q(`select id from induction_pass where partner_id = ?`, [w.partner.id])).toEqual([]);
    expect((await clockIn(w.depot.id, w.partner.workId)).errors?.[0]?.message).toBe(Messages.inductionRequired);

    // Passed: recorded with the version and an expiry 12 months on; the clock-in completes and the next asks nothing.
    const passed = await submit(w.depot.id, w.partner.workId, id, RIGHT);
    expect(passed.data.submitInduction).toEqual({
      passed: true,
      score: 100,
      passMark: 100,
      wrong: [],
      expiresAt: '2028-03-01T09:00:00.000Z',
    });
    const [pass] = await q(`select version, score, given_by, in_person, expires_at from induction_pass where partner_id = ?`, [
      w.partner.id,
    ]);
    expect(pass).toMatchObject({ version: 1, score: 100, given_by: 'kiosk', in_person: false });
    expect((await clockIn(w.depot.id, w.partner.workId)).errors).toBeUndefined();
    expect((await gql(s.url, DUE, { d: w.depot.id, w: w.partner.workId })).data.kioskInductions).toEqual([]);
    expect((await gql(s.url, CLOCK_OUT, { i: { depotId: w.depot.id, workId: w.partner.workId } })).errors).toBeUndefined();

    // A change makes the version go up (an unchanged save does not); the pass keeps the version it passed.
    const same = {
      title: 'Yard safety',
      body: 'Walk on the green paths.',
      questions: QUESTIONS,
      passMark: 100,
      roleIds: [w.forklift.id],
      validMonths: 12,
    };
    expect((await gql(s.url, UPDATE, { i: { ...same, id } }, w.token)).data.updateInductionCourse.version).toBe(1);
    expect(
      (await gql(s.url, UPDATE, { i: { ...same, id, body: 'Walk on the green paths only.' } }, w.token)).data.updateInductionCourse.version,
    ).toBe(2);
    expect((await q(`select version from induction_pass where partner_id = ?`, [w.partner.id]))[0].version).toBe(1);
    const audited = await q<{ action: string }>(`select action from audit_log where target_id = ? order by id`, [id]);
    expect(audited.map((a) => a.action)).toEqual(expect.arrayContaining(['induction.add', 'induction.edit']));
  });

  it('expiry on a fixed clock: valid, expiring within 30 days, expired (the clock-in asks again); a pass given in person', async () => {
    clock.set('2027-03-01T09:00:00Z');
    const w = await world();
    const id = await w.course({ allPartners: true, roleIds: [], validMonths: 6 });
    expect((await submit(w.depot.id, w.partner.workId, id, RIGHT)).data.submitInduction.passed).toBe(true);
    const state = async () =>
      Object.fromEntries(
        (
          (await gql(s.url, STATUS, { d: w.depot.id }, tokenFor(s, w.manager))).data.inductionStatus as { workId: string; state: string }[]
        ).map((r) => [r.workId, r.state]),
      );
    expect(await state()).toEqual({ [w.partner.workId]: 'VALID', [w.other.workId]: 'MISSING' });

    clock.set('2027-08-15T09:00:00Z');
    expect((await state())[w.partner.workId]).toBe('EXPIRING');
    expect((await clockIn(w.depot.id, w.partner.workId)).errors).toBeUndefined();
    expect((await gql(s.url, CLOCK_OUT, { i: { depotId: w.depot.id, workId: w.partner.workId } })).errors).toBeUndefined();

    clock.set('2027-09-01T09:00:01Z');
    expect((await state())[w.partner.workId]).toBe('EXPIRED');
    expect((await clockIn(w.depot.id, w.partner.workId)).errors?.[0]?.message).toBe(Messages.inductionRequired);

    // The depot's manager records a pass given in person: valid again, from now.
    const r = await gql(s.url, RECORD, { c: id, p: w.other.id }, tokenFor(s, w.manager));
    expect(r.data.recordInductionPass).toEqual({ state: 'VALID', inPerson: true, expiresAt: '2028-03-01T09:00:01.000Z' });
    expect((await clockIn(w.depot.id, w.other.workId)).errors).toBeUndefined();
    clock.set('2027-03-01T09:00:00Z');
  });

  it('a pass given in person on a day staff choose: not in the future, not before the course, the expiry counted from that day', async () => {
    clock.set('2027-03-01T09:00:00Z');
    const w = await world();
    const id = await w.course({ allPartners: true, roleIds: [], validMonths: 6 });
    const short = await w.course({ title: 'Hot works', allPartners: true, roleIds: [], validMonths: 1 });
    // The course was made on 10 January 2027 at noon (the depot's zone, Europe/Dublin, is UTC in winter).
    await q(`update induction_course set created_at = ? where id in (?, ?)`, ['2027-01-10T12:00:00Z', id, short]);
    const manager = tokenFor(s, w.manager);
    const record = (c: string, p: string, passedOn?: string | null) =>
      gql(
        s.url,
        `mutation($c: ID!, $p: ID!, $d: String) { recordInductionPass(courseId: $c, partnerId: $p, passedOn: $d) { state inPerson expiresAt } }`,
        { c, p, d: passedOn },
        manager,
      );
    const refused = async (c: string, passedOn: string, message: string) => {
      const r = await record(c, w.partner.id, passedOn);
      expect(r.errors?.[0]?.message).toBe(message);
      expect(r.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    };
    await refused(id, '2027-03-02', Messages.inductionPassDayFuture);
    await refused(id, '2027-01-09', Messages.inductionPassDayBeforeCourse);
    await refused(id, '2027-02-30', Messages.inductionPassDay);
    await refused(id, '01/02/2027', Messages.inductionPassDay);
    await refused(short, '2027-01-20', Messages.inductionPassDayExpired); // expired on 20 February
    expect(await q(`select id from induction_pass where partner_id in (?, ?)`, [w.partner.id, w.other.id])).toEqual([]);

    // The day the course was made: from its making (not that day's midnight); six months on.
    expect((await record(id, w.partner.id, '2027-01-10')).data.recordInductionPass).toEqual({
      state: 'VALID',
      inPerson: true,
      expiresAt: '2027-07-10T12:00:00.000Z',
    });
    // A past day: from its start; a month's course given on 5 February expires within 30 days (EXPIRING).
    expect((await record(id, w.other.id, '2027-02-01')).data.recordInductionPass.expiresAt).toBe('2027-08-01T00:00:00.000Z');
    expect((await record(short, w.other.id, '2027-02-05')).data.recordInductionPass).toEqual({
      state: 'EXPIRING',
      inPerson: true,
      expiresAt: '2027-03-05T00:00:00.000Z',
    });
    // Today (or no day): now.
    expect((await record(short, w.partner.id, '2027-03-01')).data.recordInductionPass.expiresAt).toBe('2027-04-01T09:00:00.000Z');
    const rows = await q<{ partner_id: string; passed_at: Date; given_by: string; in_person: boolean }>(
      `select partner_id, passed_at, given_by, in_person from induction_pass where course_id = ? order by passed_at`,
      [id],
    );
    expect(rows.map((r) => [r.partner_id, new Date(r.passed_at).toISOString(), r.given_by, r.in_person])).toEqual([
      [w.partner.id, '2027-01-10T12:00:00.000Z', w.manager.username, true],
      [w.other.id, '2027-02-01T00:00:00.000Z', w.manager.username, true],
    ]);
    // The status and the clock-in read the backdated passes as any other.
    const status = (await gql(s.url, STATUS, { d: w.depot.id }, manager)).data.inductionStatus as { workId: string; state: string }[];
    expect(
      status
        .filter((r) => r.workId === w.other.workId)
        .map((r) => r.state)
        .sort(),
    ).toEqual(['EXPIRING', 'VALID']);
    expect((await clockIn(w.depot.id, w.partner.workId)).errors).toBeUndefined();
    const audited = await q<{ action: string }>(`select action from audit_log where action = 'induction.record-pass' and tenant_id = ?`, [
      w.tenant.id,
    ]);
    expect(audited).toHaveLength(4);
    // Its passes would be due a reminder in the next test's sweep (which reads every tenant): the courses go.
    for (const c of [id, short]) expect((await gql(s.url, REMOVE, { id: c }, w.token)).data.removeInductionCourse).toBe(true);
  });

  it('the reminder 14 days before expiry is e-mailed once, in the language of the last clock-in; two submits at once make one pass', async () => {
    clock.set('2027-03-01T09:00:00Z');
    const w = await world();
    const id = await w.course({ validMonths: 1 });
    const [a, b] = await Promise.all([submit(w.depot.id, w.partner.workId, id, RIGHT), submit(w.depot.id, w.partner.workId, id, RIGHT)]);
    expect([a.data.submitInduction.passed, b.data.submitInduction.passed]).toEqual([true, true]);
    expect(await q(`select id from induction_pass where partner_id = ?`, [w.partner.id])).toHaveLength(1);
    // Clocks in once in Polish: the reminder speaks it.
    expect((await gql(s.url, CLOCK_IN, { i: { depotId: w.depot.id, workId: w.partner.workId, language: 'pl' } })).errors).toBeUndefined();

    const sweep = (at: string) => new InductionReminderSweep({ em: s.orm.em.fork() as EntityManager, clock: fixedClock(at) }).run();
    expect(await sweep('2027-03-10T09:00:00Z')).toEqual([]); // 19 days before: not yet
    const [first, second] = await Promise.all([sweep('2027-03-18T09:00:00Z'), sweep('2027-03-18T09:00:00Z')]);
    expect([...first, ...second]).toHaveLength(1);
    expect(await sweep('2027-03-20T09:00:00Z')).toEqual([]);
    await untilOutboxDone(s.orm, 'induction-reminder', { passId: [...first, ...second][0] });
    const mine = () => s.mail.messages.filter((m) => m.to.includes(w.partner.email!));
    const mail = await s.mail.waitFor((m) => m.to.includes(w.partner.email!) && m.subject.includes('szkolenie'));
    expect(mail.text).toContain('Yard safety');
    expect(mine().filter((m) => m.subject.includes('szkolenie'))).toHaveLength(1);
    // A new pass clears the mark: its own expiry is reminded of in its turn.
    clock.set('2027-03-25T09:00:00Z');
    expect((await submit(w.depot.id, w.partner.workId, id, RIGHT)).data.submitInduction.passed).toBe(true);
    expect(await q(`select reminded_at from induction_pass where partner_id = ?`, [w.partner.id])).toEqual([{ reminded_at: null }]);
    clock.set('2027-03-01T09:00:00Z');
  });

  it("erasing a partner removes their induction passes, and no one else's", async () => {
    const w = await world();
    const id = await w.course({ allPartners: true, roleIds: [] });
    await submit(w.depot.id, w.partner.workId, id, RIGHT);
    await submit(w.depot.id, w.other.workId, id, RIGHT);
    const r = await gql(
      s.url,
      `mutation($i: DataSubjectInput!) { eraseDataSubject(input: $i) { counts { partners } } }`,
      { i: { email: w.partner.email } },
      w.token,
    );
    expect(r.errors).toBeUndefined();
    expect(r.data.eraseDataSubject.counts.partners).toBe(1);
    expect(await q(`select partner_id from induction_pass where course_id = ?`, [id])).toEqual([{ partner_id: w.other.id }]);
  });
});
