import { existsSync } from 'node:fs';
import { mkdtemp, readdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startTestServer, type TestServer } from '../../../test/server';
import { freshDatabase } from '../../../test/database';
import { gql, rest } from '../../../test/http';
import { fixedClock } from '../../../core/clock';
import { makePartner, makeRole, makeWorld, uniq } from '../../../test/factories';
import { tokenFor } from '../../tenants/__tests__/support';
import { Messages } from '../../../contracts/messages';

/**
 * Induction course material (issue 38): a TenantAdmin uploads a course's PDF and video (checked by content, size-limited:
 * a clear 4xx, nothing written, no file left), each change raises the version and is audited, another tenant's course
 * is unknown, the course's removal takes its files; the kiosk reads them (its depot's tenant only) inline with an ETag
 * and byte ranges; the offline kiosk's course list; a held clock-in's answers graded when it arrives.
 */
const clock = fixedClock('2027-03-01T09:00:00Z');
let s: TestServer;
let inductionDir: string;
beforeAll(async () => {
  inductionDir = await mkdtemp(path.join(os.tmpdir(), 'inductions-'));
  s = await startTestServer({
    databaseUrl: await freshDatabase('induction_material'),
    clock,
    over: { inductionDir, inductionPdfMaxMb: 1, inductionVideoMaxMb: 2 },
  });
});
afterAll(async () => {
  await s.close();
});

const q = async <T = any>(sql: string, params: unknown[] = []): Promise<T[]> => s.orm.em.fork().getConnection().execute(sql, params);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const MP4 = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypisom'),
  Buffer.from([0, 0, 2, 0]),
  Buffer.from('isomiso2'),
  Buffer.alloc(4000, 7),
]);
const ADD = `mutation($i: AddInductionCourseInput!) { addInductionCourse(input: $i) { id version } }`;
const COURSES = `{ inductionCourses { id version material { id kind mimeType bytes fileName sha256 url } } }`;
const DUE = `query($d: ID!, $w: String!) { kioskInductions(depotId: $d, workId: $w) { id version material { id kind url sha256 } } }`;
const OFFLINE = `query($d: ID!) { kioskOfflineInductions(depotId: $d) { id title version questions { text options multiple } material { kind url } } }`;
const CLOCK_IN = 'mutation($i: ClockInput!) { clockIn(input: $i) { attendanceId } }';
const QUESTIONS = [
  { text: 'Speed limit on site?', options: ['5 mph', '30 mph'], correct: [0] },
  { text: 'Report a near miss?', options: ['Yes, at once', 'No'], correct: [0] },
];

async function world(over: Record<string, unknown> = {}) {
  const w = await makeWorld(s.orm);
  const token = tokenFor(s, w.admin);
  const partner = await makePartner(s.orm, w.depot, { name: uniq('Inducted ') });
  const r = await gql(
    s.url,
    ADD,
    {
      i: {
        title: uniq('Yard safety '),
        body: 'Walk on the green paths.',
        questions: QUESTIONS,
        passMark: 100,
        allPartners: true,
        validMonths: 12,
        ...over,
      },
    },
    token,
  );
  expect(r.errors).toBeUndefined();
  return { ...w, token, partner, courseId: r.data.addInductionCourse.id as string };
}

async function upload(token: string, courseId: string, bytes: Buffer, name = 'course.pdf', type = 'application/pdf') {
  const form = new FormData();
  form.set('courseId', courseId);
  form.set('file', new Blob([new Uint8Array(bytes)], { type }), name);
  const res = await fetch(`${s.url}/api/induction-material`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
  return { status: res.status, body: (await res.json()) as any };
}

const versionOf = async (id: string) =>
  (await q<{ version: number }>(`select version from induction_course where id = ?`, [id]))[0]?.version;
const filesOf = async (tenantId: string) =>
  existsSync(path.join(inductionDir, tenantId)) ? readdir(path.join(inductionDir, tenantId)) : [];

describe('uploading course material', () => {
  it('a PDF and a video by content: stored, listed, the version up each time, audited; a new one replaces its kind', async () => {
    const w = await world();
    const pdf = await upload(w.token, w.courseId, PDF, 'Yard rules.pdf');
    expect(pdf).toMatchObject({
      status: 201,
      body: { kind: 'pdf', mimeType: 'application/pdf', bytes: PDF.length, fileName: 'Yard rules.pdf' },
    });
    expect(await versionOf(w.courseId)).toBe(2);
    // A video whose client claims it is a PDF is still a video (the bytes decide).
    const video = await upload(w.token, w.courseId, MP4, 'walkthrough.mp4', 'application/pdf');
    expect(video).toMatchObject({ status: 201, body: { kind: 'video', mimeType: 'video/mp4' } });
    expect(await versionOf(w.courseId)).toBe(3);
    const listed = (await gql(s.url, COURSES, {}, w.token)).data.inductionCourses[0];
    expect(listed.material.map((m: { kind: string }) => m.kind)).toEqual(['pdf', 'video']);
    expect(listed.material[0].url).toBe(`/api/induction-material/${pdf.body.id}`);
    const again = await upload(w.token, w.courseId, Buffer.concat([PDF, Buffer.from('% v2\n')]), 'Yard rules v2.pdf');
    expect(again.status).toBe(201);
    expect(await filesOf(w.tenant.id)).toHaveLength(2); // the replaced PDF's file is gone
    const removed = await rest(s.url, 'DELETE', `api/induction-material/${w.courseId}/video`, { token: w.token });
    expect(removed).toMatchObject({ status: 200, body: { removed: true } });
    const trail = await q<{ action: string }>(
      `select action from audit_log where action like 'induction.material%' and tenant_id = ? order by id`,
      [w.tenant.id],
    );
    expect(trail.map((t) => t.action)).toEqual([
      'induction.material-upload',
      'induction.material-upload',
      'induction.material-upload',
      'induction.material-remove',
    ]);
    expect(await versionOf(w.courseId)).toBe(5);
    expect(await filesOf(w.tenant.id)).toHaveLength(1);
    expect((await rest(s.url, 'DELETE', `api/induction-material/${w.courseId}/video`, { token: w.token })).status).toBe(404);
  });

  it('a fake PDF, an empty or too large file, no file: a clear 4xx, nothing written, no file left; managers and other tenants cannot', async () => {
    const w = await world();
    const fake = await upload(w.token, w.courseId, Buffer.from('<html><script>alert(1)</script></html>'), 'rules.pdf');
    expect(fake).toMatchObject({ status: 400, body: { message: Messages.inductionMaterialNotAccepted } });
    const zip = await upload(w.token, w.courseId, Buffer.from('PK\x03\x04\x14\x00\x00\x00\x08\x00'), 'rules.pdf');
    expect(zip.status).toBe(400);
    const big = await upload(w.token, w.courseId, Buffer.concat([PDF, Buffer.alloc(1024 * 1024)]));
    expect(big).toMatchObject({ status: 413, body: { message: Messages.inductionMaterialTooLarge('PDF', 1) } });
    const bigVideo = await upload(w.token, w.courseId, Buffer.concat([MP4, Buffer.alloc(2 * 1024 * 1024)]), 'v.mp4', 'video/mp4');
    expect(bigVideo).toMatchObject({ status: 413, body: { message: Messages.inductionMaterialTooLarge('video', 2) } });
    // Over the route's own multipart limit (the larger kind's, plus 1 MB): refused before it is all read.
    const huge = await upload(w.token, w.courseId, Buffer.concat([MP4, Buffer.alloc(4 * 1024 * 1024)]), 'v.mp4', 'video/mp4');
    expect(huge.status).toBe(413);
    const form = new FormData();
    form.set('courseId', w.courseId);
    const none = await fetch(`${s.url}/api/induction-material`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${w.token}` },
    });
    expect(none.status).toBe(400);
    const other = await world();
    expect((await upload(other.token, w.courseId, PDF)).status).toBe(404);
    expect((await upload(w.token, crypto.randomUUID(), PDF)).status).toBe(404);
    expect((await upload(tokenFor(s, w.manager), w.courseId, PDF)).status).toBe(403);
    expect(await versionOf(w.courseId)).toBe(1);
    expect(await q(`select id from induction_material where course_id = ?`, [w.courseId])).toHaveLength(0);
    expect(await filesOf(w.tenant.id)).toHaveLength(0);
    expect((await rest(s.url, 'DELETE', `api/induction-material/${w.courseId}/pdf`, { token: other.token })).status).toBe(404);
  });

  it("removing the course removes its material's rows and files", async () => {
    const w = await world();
    await upload(w.token, w.courseId, PDF);
    await upload(w.token, w.courseId, MP4, 'v.mp4', 'video/mp4');
    expect(await filesOf(w.tenant.id)).toHaveLength(2);
    const r = await gql(s.url, `mutation($id: ID!) { removeInductionCourse(id: $id) }`, { id: w.courseId }, w.token);
    expect(r.data.removeInductionCourse).toBe(true);
    expect(await q(`select id from induction_material where course_id = ?`, [w.courseId])).toHaveLength(0);
    expect(await filesOf(w.tenant.id)).toHaveLength(0);
  });
});

describe('serving it', () => {
  it("the kiosk reads its depot tenant's file inline with an ETag (304 when it has it) and byte ranges; another depot's: 404", async () => {
    const w = await world();
    const up = await upload(w.token, w.courseId, MP4, 'v.mp4', 'video/mp4');
    const due = await gql(s.url, DUE, { d: w.depot.id, w: w.partner.workId });
    const [material] = due.data.kioskInductions[0].material;
    expect(material).toMatchObject({ kind: 'video', url: `/api/kiosk-induction-material/${w.depot.id}/${up.body.id}` });
    const whole = await fetch(s.url + material.url);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('video/mp4');
    expect(whole.headers.get('content-disposition')).toMatch(/^inline;/);
    expect(whole.headers.get('etag')).toBe(`"${material.sha256}"`);
    expect(whole.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(Buffer.from(await whole.arrayBuffer()).equals(MP4)).toBe(true);
    const part = await fetch(s.url + material.url, { headers: { range: 'bytes=4-11' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 4-11/${MP4.length}`);
    expect(Buffer.from(await part.arrayBuffer()).toString()).toBe('ftypisom');
    const tail = await fetch(s.url + material.url, { headers: { range: 'bytes=-10' } });
    expect(tail.status).toBe(206);
    expect(tail.headers.get('content-range')).toBe(`bytes ${MP4.length - 10}-${MP4.length - 1}/${MP4.length}`);
    const open = await fetch(s.url + material.url, { headers: { range: `bytes=${MP4.length - 2}-` } });
    expect(open.status).toBe(206);
    expect((await open.arrayBuffer()).byteLength).toBe(2);
    const past = await fetch(s.url + material.url, { headers: { range: `bytes=${MP4.length}-` } });
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe(`bytes */${MP4.length}`);
    const cached = await fetch(s.url + material.url, { headers: { 'if-none-match': `"${material.sha256}"` } });
    expect(cached.status).toBe(304);
    const other = await world();
    expect((await fetch(`${s.url}/api/kiosk-induction-material/${other.depot.id}/${up.body.id}`)).status).toBe(404);
    expect((await fetch(`${s.url}/api/kiosk-induction-material/${w.depot.id}/${crypto.randomUUID()}`)).status).toBe(404);
    // Staff of the tenant read it too; another tenant's staff do not; nobody without a token.
    expect((await rest(s.url, 'GET', `api/induction-material/${up.body.id}`, { token: tokenFor(s, w.manager) })).status).toBe(200);
    expect((await rest(s.url, 'GET', `api/induction-material/${up.body.id}`, { token: other.token })).status).toBe(404);
    expect((await fetch(`${s.url}/api/induction-material/${up.body.id}`)).status).toBe(401);
  });
});

describe('the offline kiosk', () => {
  it("lists the depot's every-partner courses without answers; a held clock-in's answers are graded when it arrives", async () => {
    const w = await world();
    await upload(w.token, w.courseId, PDF);
    const role = await makeRole(s.orm, w.tenant, uniq('Forklift '));
    await gql(
      s.url,
      ADD,
      { i: { title: 'Forklift', body: 'Forks down.', questions: QUESTIONS, passMark: 100, roleIds: [role.id], validMonths: 12 } },
      w.token,
    );
    const list = (await gql(s.url, OFFLINE, { d: w.depot.id })).data.kioskOfflineInductions;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ id: w.courseId, version: 2, material: [{ kind: 'pdf' }] });
    expect(JSON.stringify(list)).not.toContain('correct');
    expect((await gql(s.url, OFFLINE, { d: crypto.randomUUID() })).errors?.[0].extensions?.code).toBe('NOT_FOUND');

    const entry = () => ({ entryId: crypto.randomUUID(), deviceId: uniq('dev'), occurredAt: '2027-03-01T08:30:00Z' });
    const heldIn = (answers: number[][], version = 2) =>
      gql(s.url, CLOCK_IN, {
        i: { depotId: w.depot.id, workId: w.partner.workId, entry: entry(), inductions: [{ courseId: w.courseId, version, answers }] },
      });
    const failed = await heldIn([[1], [0]]);
    expect(failed.errors?.[0]).toMatchObject({ extensions: { code: 'FORBIDDEN' } });
    expect(failed.errors?.[0].message).toBe(Messages.inductionHeldFailed(list[0].title, 50, 100));
    expect(await q(`select id from induction_pass where partner_id = ?`, [w.partner.id])).toHaveLength(0);
    const misfit = await heldIn([[0]]);
    expect(misfit.errors?.[0].message).toContain(Messages.inductionAnswers);
    // Answers to an older version are not graded: the check refuses as for no answers.
    expect((await heldIn([[0], [0]], 1)).errors?.[0].message).toBe(Messages.inductionRequired);
    const passed = await heldIn([[0], [0]]);
    expect(passed.errors).toBeUndefined();
    const [pass] = await q<{ version: number; passed_at: Date; given_by: string }>(
      `select version, passed_at, given_by from induction_pass where partner_id = ?`,
      [w.partner.id],
    );
    expect(pass).toMatchObject({ version: 2, given_by: 'kiosk' });
    // At the entry's time as the server keeps it (an unpaired kiosk's device time is not trusted: the server's clock).
    expect(new Date(pass.passed_at).toISOString()).toBe('2027-03-01T09:00:00.000Z');
    // Now passed: the next clock-in's kiosk asks nothing.
    expect((await gql(s.url, DUE, { d: w.depot.id, w: w.partner.workId })).data.kioskInductions).toEqual([]);
  });
});
