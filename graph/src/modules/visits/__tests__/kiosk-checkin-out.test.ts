import { startTestServer, type TestServer } from '../../../test/server';
import { gql, loginToken, rest } from '../../../test/http';
import { collect, probeEvent, wsClient } from '../../../test/ws';
import { makeBadges, makeRegularVisitor, makeVisit, makeWorld, TEST_PASSWORD, uniq } from '../../../test/factories';
import { Messages } from '../../../contracts/messages';
import { tokenFor } from '../../tenants/__tests__/support';
import { checkIn, RULES_OK, walkIn } from './support';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ worker: false });
});
afterAll(async () => {
  await s.close();
});

const count = async (sql: string, params: unknown[]) => (await s.orm.em.fork().getConnection().execute(sql, params))[0].n as number;
// A real 1x1 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

describe('check-in with a badge', () => {
  it('api/checkIn answers the badge taken; a rule is 400, a badge in use 409 (the rules: kiosk-checkin-out.service.test.ts)', async () => {
    const { depot } = await makeWorld(s.orm);
    await makeBadges(s.orm, depot, ['7', 'A12']);
    const visit = await makeVisit(s.orm, depot, { badgeNumFlag: true });
    const none = await checkIn(s, depot.id, visit.meetingReference!);
    expect(none.status).toBe(400);
    expect(none.body.message).toBe('Badge number is required');
    const r = await rest(s.url, 'POST', 'api/checkIn', {
      body: {
        firstName: 'a',
        lastName: 'b',
        email: 'x@example.test',
        company: 'c',
        meetingWith: 'h',
        carReg: 'c1',
        visitorRef: visit.meetingReference,
        depot: depot.id,
        depotBadgeNum: 'a12',
        ...RULES_OK,
      },
    });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      attendanceId: expect.any(String),
      badgeNumber: 'A12',
      checkedInAt: expect.any(String),
      name: 'Ada Byrne',
      visitType: 'Planned',
    });
    const busy = await walkIn(s, depot.id, { email: `${uniq('w')}@example.test`, depotBadgeNum: 'A12' });
    expect(busy.status).toBe(409);
    expect(busy.body.message).toBe(Messages.badgeInUse);
  });
});

describe('sign-out (spec 4.4)', () => {
  it('by badge (uppercased): before-checkout shows only name and badge, then checkout frees the badge', async () => {
    const { depot } = await makeWorld(s.orm);
    await makeBadges(s.orm, depot, ['B7']);
    const w = await walkIn(s, depot.id, { email: `${uniq('w')}@example.test`, depotBadgeNum: 'b7' });
    expect(w.status).toBe(200);
    const before = await rest(s.url, 'GET', `api/get-visitor-before-checkout?depotBadgeNum=b7&depotId=${depot.id}`);
    expect(before.body).toEqual({ name: 'Ada Byrne', badgeNumber: 'B7' });
    const q = await gql(s.url, 'query($d: ID!) { visitorBeforeCheckout(depotId: $d, depotBadgeNum: "b7") { name badgeNumber } }', {
      d: depot.id,
    });
    expect(q.data.visitorBeforeCheckout).toEqual(before.body);
    const out = await rest(s.url, 'POST', 'api/checkOut', { body: { depotBadge: 'b7', depotId: depot.id } });
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ name: 'Ada Byrne', badgeNumber: 'B7' });
    expect(
      await count('select count(*)::int as n from attendance where id = ? and checked_out_at is not null and manual_checkout = false', [
        w.body.attendanceId,
      ]),
    ).toBe(1);
    const again = await rest(s.url, 'POST', 'api/checkOut', { body: { depotBadge: 'B7', depotId: depot.id } });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(Messages.batchNotInUse);
  });

  it("an unknown badge: 'No Visitor has been assigned...'; a bad reference: 'Invalid Reference Number' (REST and GraphQL)", async () => {
    const { depot } = await makeWorld(s.orm);
    const unknown = await rest(s.url, 'POST', 'api/checkOut', { body: { depotBadge: 'zz9', depotId: depot.id } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe(Messages.noVisitorForBadge);
    const before = await rest(s.url, 'GET', `api/get-visitor-before-checkout?depotBadgeNum=zz9&depotId=${depot.id}`);
    expect(before.body.message).toBe(Messages.noVisitorForBadge);
    const q = await gql(s.url, 'mutation($d: ID!) { visitorCheckOut(input: { depotId: $d, depotBadgeNum: "zz9" }) { name } }', {
      d: depot.id,
    });
    expect(q.errors![0].message).toBe(Messages.noVisitorForBadge);
    const visit = await makeVisit(s.orm, depot); // booked, never checked in
    for (const ref of ['NOSUCH1', visit.meetingReference!]) {
      const r = await rest(s.url, 'POST', 'api/QRcheckOut', { body: { meetingReference: ref, depotId: depot.id } });
      expect(r.status).toBe(400);
      expect(r.body.message).toBe(Messages.invalidReference);
      const b = await rest(s.url, 'GET', `api/get-visitor-before-QRcheckout?meetingReference=${ref}&depotId=${depot.id}`);
      expect(b.body.message).toBe(Messages.invalidReference);
    }
  });

  it('by reference, planned and regular, through GraphQL', async () => {
    const { depot } = await makeWorld(s.orm);
    const visit = await makeVisit(s.orm, depot);
    const rv = await makeRegularVisitor(s.orm, depot);
    expect((await checkIn(s, depot.id, visit.meetingReference!)).status).toBe(200);
    expect((await checkIn(s, depot.id, rv.meetingReference, { email: 'other@example.test' })).status).toBe(200);
    for (const ref of [visit.meetingReference!.toLowerCase(), rv.meetingReference]) {
      const q = await gql(
        s.url,
        'mutation($d: ID!, $r: String) { visitorCheckOut(input: { depotId: $d, meetingReference: $r }) { name badgeNumber } }',
        { d: depot.id, r: ref },
      );
      expect(q.errors).toBeUndefined();
      expect(q.data.visitorCheckOut.name).toBe('Ada Byrne');
    }
  });

  it('staff checkout through api/checkOut (visitorAttendanceId): manual, own tenant only, token required', async () => {
    const a = await makeWorld(s.orm);
    const b = await makeWorld(s.orm);
    const w = await walkIn(s, a.depot.id, { email: `${uniq('w')}@example.test` });
    const body = { visitorAttendanceId: w.body.attendanceId, manualCheckout: true, sendNotification: false };
    expect((await rest(s.url, 'POST', 'api/checkOut', { body })).status).toBe(401);
    expect((await rest(s.url, 'POST', 'api/checkOut', { body, token: tokenFor(s, b.admin) })).status).toBe(404);
    const list = await rest(s.url, 'GET', 'api/get-visitors', { token: tokenFor(s, a.manager) });
    expect(list.body.map((v: { attendanceId: string }) => v.attendanceId)).toContain(w.body.attendanceId);
    expect((await rest(s.url, 'GET', 'api/get-visitors', { token: tokenFor(s, b.admin) })).body).toEqual([]);
    const ok = await rest(s.url, 'POST', 'api/checkOut', { body, token: tokenFor(s, a.manager) });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ name: 'Ada Byrne', message: Messages.visitorCheckedOut });
    expect(
      await count('select count(*)::int as n from attendance where id = ? and manual_checkout = true and checked_out_at is not null', [
        w.body.attendanceId,
      ]),
    ).toBe(1);
    expect((await rest(s.url, 'POST', 'api/checkOut', { body, token: tokenFor(s, a.manager) })).status).toBe(404);
  });
});

describe('the grid hears of it', () => {
  it('a subscriber on the depot receives CHECKED_IN then CHECKED_OUT', async () => {
    const { depot, admin, tenant } = await makeWorld(s.orm);
    const token = await loginToken(s.url, admin.username, TEST_PASSWORD);
    const client = wsClient(s.url, token);
    const sub = collect(client, 'subscription($d: ID!) { attendanceChanged(depotId: $d) { kind attendeeName visitType attendanceId } }', {
      d: depot.id,
    });
    await sub.live(() => s.events.attendanceChanged(probeEvent(tenant.id, depot.id)));
    const visit = await makeVisit(s.orm, depot);
    const inn = await checkIn(s, depot.id, visit.meetingReference!);
    await rest(s.url, 'POST', 'api/QRcheckOut', { body: { meetingReference: visit.meetingReference, depotId: depot.id } });
    const items = await sub.waitFor(2);
    expect(items.map((i: any) => i.data.attendanceChanged)).toEqual([
      { kind: 'CHECKED_IN', attendeeName: 'Ada Byrne', visitType: 'Planned', attendanceId: inn.body.attendanceId },
      { kind: 'CHECKED_OUT', attendeeName: 'Ada Byrne', visitType: 'Planned', attendanceId: inn.body.attendanceId },
    ]);
    sub.dispose();
    await client.dispose();
  });
});

describe('signature (spec 4.6)', () => {
  const upload = (fields: Record<string, string>, file?: Buffer) => {
    const fd = new FormData();
    for (const [k, v] of Object.entries(fields)) fd.append(k, v);
    if (file) fd.append('sign', new Blob([new Uint8Array(file)], { type: 'image/png' }), 'sign.png');
    return fetch(`${s.url}/api/submit-signature`, { method: 'POST', body: fd }).then(async (r) => ({
      status: r.status,
      body: (await r.json()) as any,
    }));
  };

  it('stores the PNG for the open sign-in by badge or attendance id; a second one replaces it; GraphQL takes base64', async () => {
    const { depot } = await makeWorld(s.orm);
    await makeBadges(s.orm, depot, ['S1']);
    const w = await walkIn(s, depot.id, { email: `${uniq('w')}@example.test`, depotBadgeNum: 'S1' });
    const r = await upload({ depotBadgeNum: 's1', depot: depot.id }, PNG);
    expect(r).toEqual({ status: 200, body: { ok: true } });
    const second = Buffer.concat([PNG, Buffer.from('extra')]);
    expect((await upload({ attendanceId: w.body.attendanceId, depot: depot.id }, second)).status).toBe(200);
    const rows = await s.orm.em.fork().getConnection().execute('select png from signature where attendance_id = ?', [w.body.attendanceId]);
    expect(rows).toHaveLength(1);
    expect(Buffer.compare(rows[0].png, second)).toBe(0);
    const q = await gql(s.url, 'mutation($i: SubmitSignatureInput!) { submitSignature(input: $i) }', {
      i: { depotId: depot.id, attendanceId: w.body.attendanceId, png: `data:image/png;base64,${PNG.toString('base64')}` },
    });
    expect(q.data.submitSignature).toBe(true);
  });

  it('refuses what is not a PNG, a too large image, and a badge nobody holds', async () => {
    const { depot } = await makeWorld(s.orm);
    await makeBadges(s.orm, depot, ['S2', 'S3']);
    await walkIn(s, depot.id, { email: `${uniq('w')}@example.test`, depotBadgeNum: 'S2' });
    const jpeg = await upload({ depotBadgeNum: 'S2', depot: depot.id }, Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4, 5]));
    expect(jpeg.status).toBe(400);
    expect(jpeg.body.message).toBe(Messages.signatureNotPng);
    const big = await upload({ depotBadgeNum: 'S2', depot: depot.id }, Buffer.concat([PNG, Buffer.alloc(210 * 1024)]));
    expect(big.status).toBe(413);
    expect(big.body.message).toBe(Messages.signatureTooLarge);
    const free = await upload({ depotBadgeNum: 'S3', depot: depot.id }, PNG);
    expect(free.body.message).toBe(Messages.signatureNoSignIn);
    const none = await upload({ depotBadgeNum: 'S2', depot: depot.id });
    expect(none.body.message).toBe('Signature is required');
    const q = await gql(s.url, 'mutation($i: SubmitSignatureInput!) { submitSignature(input: $i) }', {
      i: { depotId: depot.id, depotBadgeNum: 'S2', png: Buffer.from('GIF89a').toString('base64') },
    });
    expect(q.errors![0].message).toBe(Messages.signatureNotPng);
  });
});

describe('reasons and status', () => {
  it("GET api/reasons: the global list in order until the tenant manages its own, then the tenant's active list; GraphQL the same", async () => {
    const { depot, admin } = await makeWorld(s.orm);
    const global = ['Meeting', 'Interview', 'Delivery', 'Collection', 'Maintenance', 'Contractor work', 'Inspection', 'Other'];
    expect((await rest(s.url, 'GET', 'api/reasons')).body).toEqual(global);
    expect((await rest(s.url, 'GET', `api/reasons?depotId=${depot.id}`)).body).toEqual(global);
    // Issue 23: the tenant's own list starts as a copy of the global one; an added reason comes last, a retired one goes.
    const token = tokenFor(s, admin);
    const added = await gql(s.url, 'mutation { addVisitReason(input: { text: "Audit" }) { id } }', {}, token);
    expect(added.errors).toBeUndefined();
    const list = await gql(s.url, '{ visitReasonList { id text } }', {}, token);
    const other = list.data.visitReasonList.find((r: { text: string }) => r.text === 'Other');
    expect(
      (await gql(s.url, 'mutation($id: ID!) { retireVisitReason(id: $id) { retired } }', { id: other.id }, token)).errors,
    ).toBeUndefined();
    const own = await rest(s.url, 'GET', `api/reasons?depotId=${depot.id}`);
    expect(own.body).toEqual([...global.filter((r) => r !== 'Other'), 'Audit']);
    const q = await gql(s.url, 'query($d: ID) { visitorReasons(depotId: $d) }', { d: depot.id });
    expect(q.data.visitorReasons).toEqual(own.body);
    // Other tenants and the public list keep the global list.
    expect((await rest(s.url, 'GET', 'api/reasons')).body).toEqual(global);
  });

  it('get-visitor-status tells in/out of a reference and nothing personal', async () => {
    const { depot } = await makeWorld(s.orm);
    const visit = await makeVisit(s.orm, depot);
    const st = () => rest(s.url, 'GET', `api/get-visitor-status/${visit.meetingReference}`);
    expect((await st()).body).toEqual({
      meetingReference: visit.meetingReference,
      visittype: 'Planned',
      hasCheckedIn: false,
      hasCheckedOut: false,
    });
    await checkIn(s, depot.id, visit.meetingReference!);
    expect((await st()).body).toMatchObject({ hasCheckedIn: true, hasCheckedOut: false });
    const q = await gql(s.url, 'query($r: String!) { visitorStatus(reference: $r) { hasCheckedIn hasCheckedOut } }', {
      r: visit.meetingReference,
    });
    expect(q.data.visitorStatus).toEqual({ hasCheckedIn: true, hasCheckedOut: false });
  });
});
