// Issue 39, "Everyone told in an evacuation": by SMS too, and at the kiosk at the muster point. Real server, worker,
// PostgreSQL, Redis; the SMS provider is the channels tests' fake Twilio on loopback.
import { startTestServer, type TestServer } from '../../../test/server';
import { freshDatabase } from '../../../test/database';
import { gql, rest } from '../../../test/http';
import { until } from '../../../test/until';
import { untilOutboxDone } from '../../../test/outbox';
import { makePartner, makeWorld, uniq } from '../../../test/factories';
import { startFakeTwilio, type FakeTwilio } from '../../../test/fake-twilio';
import { tokenFor } from '../../tenants/__tests__/support';
import { RULES_OK, walkIn } from '../../visits/__tests__/support';
import { Messages } from '../../../contracts/messages';
import { loopbackDelivery } from '../../../test/loopback-delivery';

const TOKEN = 'tok-0123456789abcdef';
const sid = () => `AC${uniq()}${uniq()}${uniq()}${uniq()}`;

let s: TestServer;
let sms: FakeTwilio;
const creds: Record<string, string> = {};
beforeAll(async () => {
  sms = await startFakeTwilio(creds);
  s = await startTestServer({
    databaseUrl: await freshDatabase('roll_call_sms'),
    over: {
      webhooks: loopbackDelivery(),
      channels: { smsApiBase: sms.url },
    },
  });
});
afterAll(async () => {
  await s?.close();
  await sms?.close();
});

const SET_SMS = `mutation($input: SetSmsProviderInput!) { setSmsProvider(input: $input) { hint } }`;
const SET_POINT = 'mutation($d: ID!, $t: String) { setDepotAssemblyPoint(depotId: $d, text: $t) }';
const SET_MUSTER = 'mutation($d: ID!, $on: Boolean!) { setDepotMusterKiosk(depotId: $d, on: $on) }';
const START = `mutation($d: ID!) { startEvacuation(depotId: $d) { id entries { entryId name status } } }`;
const GET = `query($id: ID!) { evacuation(id: $id) { safe missing entries { entryId name status selfReported markedByName markedAt } } }`;
const END = `mutation($id: ID!) { endEvacuation(id: $id) { id } }`;
const MARK_SELF = 'mutation($t: String!) { markSelfSafe(token: $t) { firstName state markedAt } }';
const WALK_IN = 'mutation($i: UnplannedCheckInInput!) { unplannedCheckIn(input: $i) { attendanceId } }';
const EDIT_PARTNER = 'mutation($id: ID!, $i: PartnerInput!){ editPartner(id: $id, input: $i) { phone } }';
const KIOSK = 'query($d: ID!) { kioskEvacuation(depotId: $d) { assemblyPoint muster } }';
const PEOPLE = 'query($d: ID!, $q: String) { kioskMusterPeople(depotId: $d, search: $q) { entryId label } }';
const KIOSK_SAFE = 'mutation($i: KioskMarkSafeInput!) { kioskMarkSafe(input: $i) { label markedAt } }';
const ERASE = `mutation($input: DataSubjectInput!) { eraseDataSubject(input: $input) { kind } }`;

const sql = async <T>(q: string, params: unknown[] = []): Promise<T[]> => (await s.orm.em.fork().getConnection().execute(q, params)) as T[];
const linkOf = (body: string) => decodeURIComponent(/\/safe\/(\S+)/.exec(body)![1]);

/** A tenant with an SMS provider, its depot's assembly point, and a walk-in (GraphQL, her kiosk language) with a phone. */
async function world() {
  const w = await makeWorld(s.orm);
  const accountSid = sid();
  creds[accountSid] = TOKEN;
  const admin = tokenFor(s, w.admin);
  expect((await gql(s.url, SET_SMS, { input: { accountSid, authToken: TOKEN, from: '+15005550006' } }, admin)).errors).toBeUndefined();
  expect((await gql(s.url, SET_POINT, { d: w.depot.id, t: 'Car park B' }, tokenFor(s, w.manager))).errors).toBeUndefined();
  return { ...w, admin, marshal: tokenFor(s, w.manager) };
}
const phoneOf = () => `+4860${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
async function walkInWithPhone(depotId: string, firstName: string, phone: string | null, language = 'en') {
  const email = `${uniq(firstName.toLowerCase())}@example.test`;
  const r = await gql(s.url, WALK_IN, {
    i: {
      depotId,
      firstName,
      lastName: uniq('Nowak'),
      email,
      company: 'Acme',
      ...(phone ? { phone } : {}),
      carReg: '241-D-1',
      reasonForVisit: 'Meeting',
      ruleAnswers: RULES_OK,
      language,
    },
  });
  expect(r.errors).toBeUndefined();
  return email;
}

describe('everyone told in an evacuation, by SMS too (issue 39)', () => {
  it('each person with a phone gets one SMS in their language with their own link; the link marks them once, never after the end', async () => {
    const w = await world();
    const anaPhone = phoneOf();
    await walkInWithPhone(w.depot.id, 'Ana', ' +48 60 ' + anaPhone.slice(5), 'pl'); // as typed: spaces dropped
    const bob = await walkInWithPhone(w.depot.id, 'Bob', null);
    const patPhone = phoneOf();
    const pat = await makePartner(s.orm, w.depot, { name: 'Pat Worker', email: null });
    const edited = await gql(
      s.url,
      EDIT_PARTNER,
      { id: pat.id, i: { name: 'Pat Worker', organisation: 'Acme', phone: patPhone } },
      w.admin,
    );
    expect(edited.data.editPartner.phone).toBe(patPhone);
    expect((await rest(s.url, 'POST', 'api/clock-in', { body: { workId: pat.workId, depot: w.depot.id } })).status).toBe(200);

    const ev = (await gql(s.url, START, { d: w.depot.id }, w.marshal)).data.startEvacuation;
    expect(ev.entries).toHaveLength(3);
    await until(async () => sms.accepted(anaPhone).length === 1 && sms.accepted(patPhone).length === 1, 20_000);
    const [toAna] = sms.accepted(anaPhone);
    expect(toAna.body).toContain('Udaj się na miejsce zbiórki: Car park B');
    expect(sms.accepted(patPhone)[0].body).toContain('Go to the assembly point: Car park B');
    // Bob has no phone: his e-mail only; nobody gets a second SMS (the job ran once; a re-run would add no row).
    await s.mail.waitFor((m) => m.to.includes(bob) && m.subject.startsWith('Evacuation'));
    await untilOutboxDone(s.orm, 'evacuation-safe-links', { evacuationId: ev.id });
    await new Promise((r) => setTimeout(r, 500));
    expect(sms.messages.filter((m) => m.to === anaPhone || m.to === patPhone)).toHaveLength(2);
    const rows = await sql<{ status: string; kind: string }>(
      `select "status", "kind" from "channel_delivery" where "tenant_id" = ? and "channel" = 'SMS'`,
      [w.tenant.id],
    );
    expect(rows).toEqual([
      { status: 'SUCCEEDED', kind: 'EVACUATIONS' },
      { status: 'SUCCEEDED', kind: 'EVACUATIONS' },
    ]);

    // Ana's SMS link: safe at once, self-reported; twice changes nothing.
    const link = linkOf(toAna.body);
    const first = (await gql(s.url, MARK_SELF, { t: link })).data.markSelfSafe;
    expect(first).toMatchObject({ firstName: 'Ana', state: 'SAFE' });
    expect((await gql(s.url, MARK_SELF, { t: link })).data.markSelfSafe).toEqual(first);
    const now = (await gql(s.url, GET, { id: ev.id }, w.marshal)).data.evacuation;
    expect(now.safe).toBe(1);
    expect(now.entries.find((e: any) => e.name.startsWith('Ana'))).toMatchObject({ status: 'SAFE', selfReported: true });

    // After the end, Pat's link changes nothing.
    expect((await gql(s.url, END, { id: ev.id }, w.marshal)).errors).toBeUndefined();
    const late = await gql(s.url, MARK_SELF, { t: linkOf(sms.accepted(patPhone)[0].body) });
    expect(late.errors?.[0]).toMatchObject({ message: Messages.safeLinkEnded, extensions: { code: 'CONFLICT' } });
    expect((await gql(s.url, GET, { id: ev.id }, w.marshal)).data.evacuation.safe).toBe(1);
  });

  it('someone who signs in during the roll-call is told too, once, and nobody already told is told again', async () => {
    const w = await world();
    const firstPhone = phoneOf();
    await walkInWithPhone(w.depot.id, 'Olga', firstPhone);
    const ev = (await gql(s.url, START, { d: w.depot.id }, w.marshal)).data.startEvacuation;
    await until(async () => sms.accepted(firstPhone).length === 1, 20_000);
    await untilOutboxDone(s.orm, 'evacuation-safe-links', { evacuationId: ev.id });

    // A late arrival (a walk-in at another kiosk during the roll-call) joins it at the marshals' next read.
    const latePhone = phoneOf();
    const lateEmail = await walkInWithPhone(w.depot.id, 'Lena', latePhone, 'pl');
    const read = (await gql(s.url, GET, { id: ev.id }, w.marshal)).data.evacuation;
    expect(read.entries.map((e: any) => e.name.split(' ')[0]).sort()).toEqual(['Lena', 'Olga']);
    // two marshals reading at once: she joins once, and is told once
    await Promise.all([gql(s.url, GET, { id: ev.id }, w.marshal), gql(s.url, GET, { id: ev.id }, w.marshal)]);
    await until(async () => sms.accepted(latePhone).length === 1, 20_000);
    expect(sms.accepted(latePhone)[0].body).toContain('Udaj się na miejsce zbiórki: Car park B');
    await s.mail.waitFor((m) => m.to.includes(lateEmail) && m.subject.startsWith('Ewakuacja'));
    await untilOutboxDone(s.orm, 'evacuation-safe-links', { evacuationId: ev.id });
    await new Promise((r) => setTimeout(r, 500));
    expect(sms.accepted(latePhone)).toHaveLength(1);
    expect(sms.accepted(firstPhone)).toHaveLength(1);
    // her link marks her safe on the roll-call she joined
    const marked = (await gql(s.url, MARK_SELF, { t: linkOf(sms.accepted(latePhone)[0].body) })).data.markSelfSafe;
    expect(marked).toMatchObject({ firstName: 'Lena', state: 'SAFE' });
    await gql(s.url, END, { id: ev.id }, w.marshal);
  });

  it('the SMS provider down, then up: the e-mail goes at once, the SMS once, after its retries', async () => {
    const w = await world();
    const phone = phoneOf();
    sms.plan([503, 503, 201]);
    try {
      const email = await walkInWithPhone(w.depot.id, 'Dana', phone);
      const ev = (await gql(s.url, START, { d: w.depot.id }, w.marshal)).data.startEvacuation;
      await s.mail.waitFor((m) => m.to.includes(email) && m.subject.startsWith('Evacuation'));
      await until(async () => sms.accepted(phone).length === 1, 30_000);
      await new Promise((r) => setTimeout(r, 1000));
      expect(sms.accepted(phone)).toHaveLength(1);
      expect(sms.messages.filter((m) => m.to === phone).map((m) => m.status)).toEqual([503, 503, 201]);
      const [row] = await sql<{ status: string; attempts: number }>(
        `select "status", "attempts" from "channel_delivery" where "tenant_id" = ? and "address" = ?`,
        [w.tenant.id, phone],
      );
      expect(row).toEqual({ status: 'SUCCEEDED', attempts: 3 });
      await gql(s.url, END, { id: ev.id }, w.marshal);
    } finally {
      sms.plan([201]);
    }
  });

  it('a phone not in E.164 is refused with the catalogue message and nothing written; the spec 7 payload without one still signs in', async () => {
    const w = await world();
    const email = `${uniq('eve')}@example.test`;
    const bad = await gql(s.url, WALK_IN, {
      i: {
        depotId: w.depot.id,
        firstName: 'Eve',
        lastName: 'Lee',
        email,
        company: 'Acme',
        phone: '085 123 4567',
        carReg: '1-D-1',
        reasonForVisit: 'Meeting',
        ruleAnswers: RULES_OK,
      },
    });
    expect(bad.errors?.[0]).toMatchObject({ message: Messages.channelsPhone, extensions: { code: 'BAD_USER_INPUT' } });
    const viaRest = await walkIn(s, w.depot.id, { email, phone: 'call me' });
    expect(viaRest.status).toBe(400);
    expect(await sql(`select 1 from "attendee" where "tenant_id" = ? and lower("email") = ?`, [w.tenant.id, email])).toHaveLength(0);
    expect((await walkIn(s, w.depot.id, { email })).status).toBe(200);

    const pat = await makePartner(s.orm, w.depot, { name: 'Pat Worker' });
    const refused = await gql(
      s.url,
      EDIT_PARTNER,
      { id: pat.id, i: { name: 'Pat Worker', organisation: 'Acme', phone: '12345' } },
      w.admin,
    );
    expect(refused.errors?.[0]).toMatchObject({ message: Messages.channelsPhone, extensions: { code: 'BAD_USER_INPUT' } });
    const set = await gql(
      s.url,
      EDIT_PARTNER,
      { id: pat.id, i: { name: 'Pat Worker', organisation: 'Acme', phone: '+353 85-123 4567' } },
      w.admin,
    );
    expect(set.data.editPartner.phone).toBe('+353851234567');
    // The legacy edit never sends a phone: it keeps it; null clears it.
    const legacy = await rest(s.url, 'PUT', `api/edit-partner/${pat.id}`, {
      body: { name: 'Pat Worker', organisation: 'Acme' },
      headers: { authorization: `Bearer ${w.admin}` },
    });
    expect(legacy.status).toBeLessThan(300);
    expect((await sql<{ phone: string }>(`select "phone" from "partner" where "id" = ?`, [pat.id]))[0].phone).toBe('+353851234567');
    const cleared = await gql(s.url, EDIT_PARTNER, { id: pat.id, i: { name: 'Pat Worker', organisation: 'Acme', phone: null } }, w.admin);
    expect(cleared.data.editPartner.phone).toBeNull();
  });

  it("erasure removes a visitor's phone with the person", async () => {
    const w = await world();
    const email = await walkInWithPhone(w.depot.id, 'Fay', phoneOf());
    expect((await gql(s.url, ERASE, { input: { email } }, w.admin)).errors).toBeUndefined();
    const [row] = await sql<{ phone: string | null }>(`select "phone" from "attendee" where "tenant_id" = ? and "email" like 'erased-%'`, [
      w.tenant.id,
    ]);
    expect(row.phone).toBeNull();
  });
});

describe('the kiosk at the muster point (issue 39)', () => {
  it('"I am safe" by name or badge: once, live for the marshals, only this depot\'s roll-call, never after the end', async () => {
    const w = await world();
    await walkInWithPhone(w.depot.id, 'Ana', null);
    await walkInWithPhone(w.depot.id, 'Andrew', null);
    const pat = await makePartner(s.orm, w.depot, { name: 'Pat Worker' });
    expect((await rest(s.url, 'POST', 'api/clock-in', { body: { workId: pat.workId, depot: w.depot.id } })).status).toBe(200);
    // Another depot of another tenant, with its own roll-call and person.
    const o = await world();
    const otherPat = await makePartner(s.orm, o.depot, { name: 'Olga Other' });
    expect((await rest(s.url, 'POST', 'api/clock-in', { body: { workId: otherPat.workId, depot: o.depot.id } })).status).toBe(200);
    expect((await gql(s.url, SET_MUSTER, { d: o.depot.id, on: true }, o.marshal)).data.setDepotMusterKiosk).toBe(true);
    const oev = (await gql(s.url, START, { d: o.depot.id }, o.marshal)).data.startEvacuation;

    // No roll-call yet: nothing to do.
    const none = await gql(s.url, KIOSK_SAFE, { i: { depotId: w.depot.id, badge: pat.workId } });
    expect(none.errors?.[0]).toMatchObject({ message: Messages.musterNoEvacuation, extensions: { code: 'CONFLICT' } });
    const ev = (await gql(s.url, START, { d: w.depot.id }, w.marshal)).data.startEvacuation;
    // The depot's kiosks are not at the muster point: the evacuation screen only.
    expect((await gql(s.url, KIOSK, { d: w.depot.id })).data.kioskEvacuation).toEqual({ assemblyPoint: 'Car park B', muster: false });
    expect((await gql(s.url, PEOPLE, { d: w.depot.id, q: 'an' })).data.kioskMusterPeople).toEqual([]);
    const off = await gql(s.url, KIOSK_SAFE, { i: { depotId: w.depot.id, badge: pat.workId } });
    expect(off.errors?.[0]).toMatchObject({ message: Messages.musterKioskOff, extensions: { code: 'CONFLICT' } });
    // Only its managers turn it on.
    expect((await gql(s.url, SET_MUSTER, { d: w.depot.id, on: true }, o.admin)).errors?.[0]).toBeDefined();
    expect((await gql(s.url, SET_MUSTER, { d: w.depot.id, on: true }, w.marshal)).data.setDepotMusterKiosk).toBe(true);
    expect((await gql(s.url, KIOSK, { d: w.depot.id })).data.kioskEvacuation.muster).toBe(true);

    // By name: two letters at least, first name and initial only, those still missing.
    expect((await gql(s.url, PEOPLE, { d: w.depot.id, q: 'a' })).data.kioskMusterPeople).toEqual([]);
    const found = (await gql(s.url, PEOPLE, { d: w.depot.id, q: 'an' })).data.kioskMusterPeople;
    expect(found.map((p: any) => p.label)).toEqual(['Ana N.', 'Andrew N.']);
    expect((await gql(s.url, PEOPLE, { d: w.depot.id, q: '%' })).data.kioskMusterPeople).toEqual([]);
    const ana = found[0];
    const [a1, a2] = await Promise.all([
      gql(s.url, KIOSK_SAFE, { i: { depotId: w.depot.id, entryId: ana.entryId } }),
      gql(s.url, KIOSK_SAFE, { i: { depotId: w.depot.id, entryId: ana.entryId } }),
    ]);
    expect(a1.data.kioskMarkSafe.label).toBe('Ana N.');
    expect(a2.data.kioskMarkSafe).toEqual(a1.data.kioskMarkSafe);
    expect((await gql(s.url, PEOPLE, { d: w.depot.id, q: 'an' })).data.kioskMusterPeople.map((p: any) => p.label)).toEqual(['Andrew N.']);

    // By badge: the partner's work id.
    const byBadge = await gql(s.url, KIOSK_SAFE, { i: { depotId: w.depot.id, badge: ` ${pat.workId} ` } });
    expect(byBadge.data.kioskMarkSafe.label).toBe('Pat W.');
    const roll = (await gql(s.url, GET, { id: ev.id }, w.marshal)).data.evacuation;
    expect(roll.safe).toBe(2);
    for (const name of ['Ana', 'Pat'])
      expect(roll.entries.find((e: any) => e.name.startsWith(name))).toMatchObject({
        status: 'SAFE',
        selfReported: true,
        markedByName: Messages.selfReportedAtKiosk,
      });

    // Another depot's person: by their work id or their entry, not found here; nothing marked there.
    const otherEntry = oev.entries[0].entryId;
    for (const i of [{ badge: otherPat.workId }, { entryId: otherEntry }, { badge: 'NOPE-1' }]) {
      const r = await gql(s.url, KIOSK_SAFE, { i: { depotId: w.depot.id, ...i } });
      expect(r.errors?.[0]).toMatchObject({ message: Messages.musterNotOnRollCall, extensions: { code: 'NOT_FOUND' } });
    }
    expect((await gql(s.url, GET, { id: oev.id }, o.marshal)).data.evacuation.safe).toBe(0);
    // Bad input: a clear 400.
    const who = await gql(s.url, KIOSK_SAFE, { i: { depotId: w.depot.id } });
    expect(who.errors?.[0]).toMatchObject({ message: Messages.musterWho, extensions: { code: 'BAD_USER_INPUT' } });
    const badDepot = await gql(s.url, KIOSK_SAFE, { i: { depotId: 'nope', badge: '1' } });
    expect(badDepot.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');

    // After the end: nothing changes.
    await gql(s.url, END, { id: ev.id }, w.marshal);
    const andrew = found[1];
    const late = await gql(s.url, KIOSK_SAFE, { i: { depotId: w.depot.id, entryId: andrew.entryId } });
    expect(late.errors?.[0]).toMatchObject({ message: Messages.musterNoEvacuation, extensions: { code: 'CONFLICT' } });
    expect((await gql(s.url, GET, { id: ev.id }, w.marshal)).data.evacuation.safe).toBe(2);
    expect((await gql(s.url, KIOSK, { d: w.depot.id })).data.kioskEvacuation).toBeNull();
    await gql(s.url, END, { id: oev.id }, o.marshal);
  });
});
