import { startTestServer, type TestServer } from '../../../test/server';
import { gql, rest } from '../../../test/http';
import { collect, probeEvent, wsClient } from '../../../test/ws';
import { fixedClock } from '../../../core/clock';
import { makeBadges, makePartner, makeShift, makeWorld } from '../../../test/factories';
import { Messages } from '../../../contracts/messages';
import { Attendance } from '../../attendance/attendance.entity';
import { Signature } from '../../attendance/signature.entity';
import { tokenFor } from '../../tenants/__tests__/support';

const clock = fixedClock('2026-06-10T10:00:00Z');
let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ worker: false, clock });
});
afterAll(async () => {
  await s.close();
});

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

const clockIn = (depotId: string, workId: string, over: Record<string, unknown> = {}) =>
  rest(s.url, 'POST', 'api/clock-in', { body: { workId, depot: depotId, ...over } });
const clockOut = (depotId: string, workId: string) => rest(s.url, 'POST', 'api/clock-out', { body: { workId, depot: depotId } });
const lookup = (depotId: string, workId: string) => rest(s.url, 'GET', `api/get-partner-kiosk/${workId}?depot=${depotId}`);
const openOf = (partnerId: string) =>
  s.orm.em.fork().find(Attendance, { partner: partnerId }, { filters: false, orderBy: { checkedInAt: 'asc' } });

describe('shift validation at the kiosk', () => {
  it('a shift not yet started: get-shiftvalidate and clock-in both say so (200 and 400; the rules: partner-kiosk.service.test.ts)', async () => {
    clock.set('2026-06-10T06:00:00Z'); // 07:00 in Dublin (summer time)
    const { tenant, depot } = await makeWorld(s.orm);
    const p = await makePartner(s.orm, depot, { shift: await makeShift(s.orm, tenant, '08:00', '16:00') });
    const v = await rest(s.url, 'GET', `api/get-shiftvalidate/${p.workId}?depot=${depot.id}`);
    expect(v.body).toEqual({ ok: false, message: Messages.shiftNotStarted, shiftName: 'Day', startTime: '08:00', endTime: '16:00' });
    const r = await clockIn(depot.id, p.workId);
    expect(r.status).toBe(400);
    expect(r.body.message).toBe(Messages.shiftNotStarted);
    expect(await openOf(p.id)).toHaveLength(0);
  });
});

describe('the spec 4.5 decision table', () => {
  beforeEach(() => clock.set('2026-06-10T10:00:00Z'));

  it('fresh: the partner screen with name, organisation and flags only', async () => {
    const { depot } = await makeWorld(s.orm);
    const p = await makePartner(s.orm, depot, { signFlag: true, enterTemperature: true });
    const r = await lookup(depot.id, p.workId);
    expect(r.body).toEqual({
      workId: p.workId,
      name: 'Pat Partner',
      organisation: 'Acme Logistics',
      signFlag: true,
      badgeNumFlag: false,
      enterTemperature: true,
      hasClockedIn: false,
      hasClockedOut: false,
      next: 'PARTNER_SCREEN',
      message: null,
    });
  });

  it('clock-out answers name and organisation; in-and-out gets the sign-out validation; never in: No Clocked-In for {name}; unknown: Invalid Reference Number (REST)', async () => {
    const { depot } = await makeWorld(s.orm);
    const p = await makePartner(s.orm, depot);
    const never = await clockOut(depot.id, p.workId);
    expect(never.status).toBe(400);
    expect(never.body.message).toBe(Messages.noClockedInFor(p.name));
    // The legacy clients' text stays on the REST shim (spec 5); GraphQL names the work id (below).
    const unknown = await clockOut(depot.id, '99999999999999');
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe(Messages.invalidReference);
    await clockIn(depot.id, p.workId);
    const out = await clockOut(depot.id, p.workId);
    expect(out.status).toBe(200);
    expect(out.body).toMatchObject({
      name: 'Pat Partner',
      organisation: 'Acme Logistics',
      message: Messages.partnerClockedOut('Pat Partner'),
    });
    const twice = await clockOut(depot.id, p.workId);
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(Messages.alreadySignedOutSignIn);
  });

  it('over GraphQL an unknown work id is not an "Invalid Reference Number"; a badge holder is reminded to hand it back, named once', async () => {
    const { depot } = await makeWorld(s.orm);
    const unknown = await gql(s.url, 'mutation($i: ClockInput!){ clockOut(input: $i) { name } }', {
      i: { depotId: depot.id, workId: '99999999999998' },
    });
    expect(unknown.errors![0]).toMatchObject({ message: Messages.partnerUnknown, extensions: { code: 'BAD_USER_INPUT' } });
    expect(Messages.partnerUnknown).not.toBe(Messages.invalidReference);
    await makeBadges(s.orm, depot, ['H4']);
    const p = await makePartner(s.orm, depot, { badgeNumFlag: true });
    expect((await clockIn(depot.id, p.workId, { depotBadgeNum: 'h4' })).status).toBe(200);
    const out = await gql(s.url, 'mutation($i: ClockInput!){ clockOut(input: $i) { name badgeNumber message } }', {
      i: { depotId: depot.id, workId: p.workId },
    });
    expect(out.data.clockOut).toEqual({
      name: 'Pat Partner',
      badgeNumber: 'H4',
      message: 'Goodbye Pat Partner, you are clocked out. Please hand back your badge H4 before you leave.',
    });
    expect(out.data.clockOut.message.split('Pat Partner').length - 1).toBe(1);
    // The badge is free again: another partner may take it.
    const other = await makePartner(s.orm, depot, { badgeNumFlag: true });
    expect((await clockIn(depot.id, other.workId, { depotBadgeNum: 'H4' })).status).toBe(200);
  });
});

describe('clock-in rules', () => {
  beforeEach(() => clock.set('2026-06-10T10:00:00Z'));

  it('a clock-in with a badge and a temperature answers the legacy body; a badge in use is 409', async () => {
    const { depot } = await makeWorld(s.orm);
    await makeBadges(s.orm, depot, ['P1']);
    const p = await makePartner(s.orm, depot, { badgeNumFlag: true, enterTemperature: true });
    expect((await clockIn(depot.id, p.workId, { temperature: '36.6' })).body.message).toBe('Badge number is required');
    const ok = await clockIn(depot.id, p.workId, { depotBadgeNum: 'p1', temperature: '36.6' });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({
      name: 'Pat Partner',
      organisation: 'Acme Logistics',
      depotBadgeNum: 'P1',
      message: Messages.partnerClockedIn('Pat Partner'),
    });
    const other = await makePartner(s.orm, depot, { badgeNumFlag: true });
    const taken = await clockIn(depot.id, other.workId, { depotBadgeNum: 'P1' });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe(Messages.badgeInUse);
  });

  it('the signature of the open clock-in is stored (multipart), and must be a PNG', async () => {
    const { depot } = await makeWorld(s.orm);
    const p = await makePartner(s.orm, depot, { signFlag: true });
    const form = () => {
      const f = new FormData();
      f.set('workId', p.workId);
      f.set('depot', depot.id);
      return f;
    };
    const early = form();
    early.set('sign', new Blob([PNG], { type: 'image/png' }), 'sign.png');
    expect((await fetch(`${s.url}/api/submit-partner-signature`, { method: 'POST', body: early })).status).toBe(400);
    await clockIn(depot.id, p.workId);
    const notPng = form();
    notPng.set('sign', new Blob([Buffer.from('GIF89a')], { type: 'image/png' }), 'sign.png');
    const bad = await fetch(`${s.url}/api/submit-partner-signature`, { method: 'POST', body: notPng });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toBe(Messages.signatureNotPng);
    const good = form();
    good.set('sign', new Blob([PNG], { type: 'image/png' }), 'sign.png');
    expect((await fetch(`${s.url}/api/submit-partner-signature`, { method: 'POST', body: good })).status).toBe(200);
    const [a] = await openOf(p.id);
    const sig = await s.orm.em.fork().findOneOrFail(Signature, { attendance: a.id }, { filters: false, populate: ['png'] });
    expect(Buffer.compare(sig.png, PNG)).toBe(0);
  });
});

describe('GraphQL and the live grid', () => {
  beforeEach(() => clock.set('2026-06-10T10:00:00Z'));

  it('kioskPartner, clockIn and clockOut give the REST answers and publish CLOCKED_IN / CLOCKED_OUT', async () => {
    const { depot, admin, tenant } = await makeWorld(s.orm);
    const p = await makePartner(s.orm, depot);
    const client = wsClient(s.url, tokenFor(s, admin));
    const sub = collect(client, 'subscription($d: ID!){ attendanceChanged(depotId: $d) { kind attendeeName visitType depotId } }', {
      d: depot.id,
    });
    await sub.live(() => s.events.attendanceChanged(probeEvent(tenant.id, depot.id)));
    const q = await gql(s.url, 'query($d: ID!, $w: String!){ kioskPartner(depotId: $d, workId: $w) { name next } }', {
      d: depot.id,
      w: p.workId,
    });
    expect(q.data.kioskPartner).toEqual({ name: 'Pat Partner', next: 'PARTNER_SCREEN' });
    const inn = await gql(s.url, 'mutation($i: ClockInput!){ clockIn(input: $i) { name organisation badgeNumber message } }', {
      i: { depotId: depot.id, workId: p.workId },
    });
    expect(inn.data.clockIn).toEqual({
      name: 'Pat Partner',
      organisation: 'Acme Logistics',
      badgeNumber: null,
      message: Messages.partnerClockedIn('Pat Partner'),
    });
    const dup = await gql(s.url, 'mutation($i: ClockInput!){ clockIn(input: $i) { name } }', {
      i: { depotId: depot.id, workId: p.workId },
    });
    expect(dup.errors![0]).toMatchObject({ message: Messages.alreadySignedInSignOut, extensions: { code: 'CONFLICT' } });
    await gql(s.url, 'mutation($i: ClockInput!){ clockOut(input: $i) { name } }', { i: { depotId: depot.id, workId: p.workId } });
    const items = await sub.waitFor(2);
    expect(items.map((i) => i.data.attendanceChanged)).toEqual([
      { kind: 'CLOCKED_IN', attendeeName: 'Pat Partner', visitType: 'Partner', depotId: depot.id },
      { kind: 'CLOCKED_OUT', attendeeName: 'Pat Partner', visitType: 'Partner', depotId: depot.id },
    ]);
    sub.dispose();
    await client.dispose();
  });
});
