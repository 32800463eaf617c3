import { AbstractSqlConnection } from '@mikro-orm/knex';
import { startTestServer, type TestServer } from '../../../test/server';
import { gql, loginToken, rest } from '../../../test/http';
import { collect, probeEvent, wsClient } from '../../../test/ws';
import { makeBadges, makeWorld, TEST_PASSWORD, uniq } from '../../../test/factories';
import { Messages } from '../../../contracts/messages';
import { tokenFor } from '../../tenants/__tests__/support';
import { Partner } from '../../attendance/partner.entity';
import { Attendance, AttendanceKind } from '../../attendance/attendance.entity';
import { Badge } from '../../attendance/badge.entity';
import { walkIn } from '../../visits/__tests__/support';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ worker: false });
});
afterAll(async () => {
  await s.close();
});

const count = async (depotId: string) => s.orm.em.fork().count(Badge, { depot: depotId }, { filters: false });
const add = (token: string, body: Record<string, unknown>) => rest(s.url, 'POST', 'api/add-badge-number', { token, body });

describe('adding badges', () => {
  it('a single badge (uppercased), then a range from the next number; duplicates are 409 and add nothing', async () => {
    const { depot, admin } = await makeWorld(s.orm);
    const token = tokenFor(s, admin);
    expect((await rest(s.url, 'GET', `api/get-badge-number/${depot.id}`, { token })).body).toEqual({ badgeNum: '1' });
    const one = await add(token, { depotId: depot.id, badgeNum: '1' });
    expect(one.status).toBe(201);
    expect(one.body).toEqual({
      message: Messages.badgeAdded,
      badges: [
        {
          id: expect.any(String),
          depotId: depot.id,
          depotCode: depot.code,
          badgeNum: '1',
          inUse: false,
          holderName: null,
          holderKind: null,
        },
      ],
    });
    expect((await add(token, { depotId: depot.id, badgeNum: 'v12' })).body.badges[0].badgeNum).toBe('V12');
    expect((await rest(s.url, 'GET', `api/get-badge-number/${depot.id}`, { token })).body).toEqual({ badgeNum: '2' });
    const wrongStart = await add(token, { depotId: depot.id, badgeNumFrom: '5', badgeNumTo: '9' });
    expect(wrongStart.status).toBe(400);
    expect(wrongStart.body.message).toBe(Messages.badgeRangeStart('2'));
    const range = await add(token, { depotId: depot.id, badgeNumFrom: '2', badgeNumTo: '11' });
    expect(range.status).toBe(201);
    expect(range.body.badges.map((b: { badgeNum: string }) => b.badgeNum)).toEqual(['2', '3', '4', '5', '6', '7', '8', '9', '10', '11']);
    const dup = await add(token, { depotId: depot.id, badgeNum: '7' });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe(Messages.badgeExists('7'));
    expect(await count(depot.id)).toBe(12);
    // Another tenant's depot answers 404 on both APIs, no token 401 (the rules: badges.service.test.ts).
    const stranger = tokenFor(s, (await makeWorld(s.orm)).admin);
    expect((await add(stranger, { depotId: depot.id, badgeNum: '9' })).status).toBe(404);
    const foreign = await gql(s.url, 'query($d: ID!) { badges(depotId: $d) { badgeNum } }', { d: depot.id }, stranger);
    expect(foreign.errors![0].message).toBe('Location not found');
    expect((await add('', { depotId: depot.id, badgeNum: '10' })).status).toBe(401);
    const q = await gql(
      s.url,
      'query($d: ID!) { badges(depotId: $d) { badgeNum inUse } nextBadgeNumber(depotId: $d) }',
      { d: depot.id },
      token,
    );
    expect(q.data.nextBadgeNumber).toBe('12');
    expect(q.data.badges.map((b: { badgeNum: string }) => b.badgeNum)).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
      '10',
      '11',
      'V12',
    ]);
  });
});

describe('badge holders (spec 4.7)', () => {
  it('shows a visitor holder and checks it out (manual), with CHECKED_OUT on the grid; a free badge: Batch number not in Use.', async () => {
    const { depot, admin } = await makeWorld(s.orm);
    const token = tokenFor(s, admin);
    await makeBadges(s.orm, depot, ['21', '22']);
    const w = await walkIn(s, depot.id, { email: `${uniq('w')}@example.test`, depotBadgeNum: '21' });
    const r = await rest(s.url, 'GET', `api/get-badge-assignee-details/${depot.id}/21`, { token });
    expect(r.body).toEqual({
      kind: 'Visitor',
      name: 'Ada Byrne',
      company: 'Acme',
      checkedInAt: expect.any(String),
      attendanceId: w.body.attendanceId,
      badgeNumber: '21',
      visitType: 'Unplanned',
    });
    const q = await gql(
      s.url,
      'query($d: ID!) { badgeAssignee(depotId: $d, badgeNum: "21") { kind name company attendanceId badgeNumber visitType } badges(depotId: $d) { badgeNum inUse } }',
      { d: depot.id },
      token,
    );
    expect(q.data.badgeAssignee).toEqual({
      kind: 'Visitor',
      name: 'Ada Byrne',
      company: 'Acme',
      attendanceId: w.body.attendanceId,
      badgeNumber: '21',
      visitType: 'Unplanned',
    });
    expect(q.data.badges).toEqual([
      { badgeNum: '21', inUse: true },
      { badgeNum: '22', inUse: false },
    ]);
    const held = await gql(
      s.url,
      'query($d: ID!) { badges(depotId: $d) { badgeNum inUse holderName holderKind } }',
      { d: depot.id },
      token,
    );
    expect(held.data.badges).toEqual([
      { badgeNum: '21', inUse: true, holderName: 'Ada Byrne', holderKind: 'Visitor' },
      { badgeNum: '22', inUse: false, holderName: null, holderKind: null },
    ]);
    const listed = await rest(s.url, 'GET', `api/list-badges/${depot.id}`, { token });
    expect(listed.body.map((b: any) => [b.badgeNum, b.holderName, b.holderKind])).toEqual([
      ['21', 'Ada Byrne', 'Visitor'],
      ['22', null, null],
    ]);
    const free = await rest(s.url, 'GET', `api/get-badge-assignee-details/${depot.id}/22`, { token });
    expect(free.status).toBe(400);
    expect(free.body.message).toBe(Messages.batchNotInUse);
    expect((await rest(s.url, 'GET', `api/get-badge-assignee-details/${depot.id}/99`, { token })).status).toBe(404);

    const client = wsClient(s.url, await loginToken(s.url, admin.username, TEST_PASSWORD));
    const sub = collect(client, 'subscription($d: ID!) { attendanceChanged(depotId: $d) { kind attendeeName } }', { d: depot.id });
    await sub.live(() => s.events.attendanceChanged(probeEvent(depot.tenant.id, depot.id)));
    const out = await gql(
      s.url,
      'mutation($d: ID!) { checkOutBadgeHolder(depotId: $d, badgeNum: "21", sendNotification: false) { name } }',
      { d: depot.id },
      token,
    );
    expect(out.data.checkOutBadgeHolder.name).toBe('Ada Byrne');
    expect((await sub.waitFor(1)).map((i: any) => i.data.attendanceChanged)).toEqual([{ kind: 'CHECKED_OUT', attendeeName: 'Ada Byrne' }]);
    sub.dispose();
    await client.dispose();
    const row = await s.orm.em.fork().findOneOrFail(Attendance, w.body.attendanceId, { filters: false });
    expect(row.manualCheckout).toBe(true);
    const again = await gql(
      s.url,
      'mutation($d: ID!) { checkOutBadgeHolder(depotId: $d, badgeNum: "21") { name } }',
      { d: depot.id },
      token,
    );
    expect(again.errors![0].message).toBe(Messages.batchNotInUse);
  });

  it('lists the holders of the whole pool with as many queries for many holders as for one', async () => {
    const queriesFor = async (holders: number) => {
      const { depot, admin } = await makeWorld(s.orm);
      const numbers = Array.from({ length: 6 }, (_, i) => String(i + 1));
      await makeBadges(s.orm, depot, numbers);
      for (const n of numbers.slice(0, holders)) {
        expect((await walkIn(s, depot.id, { email: `${uniq('w')}@example.test`, depotBadgeNum: n })).status).toBeLessThan(300);
      }
      const spy = jest.spyOn(AbstractSqlConnection.prototype, 'execute');
      try {
        const r = await rest(s.url, 'GET', `api/list-badges/${depot.id}`, { token: tokenFor(s, admin) });
        expect(r.body.filter((b: { holderKind: string | null }) => b.holderKind === 'Visitor')).toHaveLength(holders);
        return spy.mock.calls.length;
      } finally {
        spy.mockRestore();
      }
    };
    const one = await queriesFor(1);
    expect(one).toBeGreaterThan(0);
    expect(await queriesFor(5)).toBe(one);
  });

  it('a partner holder is shown with its organisation and clocked out', async () => {
    const { tenant, depot, admin } = await makeWorld(s.orm);
    const [badge] = await makeBadges(s.orm, depot, ['P1']);
    const em = s.orm.em.fork();
    const partner = em.create(Partner, {
      tenant: tenant.id,
      depot: depot.id,
      workId: String(Date.now()).slice(-10) + String(Math.floor(Math.random() * 1e6)),
      name: 'Pat Partner',
      organisation: 'Agency Ltd',
    });
    const a = em.create(Attendance, {
      tenant: tenant.id,
      depot: depot.id,
      kind: AttendanceKind.Partner,
      partner,
      personKey: `partner:${partner.id}`,
      badge: badge.id,
      localDate: '2026-11-22',
      checkedInAt: new Date(),
    });
    await em.flush();
    const token = tokenFor(s, admin);
    const list = await gql(
      s.url,
      'query($d: ID!) { badges(depotId: $d) { badgeNum inUse holderName holderKind } }',
      { d: depot.id },
      token,
    );
    expect(list.data.badges).toEqual([{ badgeNum: 'P1', inUse: true, holderName: 'Pat Partner', holderKind: 'Partner' }]);
    const r = await rest(s.url, 'GET', `api/get-badge-assignee-details/${depot.id}/p1`, { token });
    expect(r.body).toMatchObject({
      kind: 'Partner',
      name: 'Pat Partner',
      company: 'Agency Ltd',
      attendanceId: a.id,
      badgeNumber: 'P1',
      visitType: 'Partner',
    });
    const out = await gql(
      s.url,
      'mutation($d: ID!) { checkOutBadgeHolder(depotId: $d, badgeNum: "P1") { kind name } }',
      { d: depot.id },
      token,
    );
    expect(out.data.checkOutBadgeHolder).toEqual({ kind: 'Partner', name: 'Pat Partner' });
    const row = await s.orm.em.fork().findOneOrFail(Attendance, a.id, { filters: false });
    expect(row.checkedOutAt).not.toBeNull();
    const freed = await rest(s.url, 'GET', `api/list-badges/${depot.id}`, { token });
    expect(freed.body).toEqual([expect.objectContaining({ badgeNum: 'P1', inUse: false, holderName: null, holderKind: null })]);
  });
});
