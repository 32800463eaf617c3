import { startTestServer, type TestServer } from '../../../test/server';
import { gql, rest } from '../../../test/http';
import { untilOutboxDone } from '../../../test/outbox';
import { makePartner, makeWorld, uniq } from '../../../test/factories';
import { tokenFor } from '../../tenants/__tests__/support';
import { RULES_OK, walkIn } from '../../visits/__tests__/support';
import { Messages } from '../../../contracts/messages';
import { safeToken } from '../safe-link';
import { plainText } from '../../../test/smtp-sink';

/**
 * Everyone told in an evacuation (issues 37, 39): the depot's assembly point; at a roll-call's start each person on it
 * with an e-mail gets it in their kiosk language with their own "I am safe" link; the link marks them safe at once
 * (self-reported, live), once, only for them, only while the roll-call is open; the kiosk sees the roll-call and where
 * to go, and nothing once it ends.
 */
let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => {
  await s.close();
});

const SET = 'mutation($d: ID!, $t: String) { setDepotAssemblyPoint(depotId: $d, text: $t) }';
const START = `mutation($d: ID!) { startEvacuation(depotId: $d) { id entries { entryId name status selfReported markedByName } } }`;
const GET = `query($id: ID!) { evacuation(id: $id) { safe missing entries { entryId name status selfReported markedByName markedAt } } }`;
const END = `mutation($id: ID!) { endEvacuation(id: $id) { id } }`;
const LINK = 'query($t: String!) { safeLink(token: $t) { firstName depotCode assemblyPoint language state markedAt } }';
const MARK_SELF = 'mutation($t: String!) { markSelfSafe(token: $t) { firstName state markedAt } }';
const KIOSK = 'query($d: ID!) { kioskEvacuation(depotId: $d) { startedAt assemblyPoint } }';

const WALK_IN = 'mutation($i: UnplannedCheckInInput!) { unplannedCheckIn(input: $i) { attendanceId } }';
const linkIn = (raw: string) => decodeURIComponent(/\/safe\/([^\s]+)/.exec(plainText(raw))![1]);

describe('everyone told in an evacuation', () => {
  it("a depot's assembly point: set, cleared, refused when too long or another tenant's", async () => {
    const w = await makeWorld(s.orm);
    const token = tokenFor(s, w.admin);
    expect((await gql(s.url, SET, { d: w.depot.id, t: '  Car park B,   by the gate ' }, token)).data.setDepotAssemblyPoint).toBe(
      'Car park B, by the gate',
    );
    const long = await gql(s.url, SET, { d: w.depot.id, t: 'x'.repeat(301) }, token);
    expect(long.errors?.[0]).toMatchObject({ message: Messages.assemblyPointTooLong, extensions: { code: 'BAD_USER_INPUT' } });
    const other = await makeWorld(s.orm);
    expect((await gql(s.url, SET, { d: w.depot.id, t: 'Elsewhere' }, tokenFor(s, other.admin))).errors?.[0]).toBeDefined();
    const [row] = await s.orm.em.fork().getConnection().execute(`select assembly_point from depot where id = ?`, [w.depot.id]);
    expect(row.assembly_point).toBe('Car park B, by the gate');
    expect((await gql(s.url, SET, { d: w.depot.id, t: '  ' }, tokenFor(s, w.manager))).data.setDepotAssemblyPoint).toBeNull();
  });

  it('each person gets their link in their language; it marks them safe once, live and self-reported, and dies with the roll-call', async () => {
    const w = await makeWorld(s.orm);
    const token = tokenFor(s, w.manager);
    await gql(s.url, SET, { d: w.depot.id, t: 'Car park B' }, token);
    const ana = `${uniq('ana')}@example.test`;
    const bob = `${uniq('bob')}@example.test`;
    const anaIn = await gql(s.url, WALK_IN, {
      i: {
        depotId: w.depot.id,
        firstName: 'Ana',
        lastName: uniq('Nowak'),
        email: ana,
        company: 'Acme',
        carReg: '241-D-1',
        reasonForVisit: 'Meeting',
        ruleAnswers: RULES_OK,
        language: 'pl',
      },
    });
    expect(anaIn.errors).toBeUndefined();
    expect((await walkIn(s, w.depot.id, { firstName: 'Bob', lastName: uniq('Byrne'), email: bob })).status).toBe(200);
    const partner = await makePartner(s.orm, w.depot, { name: 'Pat Worker', email: `${uniq('pat')}@example.test` });
    expect((await rest(s.url, 'POST', 'api/clock-in', { body: { workId: partner.workId, depot: w.depot.id } })).status).toBe(200);
    // The kiosk sees nothing before the roll-call.
    expect((await gql(s.url, KIOSK, { d: w.depot.id })).data.kioskEvacuation).toBeNull();

    const started = await gql(s.url, START, { d: w.depot.id }, token);
    expect(started.errors).toBeUndefined();
    const ev = started.data.startEvacuation;
    expect(ev.entries).toHaveLength(3);
    expect((await gql(s.url, KIOSK, { d: w.depot.id })).data.kioskEvacuation).toMatchObject({ assemblyPoint: 'Car park B' });

    // Ana's e-mail is in Polish, with the assembly point and her link; Bob's in English; the partner's too.
    const toAna = await s.mail.waitFor((m) => m.to.includes(ana) && m.subject.startsWith('Ewakuacja'));
    expect(plainText(toAna.text)).toContain('Udaj się na miejsce zbiórki: Car park B');
    const toBob = await s.mail.waitFor((m) => m.to.includes(bob) && m.subject.startsWith('Evacuation'));
    expect(plainText(toBob.text)).toContain('Go to the assembly point: Car park B');
    await s.mail.waitFor((m) => m.to.includes(partner.email!) && m.subject.startsWith('Evacuation'));
    await untilOutboxDone(s.orm, 'evacuation-safe-links', { evacuationId: ev.id });
    const anaLink = linkIn(toAna.text);
    const bobLink = linkIn(toBob.text);
    expect(anaLink).not.toBe(bobLink);

    // The link shows little: her first name, the depot, where to go, in her language.
    const shown = await gql(s.url, LINK, { t: anaLink });
    expect(shown.data.safeLink).toEqual({
      firstName: 'Ana',
      depotCode: w.depot.code,
      assemblyPoint: 'Car park B',
      language: 'pl',
      state: 'OPEN',
      markedAt: null,
    });

    // Two taps at once: one mark; the roll-call says self-reported, Bob is still missing.
    const [m1, m2] = await Promise.all([gql(s.url, MARK_SELF, { t: anaLink }), gql(s.url, MARK_SELF, { t: anaLink })]);
    expect(m1.data.markSelfSafe.state).toBe('SAFE');
    expect(m2.data.markSelfSafe).toEqual(m1.data.markSelfSafe);
    const now = (await gql(s.url, GET, { id: ev.id }, token)).data.evacuation;
    expect(now.safe).toBe(1);
    const anaEntry = now.entries.find((e: any) => e.name.startsWith('Ana'));
    expect(anaEntry).toMatchObject({ status: 'SAFE', selfReported: true, markedByName: Messages.selfReportedBy });
    expect(now.entries.find((e: any) => e.name.startsWith('Bob'))).toMatchObject({ status: 'MISSING', selfReported: false });

    // A made-up token, a tampered one, another entry's id with Ana's mac: not valid, nothing marked.
    const [id, mac] = anaLink.split('.');
    const bobId = bobLink.split('.')[0];
    for (const bad of ['nonsense', `${id}.${mac}x`, `${bobId}.${mac}`, `${id}`, `${'a'.repeat(500)}`, safeToken('another-secret', bobId)]) {
      const r = await gql(s.url, MARK_SELF, { t: bad });
      expect(r.errors?.[0]).toMatchObject({ message: Messages.safeLinkInvalid, extensions: { code: 'NOT_FOUND' } });
    }
    expect((await gql(s.url, GET, { id: ev.id }, token)).data.evacuation.safe).toBe(1);

    // After the end: Bob's link says so and marks nothing; the kiosk sees nothing.
    expect((await gql(s.url, END, { id: ev.id }, token)).errors).toBeUndefined();
    expect((await gql(s.url, LINK, { t: bobLink })).data.safeLink.state).toBe('ENDED');
    const late = await gql(s.url, MARK_SELF, { t: bobLink });
    expect(late.errors?.[0]).toMatchObject({ message: Messages.safeLinkEnded, extensions: { code: 'CONFLICT' } });
    expect((await gql(s.url, GET, { id: ev.id }, token)).data.evacuation.entries.find((e: any) => e.name.startsWith('Bob')).status).toBe(
      'MISSING',
    );
    expect((await gql(s.url, KIOSK, { d: w.depot.id })).data.kioskEvacuation).toBeNull();
    // Ana's link still shows what happened.
    expect((await gql(s.url, LINK, { t: anaLink })).data.safeLink.state).toBe('SAFE');
  });
});
