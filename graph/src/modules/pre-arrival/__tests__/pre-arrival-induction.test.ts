// Issue 38, "a visitor who arrives ready", the rest of it: a booking names a visit reason (the legacy payload still
// accepted to the letter), so a planned visit by a reason that needs a course is gated like a walk-in; the visitor takes
// the course on the pre-arrival page (graded by the kiosk's grading, recorded as the kiosk's pass) and the kiosk then
// asks nothing; a document asked of visitors is uploaded there (good, wrong type, too big, expired link, another
// tenant's type), staff of the tenant download it (audited), and erasure removes the file.
import { existsSync } from 'node:fs';
import { mkdtemp, readdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startTestServer, type TestServer } from '../../../test/server';
import { freshDatabase } from '../../../test/database';
import { gql, rest } from '../../../test/http';
import { fixedClock } from '../../../core/clock';
import { makeWorld, uniq } from '../../../test/factories';
import { Messages } from '../../../contracts/messages';
import { tokenFor } from '../../tenants/__tests__/support';
import { RULES_OK } from '../../visits/__tests__/support';
import type { SinkMessage } from '../../../test/smtp-sink';

// 08:00 in Dublin (UTC+1 in June): the visits are booked for 14:00 the same day.
const clock = fixedClock('2027-06-10T07:00:00Z');
let s: TestServer;
let documentDir: string;
beforeAll(async () => {
  documentDir = await mkdtemp(path.join(os.tmpdir(), 'visitor-documents-'));
  s = await startTestServer({ databaseUrl: await freshDatabase('pre_arrival_induction'), clock, over: { documentDir, documentMaxMb: 1 } });
});
afterAll(async () => {
  await s.close();
});
afterEach(() => clock.set('2027-06-10T07:00:00Z'));

const sql = <T = any>(q: string, p: unknown[] = []): Promise<T[]> => s.orm.em.fork().getConnection().execute(q, p);
const READ = `query($token: String!) { preArrival(token: $token) { versionId courses { id title questions { text options multiple } }
  coursesPassed { title expiresAt } documents { documentTypeId name documentId fileName mimeType uploadedAt } } }`;
const SUBMIT = `mutation($input: SubmitPreArrivalInput!) { submitPreArrival(input: $input) { completedAt } }`;
const TAKE = `mutation($i: TakePreArrivalInductionInput!) { takePreArrivalInduction(input: $i) { passed score wrong expiresAt } }`;
const DUE = `query($d: ID!, $r: String) { kioskVisitorInductions(depotId: $d, reference: $r) { id } }`;
const CHECK_IN = `mutation($input: VisitorCheckInInput!) { visitorCheckIn(input: $input) { attendanceId visitType } }`;
const REASONS = `query { visitReasonList(tenantId: null) { id text } }`;
const ADD_COURSE = `mutation($i: AddInductionCourseInput!) { addInductionCourse(input: $i) { id } }`;
const ADD_TYPE = `mutation($i: AddDocumentTypeInput!) { addDocumentType(input: $i) { id forPartners forVisitors visitReasonIds } }`;
const BOOK = `mutation($input: BookVisitInput!) { bookVisit(input: $input) { id reasonForVisit } }`;
const VISIT_DOCS = `query($v: ID!) { visitDocuments(visitId: $v) { documentTypeId name documentId fileName uploadedAt } }`;
const PARTNER_TYPES = `query { documentTypes { id forPartners forVisitors } }`;
const ERASE = `mutation($input: DataSubjectInput!) { eraseDataSubject(input: $input) { kind } }`;

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const QUESTIONS = [
  { text: 'Speed limit on site?', options: ['5 mph', '30 mph'], correct: [0] },
  { text: 'Report a near miss?', options: ['Yes, at once', 'No'], correct: [0] },
];
const answersOk = Object.entries(RULES_OK).map(([key, answer]) => ({ key, answer }));

async function world() {
  const w = await makeWorld(s.orm);
  const token = tokenFor(s, w.admin);
  const reasons = (await gql(s.url, REASONS, {}, token)).data.visitReasonList as { id: string; text: string }[];
  const delivery = reasons.find((r) => r.text === 'Delivery')!;
  return { ...w, token, delivery };
}
type World = Awaited<ReturnType<typeof world>>;

async function course(w: World) {
  const r = await gql(
    s.url,
    ADD_COURSE,
    {
      i: {
        title: uniq('Yard '),
        body: 'Walk on the green paths.',
        questions: QUESTIONS,
        passMark: 100,
        validMonths: 12,
        reasonIds: [w.delivery.id],
      },
    },
    w.token,
  );
  expect(r.errors).toBeUndefined();
  return r.data.addInductionCourse.id as string;
}

/** Books a visit for 14:00 today over the REST shim and reads the pre-arrival link of its booking e-mail. */
async function book(w: World, over: Record<string, unknown> = {}) {
  const email = `${uniq('pre')}@example.test`;
  const r = await rest(s.url, 'POST', 'api/book-meeting', {
    token: w.token,
    body: {
      FirstName: 'ada',
      LastName: 'lovelace',
      Email: email,
      Company: 'engines',
      depot: w.depot.id,
      MeetingDateTime: '2027-06-10T14:00',
      ...over,
    },
  });
  expect(r.status).toBe(201);
  const mail = await s.mail.waitFor((m: SinkMessage) => m.to.includes(email));
  const token = /\/arrive\/([A-Za-z0-9_-]{43})/.exec(mail.text)![1];
  return { email, visitId: r.body.id as string, reference: r.body.meetingReference as string, token };
}

async function upload(token: string, documentTypeId: string, bytes: Buffer = PDF, name = 'licence.pdf') {
  const form = new FormData();
  form.set('token', token);
  form.set('documentTypeId', documentTypeId);
  form.set('file', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), name);
  const res = await fetch(`${s.url}/api/pre-arrival-document`, { method: 'POST', body: form });
  return { status: res.status, body: (await res.json()) as any };
}
const filesOf = async (tenantId: string) => (existsSync(path.join(documentDir, tenantId)) ? readdir(path.join(documentDir, tenantId)) : []);

describe('a booking with a visit reason', () => {
  it('is gated like a walk-in of that reason; an unknown reason is 400 and books nothing; the legacy payload is accepted as before', async () => {
    const w = await world();
    await course(w);
    // The spec's payload without a reason, to the letter: booked, no reason, no course asked.
    const plain = await book(w);
    expect((await sql(`select reason_for_visit from visit where id = ?`, [plain.visitId]))[0].reason_for_visit).toBeNull();
    expect((await gql(s.url, DUE, { d: w.depot.id, r: plain.reference })).data.kioskVisitorInductions).toEqual([]);
    // An unknown reason: 400 from the catalogue, nothing booked.
    const before = (await sql(`select count(*)::int as n from visit where tenant_id = ?`, [w.tenant.id]))[0].n;
    const bad = await rest(s.url, 'POST', 'api/book-meeting', {
      token: w.token,
      body: {
        FirstName: 'a',
        LastName: 'b',
        Email: 'x@example.test',
        Company: 'c',
        depot: w.depot.id,
        MeetingDateTime: '2027-06-10T14:00',
        reasonForVisit: 'Sightseeing',
      },
    });
    expect([bad.status, bad.body.message]).toEqual([400, Messages.bookingReasonUnknown]);
    expect((await sql(`select count(*)::int as n from visit where tenant_id = ?`, [w.tenant.id]))[0].n).toBe(before);
    // The REST shim and GraphQL take the reason (any case: the listed words are kept).
    const b = await book(w, { reasonForVisit: 'delivery' });
    expect((await sql(`select reason_for_visit from visit where id = ?`, [b.visitId]))[0].reason_for_visit).toBe('Delivery');
    const g = await gql(
      s.url,
      BOOK,
      {
        input: {
          depotId: w.depot.id,
          firstName: 'G',
          lastName: 'Q',
          email: `${uniq('g')}@example.test`,
          company: 'L',
          date: '2027-06-10',
          time: '15:00',
          reasonForVisit: 'Delivery',
        },
      },
      w.token,
    );
    expect(g.errors).toBeUndefined();
    expect(g.data.bookVisit.reasonForVisit).toBe('Delivery');
    // Gated: the kiosk lists the course for the reference; a check-in without its pass is refused in visitors' words.
    expect((await gql(s.url, DUE, { d: w.depot.id, r: b.reference })).data.kioskVisitorInductions).toHaveLength(1);
    const page = (await gql(s.url, READ, { token: b.token })).data.preArrival;
    expect(
      (await gql(s.url, SUBMIT, { input: { token: b.token, carReg: 'D1', versionId: page.versionId, answers: answersOk } })).errors,
    ).toBeUndefined();
    const refused = await gql(s.url, CHECK_IN, { input: { depotId: w.depot.id, visitorRef: b.reference } });
    expect([refused.errors?.[0]?.message, refused.errors?.[0]?.extensions?.code]).toEqual([Messages.inductionRequiredVisitor, 'FORBIDDEN']);
    expect(Messages.inductionRequiredVisitor).not.toMatch(/clock/i);
    expect(await sql(`select 1 from attendance where visit_id = ?`, [b.visitId])).toEqual([]);
  });
});

describe('the induction on the pre-arrival page', () => {
  it('is graded as at the kiosk; a pass is the kiosk pass, and the check-in by reference then asks nothing', async () => {
    const w = await world();
    const courseId = await course(w);
    const b = await book(w, { reasonForVisit: 'Delivery' });
    const page = (await gql(s.url, READ, { token: b.token })).data.preArrival;
    expect(page.courses).toEqual([
      { id: courseId, title: expect.any(String), questions: QUESTIONS.map((q) => ({ text: q.text, options: q.options, multiple: false })) },
    ]);
    expect(page.coursesPassed).toEqual([]);

    // Wrong answers: told which, nothing written; answers that do not fit: 400; a wrong link: 404; a course not needed: 400.
    const failed = await gql(s.url, TAKE, { i: { token: b.token, courseId, answers: [[1], [0]] } });
    expect(failed.data.takePreArrivalInduction).toMatchObject({ passed: false, score: 50, wrong: [1], expiresAt: null });
    const misfit = await gql(s.url, TAKE, { i: { token: b.token, courseId, answers: [[0]] } });
    expect([misfit.errors?.[0]?.message, misfit.errors?.[0]?.extensions?.code]).toEqual([Messages.inductionAnswers, 'BAD_USER_INPUT']);
    const wrongLink = await gql(s.url, TAKE, { i: { token: 'A'.repeat(43), courseId, answers: [[0], [0]] } });
    expect([wrongLink.errors?.[0]?.message, wrongLink.errors?.[0]?.extensions?.code]).toEqual([
      Messages.preArrivalLinkInvalid,
      'NOT_FOUND',
    ]);
    const plain = await book(w);
    const notNeeded = await gql(s.url, TAKE, { i: { token: plain.token, courseId, answers: [[0], [0]] } });
    expect([notNeeded.errors?.[0]?.message, notNeeded.errors?.[0]?.extensions?.code]).toEqual([
      Messages.inductionVisitorNotDue,
      'BAD_USER_INPUT',
    ]);
    const other = await world();
    const foreign = await course(other);
    const foreignTake = await gql(s.url, TAKE, { i: { token: b.token, courseId: foreign, answers: [[0], [0]] } });
    expect(foreignTake.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(await sql(`select 1 from induction_pass where tenant_id in (?, ?)`, [w.tenant.id, other.tenant.id])).toEqual([]);

    // Passed: recorded as the kiosk records it (the visitor's attendee row, the version, a year's expiry).
    const [passed, again] = await Promise.all([
      gql(s.url, TAKE, { i: { token: b.token, courseId, answers: [[0], [0]] } }),
      gql(s.url, TAKE, { i: { token: b.token, courseId, answers: [[0], [0]] } }),
    ]);
    expect(passed.data.takePreArrivalInduction).toMatchObject({
      passed: true,
      score: 100,
      wrong: [],
      expiresAt: '2028-06-10T07:00:00.000Z',
    });
    expect(again.errors).toBeUndefined();
    const passes = await sql(
      `select p.attendee_id, p.version, p.given_by, v.attendee_id as visitor from induction_pass p, visit v where p.course_id = ? and v.id = ?`,
      [courseId, b.visitId],
    );
    expect(passes).toHaveLength(1);
    expect(passes[0]).toMatchObject({ version: 1, given_by: 'pre-arrival' });
    expect(passes[0].attendee_id).toBe(passes[0].visitor);
    const after = (await gql(s.url, READ, { token: b.token })).data.preArrival;
    expect(after.courses).toEqual([]);
    expect(after.coursesPassed).toEqual([{ title: page.courses[0].title, expiresAt: '2028-06-10T07:00:00.000Z' }]);

    // At the kiosk: no course due for the reference, and the check-in (rules given on the page) asks nothing.
    expect((await gql(s.url, DUE, { d: w.depot.id, r: b.reference })).data.kioskVisitorInductions).toEqual([]);
    expect(
      (await gql(s.url, SUBMIT, { input: { token: b.token, carReg: 'D1', versionId: page.versionId, answers: answersOk } })).errors,
    ).toBeUndefined();
    clock.set('2027-06-10T13:00:00Z');
    const ok = await gql(s.url, CHECK_IN, { input: { depotId: w.depot.id, visitorRef: b.reference } });
    expect(ok.errors).toBeUndefined();
    expect(ok.data.visitorCheckIn.attendanceId).toBeTruthy();
  });
});

describe('documents asked of visitors', () => {
  it('are uploaded on the page by the link (good, wrong type, too big, expired link, another tenant), nothing half-written', async () => {
    const w = await world();
    const other = await world();
    const type = await gql(
      s.url,
      ADD_TYPE,
      {
        i: { name: uniq('Driving licence '), blocksClockIn: false, forPartners: false, forVisitors: true, visitReasonIds: [w.delivery.id] },
      },
      w.token,
    );
    expect(type.errors).toBeUndefined();
    expect(type.data.addDocumentType).toMatchObject({ forPartners: false, forVisitors: true, visitReasonIds: [w.delivery.id] });
    const typeId = type.data.addDocumentType.id as string;
    // A type of the tenant made before (no audience given) stays a partners' one.
    const partners = await gql(s.url, ADD_TYPE, { i: { name: uniq('Insurance '), blocksClockIn: true, roleIds: [] } }, w.token);
    expect(partners.data.addDocumentType).toMatchObject({ forPartners: true, forVisitors: false, visitReasonIds: [] });
    const otherType = (await gql(s.url, ADD_TYPE, { i: { name: 'Licence', blocksClockIn: false, forVisitors: true } }, other.token)).data
      .addDocumentType.id;
    // Another tenant's reason: 400.
    const foreignReason = await gql(
      s.url,
      ADD_TYPE,
      { i: { name: 'X1', blocksClockIn: false, forVisitors: true, visitReasonIds: [other.delivery.id] } },
      w.token,
    );
    expect(foreignReason.errors?.[0]?.message).toBe(Messages.documentTypeReasons);

    const b = await book(w, { reasonForVisit: 'Delivery' });
    const plain = await book(w);
    const page = (await gql(s.url, READ, { token: b.token })).data.preArrival;
    expect(page.documents).toEqual([
      {
        documentTypeId: typeId,
        name: expect.stringMatching(/^Driving licence/),
        documentId: null,
        fileName: null,
        mimeType: null,
        uploadedAt: null,
      },
    ]);
    expect((await gql(s.url, READ, { token: plain.token })).data.preArrival.documents).toEqual([]);

    const rows = () => sql(`select id, file_name, storage_key from visitor_document where visit_id = ? and erased_at is null`, [b.visitId]);
    // Bad input: a clear 4xx, no row, no file.
    const html = await upload(b.token, typeId, Buffer.from('<html><script>alert(1)</script></html>'), 'licence.pdf');
    expect([html.status, html.body.message]).toEqual([400, Messages.documentNotAccepted]);
    const big = await upload(b.token, typeId, Buffer.concat([PDF, Buffer.alloc(1024 * 1024 + 10, 32)]));
    expect(big.status).toBe(413);
    expect((await upload(b.token, otherType)).body.message).toBe(Messages.documentNotAskedOfVisit);
    expect((await upload(plain.token, typeId)).status).toBe(400);
    expect((await upload('A'.repeat(43), typeId)).status).toBe(404);
    expect((await upload(b.token, 'not-an-id')).status).toBe(400);
    expect(await rows()).toEqual([]);
    expect(await filesOf(w.tenant.id)).toEqual([]);

    // Good: stored; a second upload replaces it (one row, one file).
    const first = await upload(b.token, typeId);
    expect(first.status).toBe(201);
    expect(first.body[0]).toMatchObject({ documentTypeId: typeId, fileName: 'licence.pdf', mimeType: 'application/pdf' });
    const second = await upload(b.token, typeId, PDF, 'licence-2.pdf');
    expect(second.status).toBe(201);
    const reread = await gql(s.url, READ, { token: b.token });
    expect(reread.errors).toBeUndefined();
    expect(reread.data.preArrival.documents[0]).toMatchObject({ fileName: 'licence-2.pdf', uploadedAt: '2027-06-10T07:00:00.000Z' });
    const [row] = await rows();
    expect((await rows()).map((r) => r.file_name)).toEqual(['licence-2.pdf']);
    expect(await filesOf(w.tenant.id)).toEqual([path.basename(row.storage_key)]);

    // The link after the visit's day: the one invalid answer, nothing written.
    clock.set('2027-06-10T23:00:00Z');
    const late = await upload(b.token, typeId);
    expect([late.status, late.body.message]).toEqual([404, Messages.preArrivalLinkInvalid]);
    expect(await rows()).toHaveLength(1);

    // Staff of the tenant see and download it (audited); another tenant hears 404.
    const seen = await gql(s.url, VISIT_DOCS, { v: b.visitId }, w.token);
    expect(seen.data.visitDocuments).toEqual([
      {
        documentTypeId: typeId,
        name: expect.any(String),
        documentId: row.id,
        fileName: 'licence-2.pdf',
        uploadedAt: '2027-06-10T07:00:00.000Z',
      },
    ]);
    expect((await gql(s.url, VISIT_DOCS, { v: b.visitId }, other.token)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const res = await fetch(`${s.url}/api/visitor-document/${row.id}`, { headers: { authorization: `Bearer ${w.token}` } });
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer()).equals(PDF)).toBe(true);
    const foreign = await fetch(`${s.url}/api/visitor-document/${row.id}`, { headers: { authorization: `Bearer ${other.token}` } });
    expect(foreign.status).toBe(404);
    const unsigned = await fetch(`${s.url}/api/visitor-document/${row.id}`);
    expect(unsigned.status).toBe(401);
    expect(await sql(`select 1 from audit_log where action = 'visitor-document.download' and target_id = ?`, [row.id])).toHaveLength(1);
    // A visitors' only type is no partner's: the partners' lists and the clock-in check leave it out.
    expect((await gql(s.url, PARTNER_TYPES, {}, w.token)).data.documentTypes).toEqual(
      expect.arrayContaining([{ id: typeId, forPartners: false, forVisitors: true }]),
    );
  });

  it('go with the visitor at erasure: the row and the file', async () => {
    const w = await world();
    const type = await gql(
      s.url,
      ADD_TYPE,
      { i: { name: uniq('ID card '), blocksClockIn: false, forPartners: false, forVisitors: true } },
      w.token,
    );
    const typeId = type.data.addDocumentType.id as string;
    const b = await book(w);
    expect((await upload(b.token, typeId)).status).toBe(201);
    expect(await filesOf(w.tenant.id)).toHaveLength(1);
    const erased = await gql(s.url, ERASE, { input: { email: b.email } }, w.token);
    expect(erased.errors).toBeUndefined();
    expect(await sql(`select 1 from visitor_document where visit_id = ?`, [b.visitId])).toEqual([]);
    expect(await filesOf(w.tenant.id)).toEqual([]);
  });
});
