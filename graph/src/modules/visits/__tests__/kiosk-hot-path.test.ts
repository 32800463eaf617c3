/**
 * The kiosk's hot path (issue 11): the walk-in written as one statement (AttendanceService.openWithNewVisit) and
 * the kiosk depot rows kept per process (core/kiosk-depot-cache.ts). Behaviour is the product's, not the
 * implementation's: every row and fact of a walk-in, nothing half-written on a refusal, one winner of a race,
 * and a depot or tenant change seen at once by the replica that made it and by another replica through Redis.
 */
import { startTestServer, type TestServer } from '../../../test/server';
import { makeBadges, makeDepot, makeWorld, uniq } from '../../../test/factories';
import { rest } from '../../../test/http';
import { superAdminToken, tokenFor } from '../../tenants/__tests__/support';
import { Messages } from '../../../contracts/messages';
import { OutboxEvent } from '../../../core/outbox/outbox-event.entity';
import { Attendance } from '../../attendance/attendance.entity';
import { Attendee } from '../../attendees/attendee.entity';
import { Visit } from '../../attendance/visit.entity';
import { redisReady, walkIn } from './support';

let a: TestServer;
let b: TestServer;
beforeAll(async () => {
  // Two replicas of the product on one database and one Redis: a and b keep kiosk depot rows of their own.
  a = await startTestServer({ worker: false });
  b = await startTestServer({ worker: false });
  await redisReady(a.url);
  await redisReady(b.url);
});
afterAll(async () => {
  await a?.close();
  await b?.close();
});

const rowsOf = async (email: string) => {
  const em = a.orm.em.fork();
  const attendee = await em.findOne(Attendee, { email }, { filters: false });
  if (!attendee) return { attendee: null, visits: 0, attendances: [], outbox: 0, webhook: 0 };
  const attendances = await em.find(Attendance, { attendee: attendee.id }, { filters: false });
  const visits = await em.count(Visit, { attendee: attendee.id }, { filters: false });
  const outbox = await em.count(OutboxEvent, {
    name: 'visit-notification',
    payload: { attendanceId: { $in: attendances.map((x) => x.id) } },
  } as never);
  // The integrators' webhook event (issue 26): one more outbox row in the same statement, no extra round trip.
  const webhook = await em.count(OutboxEvent, {
    name: 'webhook-event',
    payload: { type: 'visitor.checked_in', data: { attendanceId: { $in: attendances.map((x) => x.id) } } },
  } as never);
  return { attendee, visits, attendances, outbox, webhook };
};

/** Polls `probe` until it holds (the other replica hears of a change through Redis), at most 3 s. */
async function eventually(probe: () => Promise<boolean>): Promise<boolean> {
  const until = Date.now() + 3000;
  for (;;) {
    if (await probe()) return true;
    if (Date.now() > until) return false;
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe('a walk-in is one statement with every row and fact of a sign-in', () => {
  it('writes the attendee, the Unplanned visit, the open attendance and the managers’ e-mail, and answers the view', async () => {
    const { depot } = await makeWorld(a.orm);
    const email = `${uniq('walk')}@example.test`;
    const r = await walkIn(a, depot.id, { email: email.toUpperCase(), firstName: 'ada', lastName: 'byrne', meetingWith: 'sam' });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ name: 'Ada Byrne', visitType: 'Unplanned', badgeNumber: null });
    const rows = await rowsOf(email);
    expect(rows.attendee).toMatchObject({ firstName: 'Ada', lastName: 'Byrne', email });
    expect(rows.visits).toBe(1);
    expect(rows.attendances).toHaveLength(1);
    const [att] = rows.attendances;
    expect(att.id).toBe(r.body.attendanceId);
    expect(att.personKey).toBe(`visitor:${rows.attendee!.id}`);
    expect(att.checkedOutAt ?? null).toBeNull();
    expect(att.ruleAnswers).toMatchObject({ hr_1: 'yes' });
    const visit = await a.orm.em.fork().findOneOrFail(Visit, { id: att.visit!.id }, { filters: false });
    expect(visit).toMatchObject({ visitType: 'Unplanned', hostName: 'Sam', reasonForVisit: 'Meeting' });
    expect(rows.outbox).toBe(1);
    expect(rows.webhook).toBe(1);
  });

  it('refuses an unknown badge (400) or a badge in use (409) and writes nothing for the refused person', async () => {
    const { depot } = await makeWorld(a.orm);
    await makeBadges(a.orm, depot, ['B1']);
    const unknown = `${uniq('nob')}@example.test`;
    const r1 = await walkIn(a, depot.id, { email: unknown, depotBadgeNum: 'ZZ9' });
    expect(r1.status).toBe(400);
    expect((await rowsOf(unknown)).attendee).toBeNull();
    expect((await walkIn(a, depot.id, { depotBadgeNum: 'b1' })).status).toBe(200);
    const second = `${uniq('second')}@example.test`;
    const r2 = await walkIn(a, depot.id, { email: second, depotBadgeNum: 'B1' });
    expect(r2.status).toBe(409);
    expect(r2.body.message).toBe(Messages.badgeInUse);
    const rows = await rowsOf(second);
    // The statement is atomic: not even the attendee row of the refused walk-in stays.
    expect(rows.attendee).toBeNull();
  });

  it('a person signed in here or at another depot hears where (409), and nothing more is written', async () => {
    const { tenant, depot } = await makeWorld(a.orm);
    const other = await makeDepot(a.orm, tenant);
    const email = `${uniq('twice')}@example.test`;
    expect((await walkIn(a, depot.id, { email })).status).toBe(200);
    const here = await walkIn(a, depot.id, { email });
    expect(here.status).toBe(409);
    expect(here.body.message).toBe(Messages.alreadySignedInSignOut);
    const there = await walkIn(a, other.id, { email });
    expect(there.status).toBe(409);
    expect(there.body.message).toBe(Messages.signedInAtAnotherDepot);
    const rows = await rowsOf(email);
    expect(rows.visits).toBe(1);
    expect(rows.attendances).toHaveLength(1);
    expect(rows.outbox).toBe(1);
  });

  it('of eight concurrent walk-ins of one new e-mail exactly one signs in; the others hear 409', async () => {
    const { depot } = await makeWorld(a.orm);
    const email = `${uniq('race')}@example.test`;
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => walkIn(i % 2 ? a : b, depot.id, { email })));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    const rows = await rowsOf(email);
    expect(rows.visits).toBe(1);
    expect(rows.attendances).toHaveLength(1);
    expect(rows.outbox).toBe(1);
    expect(rows.webhook).toBe(1);
  });
});

describe('the kiosk depot rows kept per replica follow every change', () => {
  const find = (s: TestServer, tenantName: string, code: string) =>
    rest(s.url, 'GET', `api/find-depot/${encodeURIComponent(tenantName)}/${encodeURIComponent(code)}`);

  it('a tenant edit (name, temperatures) is seen at once by its replica and shortly by the other', async () => {
    const { tenant, depot, admin } = await makeWorld(a.orm);
    expect((await find(a, tenant.name, depot.code)).body.tempMax).toBe(37.5);
    expect((await find(b, tenant.name, depot.code)).body.tempMax).toBe(37.5);
    const name = uniq('Renamed ');
    const edit = await rest(a.url, 'PUT', `api/edit-tenant-details/${tenant.id}`, {
      token: tokenFor(a, admin),
      body: { name, tempMin: 35.5, tempMax: 38 },
    });
    expect(edit.status).toBe(200);
    // The replica that made the change: at once, under both the new name and the depot's id.
    expect((await find(a, name, depot.code)).body).toMatchObject({ tenantName: name, tempMin: 35.5, tempMax: 38 });
    expect((await find(a, tenant.name, depot.code)).status).toBe(404);
    expect(await eventually(async () => (await find(b, tenant.name, depot.code)).status === 404)).toBe(true);
    expect((await find(b, name, depot.code)).body.tempMax).toBe(38);
    // A check-in by depot id reads the same row: the new name is on it (the visitor's answer carries no tenant,
    // so the check is that it still signs in).
    expect((await walkIn(b, depot.id)).status).toBe(200);
  });

  it('a depot’s new code: the old code answers 404 on both replicas', async () => {
    const { tenant, depot, admin } = await makeWorld(a.orm);
    expect((await find(a, tenant.name, depot.code)).status).toBe(200);
    expect((await find(b, tenant.name, depot.code)).status).toBe(200);
    const code = uniq('N').slice(0, 8);
    const body = { code, line1: '7 Harbour Road', line2: 'East Wall', county: 'Dublin', eirCode: 'D03 AB12' };
    expect((await rest(b.url, 'PUT', `api/update-depot-details/${depot.id}`, { token: tokenFor(b, admin), body })).status).toBe(200);
    expect((await find(b, tenant.name, depot.code)).status).toBe(404);
    expect((await find(b, tenant.name, code)).body.address.line1).toBe('7 Harbour Road');
    expect(await eventually(async () => (await find(a, tenant.name, depot.code)).status === 404)).toBe(true);
  });

  it('an archived tenant’s kiosks answer 404 on both replicas (lookup and check-in), and open again when restored', async () => {
    const { tenant, depot } = await makeWorld(a.orm);
    expect((await find(a, tenant.name, depot.code)).status).toBe(200);
    expect((await walkIn(b, depot.id)).status).toBe(200);
    const sa = await superAdminToken(a);
    expect((await rest(a.url, 'DELETE', `api/remove-tenant/${tenant.id}`, { token: sa })).status).toBe(200);
    expect((await find(a, tenant.name, depot.code)).status).toBe(404);
    expect((await walkIn(a, depot.id)).status).toBe(404);
    expect(await eventually(async () => (await walkIn(b, depot.id)).status === 404)).toBe(true);
    expect((await rest(b.url, 'POST', `api/restore-tenant/${tenant.id}`, { token: sa })).status).toBe(200);
    expect((await find(b, tenant.name, depot.code)).status).toBe(200);
    expect(await eventually(async () => (await find(a, tenant.name, depot.code)).status === 200)).toBe(true);
  });
});
