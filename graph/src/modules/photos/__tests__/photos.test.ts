import { existsSync } from 'node:fs';
import { mkdtemp, readdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { startTestServer, type TestServer } from '../../../test/server';
import { gql } from '../../../test/http';
import { tokenFor } from '../../tenants/__tests__/support';
import { makeDepot, makeUser, makeWorld, uniq } from '../../../test/factories';
import { Messages } from '../../../contracts/messages';
import { walkIn } from '../../visits/__tests__/support';
import { RetentionSweep } from '../../retention/retention.service';

/**
 * Visitor photos (issue 37): the kiosk adds a photo to the sign-in it just made (checked from its bytes, at most 2 MB,
 * re-encoded without metadata); staff of that tenant and depot read it, nobody else; erasure and retention remove the
 * file with the person; a walk-in without a photo (the REST shim's legacy payload) signs in as before.
 */
let s: TestServer;
let photoDir: string;
beforeAll(async () => {
  photoDir = await mkdtemp(path.join(os.tmpdir(), 'photos-'));
  s = await startTestServer({ over: { photoDir } });
});
afterAll(async () => {
  await s.close();
});

const q = async <T = any>(sql: string, params: unknown[] = []): Promise<T[]> => s.orm.em.fork().getConnection().execute(sql, params);

/** A real photo: a JPEG carrying EXIF (a camera's maker and a copyright line) that must not survive. */
const cameraJpeg = () =>
  sharp({ create: { width: 1200, height: 900, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .jpeg()
    .withExif({ IFD0: { Make: 'SecretCam', Copyright: 'Ada Byrne' } })
    .toBuffer();

async function upload(depotId: string, attendanceId: string, bytes: Buffer, name = 'photo.jpg', type = 'image/jpeg') {
  const form = new FormData();
  form.set('depotId', depotId);
  form.set('attendanceId', attendanceId);
  form.set('photo', new Blob([new Uint8Array(bytes)], { type }), name);
  const res = await fetch(`${s.url}/api/kiosk-photo`, { method: 'POST', body: form });
  return { status: res.status, body: (await res.json()) as any };
}

const getPhoto = (attendanceId: string, token?: string) =>
  fetch(`${s.url}/api/visitor-photo/${attendanceId}`, token ? { headers: { authorization: `Bearer ${token}` } } : {});

async function walker(depotId: string, email = `${uniq('v')}@example.test`) {
  const r = await walkIn(s, depotId, { email, firstName: 'ada', lastName: uniq('byrne') });
  expect(r.status).toBe(200);
  const [row] = await q<{ id: string }>(
    `select id from attendance where depot_id = ? and checked_out_at is null order by created_at desc limit 1`,
    [depotId],
  );
  return { attendanceId: row.id, email };
}

const filesIn = async (tenantId: string) => (existsSync(path.join(photoDir, tenantId)) ? readdir(path.join(photoDir, tenantId)) : []);

describe('the depot setting', () => {
  it('is off by default; a manager turns it on for the kiosk; another tenant cannot', async () => {
    const w = await makeWorld(s.orm);
    const other = await makeWorld(s.orm);
    const KIOSK = `query($t: String!, $d: String!) { findDepot(tenantName: $t, depotCode: $d) { id photoAtSignIn } }`;
    const kiosk = async () => (await gql(s.url, KIOSK, { t: w.tenant.name, d: w.depot.code })).data.findDepot.photoAtSignIn;
    expect(await kiosk()).toBe(false);
    const SET = `mutation($d: ID!, $e: Boolean!) { setDepotPhotoAtSignIn(depotId: $d, enabled: $e) }`;
    const refused = await gql(s.url, SET, { d: w.depot.id, e: true }, tokenFor(s, other.admin));
    expect(refused.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect(await kiosk()).toBe(false);
    const set = await gql(s.url, SET, { d: w.depot.id, e: true }, tokenFor(s, w.manager));
    expect(set.data.setDepotPhotoAtSignIn).toBe(true);
    expect(await kiosk()).toBe(true);
    const read = await gql(s.url, `query($d: ID!) { depotPhotoAtSignIn(depotId: $d) }`, { d: w.depot.id }, tokenFor(s, w.admin));
    expect(read.data.depotPhotoAtSignIn).toBe(true);
  });
});

describe('the kiosk upload', () => {
  it('a walk-in still signs in without a photo (the legacy REST payload); the photo is an addition', async () => {
    const w = await makeWorld(s.orm);
    const { attendanceId } = await walker(w.depot.id);
    const list = await gql(
      s.url,
      `query($d: ID!) { onSiteNow(depotId: $d) { rows { attendanceId hasPhoto } } }`,
      { d: w.depot.id },
      tokenFor(s, w.admin),
    );
    expect(list.data.onSiteNow.rows).toEqual([{ attendanceId, hasPhoto: false }]);
    expect((await getPhoto(attendanceId, tokenFor(s, w.admin))).status).toBe(404);
  });

  it('stores a real photo re-encoded as a small JPEG without its metadata, once; the list says so', async () => {
    const w = await makeWorld(s.orm);
    const { attendanceId } = await walker(w.depot.id);
    const up = await upload(w.depot.id, attendanceId, await cameraJpeg());
    expect(up).toEqual({ status: 201, body: { attendanceId, bytes: expect.any(Number) } });
    const files = await filesIn(w.tenant.id);
    expect(files).toHaveLength(1);
    const res = await getPhoto(attendanceId, tokenFor(s, w.manager));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height, exif: meta.exif }).toEqual({
      format: 'jpeg',
      width: 480,
      height: 360,
      exif: undefined,
    });
    const list = await gql(
      s.url,
      `query($d: ID!) { onSiteNow(depotId: $d) { rows { hasPhoto } } }`,
      { d: w.depot.id },
      tokenFor(s, w.admin),
    );
    expect(list.data.onSiteNow.rows).toEqual([{ hasPhoto: true }]);
    // a second photo for the same sign-in is refused; the first stays
    const again = await upload(w.depot.id, attendanceId, await cameraJpeg());
    expect(again).toEqual({ status: 409, body: expect.objectContaining({ message: Messages.photoAlreadyTaken }) });
    expect(await filesIn(w.tenant.id)).toEqual(files);
  });

  it('two uploads at once for one sign-in: one wins, one file', async () => {
    const w = await makeWorld(s.orm);
    const { attendanceId } = await walker(w.depot.id);
    const jpeg = await cameraJpeg();
    const answers = await Promise.all([upload(w.depot.id, attendanceId, jpeg), upload(w.depot.id, attendanceId, jpeg)]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect(await filesIn(w.tenant.id)).toHaveLength(1);
    expect(await q(`select count(*)::int as n from visitor_photo where attendance_id = ?`, [attendanceId])).toEqual([{ n: 1 }]);
  });

  it.each([
    ['text named .jpg', Buffer.from('this is not an image at all, only words'), 'photo.jpg', 'image/jpeg'],
    ['a PDF', Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n'), 'photo.png', 'image/png'],
    [
      'a JPEG header with garbage after it',
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(4000, 7)]),
      'p.jpg',
      'image/jpeg',
    ],
    ['an empty file', Buffer.alloc(0), 'p.jpg', 'image/jpeg'],
  ])('refuses %s (400, from its bytes), nothing stored', async (_what, bytes, name, type) => {
    const w = await makeWorld(s.orm);
    const { attendanceId } = await walker(w.depot.id);
    const r = await upload(w.depot.id, attendanceId, bytes, name, type);
    expect(r.status).toBe(400);
    expect(r.body.message).toBe(Messages.photoNotImage);
    expect(await filesIn(w.tenant.id)).toEqual([]);
    expect(await q(`select count(*)::int as n from visitor_photo where tenant_id = ?`, [w.tenant.id])).toEqual([{ n: 0 }]);
  });

  it('refuses a photo over 2 MB (413), nothing stored', async () => {
    const w = await makeWorld(s.orm);
    const { attendanceId } = await walker(w.depot.id);
    const big = await sharp({ create: { width: 1000, height: 900, channels: 3, background: '#888' } })
      .raw()
      .toBuffer()
      .then((raw) =>
        sharp(raw, { raw: { width: 1000, height: 900, channels: 3 } })
          .png({ compressionLevel: 0 })
          .toBuffer(),
      );
    expect(big.length).toBeGreaterThan(2 * 1024 * 1024);
    expect(big.length).toBeLessThan(3 * 1024 * 1024);
    const r = await upload(w.depot.id, attendanceId, big, 'big.png', 'image/png');
    expect(r).toEqual({ status: 413, body: expect.objectContaining({ message: Messages.photoTooLarge }) });
    expect(await filesIn(w.tenant.id)).toEqual([]);
  });

  it('refuses a sign-in of another depot, a closed one, a made-up id, and no file', async () => {
    const w = await makeWorld(s.orm);
    const otherDepot = await makeDepot(s.orm, w.tenant);
    const { attendanceId } = await walker(w.depot.id);
    const jpeg = await cameraJpeg();
    for (const [depotId, id] of [
      [otherDepot.id, attendanceId],
      [w.depot.id, '00000000-0000-4000-8000-000000000000'],
    ]) {
      const r = await upload(depotId, id, jpeg);
      expect({ status: r.status, message: r.body.message }).toEqual({ status: 400, message: Messages.photoNoSignIn });
    }
    // a sign-in erased meanwhile (anonymised, still open) gets no photo
    const erased = await walker(w.depot.id);
    await q(`update attendance set anonymised_at = now() where id = ?`, [erased.attendanceId]);
    expect((await upload(w.depot.id, erased.attendanceId, jpeg)).status).toBe(400);
    const bad = await upload(w.depot.id, 'not-an-id', jpeg);
    expect(bad.status).toBe(400);
    await q(`update attendance set checked_out_at = now() where id = ?`, [attendanceId]);
    expect((await upload(w.depot.id, attendanceId, jpeg)).status).toBe(400);
    const form = new FormData();
    form.set('depotId', w.depot.id);
    form.set('attendanceId', attendanceId);
    const none = await fetch(`${s.url}/api/kiosk-photo`, { method: 'POST', body: form });
    expect(none.status).toBe(400);
    expect(await filesIn(w.tenant.id)).toEqual([]);
  });
});

describe('serving', () => {
  it('only to staff of that tenant and depot: another tenant, another depot and anonymous are refused', async () => {
    const w = await makeWorld(s.orm);
    const other = await makeWorld(s.orm);
    const otherDepot = await makeDepot(s.orm, w.tenant);
    const elsewhere = await makeUser(s.orm, { tenant: w.tenant, depot: otherDepot, role: 'DepotManager' });
    const { attendanceId } = await walker(w.depot.id);
    expect((await upload(w.depot.id, attendanceId, await cameraJpeg())).status).toBe(201);
    expect((await getPhoto(attendanceId, tokenFor(s, w.admin))).status).toBe(200);
    expect((await getPhoto(attendanceId, tokenFor(s, w.manager))).status).toBe(200);
    expect((await getPhoto(attendanceId, tokenFor(s, other.admin))).status).toBe(404);
    expect((await getPhoto(attendanceId, tokenFor(s, elsewhere))).status).toBe(404);
    expect((await getPhoto(attendanceId)).status).toBe(401);
    expect((await getPhoto('not-an-id', tokenFor(s, w.admin))).status).toBe(400);
  });
});

describe('removal with the person', () => {
  it("the data subject's export carries their photo (the stored JPEG); erasure removes the file and the row, unserved", async () => {
    const w = await makeWorld(s.orm);
    const { attendanceId, email } = await walker(w.depot.id);
    expect((await upload(w.depot.id, attendanceId, await cameraJpeg())).status).toBe(201);
    expect(await filesIn(w.tenant.id)).toHaveLength(1);
    // Someone else's photo at the same depot is not in this person's export.
    const other = await walker(w.depot.id);
    expect((await upload(w.depot.id, other.attendanceId, await cameraJpeg())).status).toBe(201);
    const exported = await gql(
      s.url,
      `mutation($i: DataSubjectInput!) { exportDataSubject(input: $i) { json } }`,
      { i: { email } },
      tokenFor(s, w.admin),
    );
    expect(exported.errors).toBeUndefined();
    const doc = JSON.parse(exported.data.exportDataSubject.json);
    expect(doc.photos).toHaveLength(1);
    expect(doc.photos[0]).toMatchObject({ attendanceId, image: expect.stringMatching(/^data:image\/jpeg;base64,/) });
    const served = Buffer.from(await (await getPhoto(attendanceId, tokenFor(s, w.admin))).arrayBuffer());
    expect(Buffer.from(doc.photos[0].image.split(',')[1], 'base64').equals(served)).toBe(true);
    const r = await gql(
      s.url,
      `mutation($i: DataSubjectInput!) { eraseDataSubject(input: $i) { counts { photos } } }`,
      { i: { email } },
      tokenFor(s, w.admin),
    );
    expect(r.errors).toBeUndefined();
    expect(r.data.eraseDataSubject.counts.photos).toBe(1);
    expect(await filesIn(w.tenant.id)).toHaveLength(1); // the other person's
    expect(await q(`select count(*)::int as n from visitor_photo where tenant_id = ?`, [w.tenant.id])).toEqual([{ n: 1 }]);
    expect((await getPhoto(attendanceId, tokenFor(s, w.admin))).status).toBe(404);
    expect((await getPhoto(other.attendanceId, tokenFor(s, w.admin))).status).toBe(200);
  });

  it('retention past the cut-off removes the file and the row; a newer photo stays', async () => {
    const w = await makeWorld(s.orm);
    const old = await walker(w.depot.id);
    expect((await upload(w.depot.id, old.attendanceId, await cameraJpeg())).status).toBe(201);
    await q(`update attendance set checked_out_at = now(), checked_in_at = now() - interval '400 days' where id = ?`, [old.attendanceId]);
    await q(`update attendance set checked_out_at = now() - interval '400 days' where id = ?`, [old.attendanceId]);
    const recent = await walker(w.depot.id);
    expect((await upload(w.depot.id, recent.attendanceId, await cameraJpeg())).status).toBe(201);
    expect(await filesIn(w.tenant.id)).toHaveLength(2);
    const counts = await new RetentionSweep({
      em: s.orm.em.fork() as never,
      clock: { now: () => new Date() },
      dataDir: s.config.dataDir,
      photoDir,
    } as never).runTenant(w.tenant.id, new Date(Date.now() - 365 * 86_400_000));
    expect(counts.photos).toBe(1);
    expect(await filesIn(w.tenant.id)).toHaveLength(1);
    expect(await q(`select attendance_id from visitor_photo where tenant_id = ?`, [w.tenant.id])).toEqual([
      { attendance_id: recent.attendanceId },
    ]);
    expect((await getPhoto(old.attendanceId, tokenFor(s, w.admin))).status).toBe(404);
    expect((await getPhoto(recent.attendanceId, tokenFor(s, w.admin))).status).toBe(200);
  });
});
