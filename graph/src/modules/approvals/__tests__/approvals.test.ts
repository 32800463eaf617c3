import { randomUUID } from 'node:crypto';
import { startTestServer, type TestServer } from '../../../test/server';
import { gql } from '../../../test/http';
import { tokenFor } from '../../tenants/__tests__/support';
import { makeDepot, makeManager, makeUser, makeWorld, uniq } from '../../../test/factories';
import { freshDatabase } from '../../../test/database';
import { plainText } from '../../../test/smtp-sink';
import { Messages } from '../../../contracts/messages';
import { RULES_OK, walkIn } from '../../visits/__tests__/support';
import { RetentionSweep } from '../../retention/retention.service';

/**
 * Approval before entry (issue 37): the depot's rule (OFF, WALK_INS, FLAGGED), a walk-in that waits (nothing signed
 * in), staff answers (one wins when two answer at once), the one-time e-mail links (once, for their approval only,
 * expiring with it, dead after a deny), the timeout, tenancy, and an approved walk-in on the on-site list once.
 */
let s: TestServer;
/** The product's clock, moved forward by a test to pass a depot's timeout without waiting for it. */
let ahead = 0;
beforeAll(async () => {
  s = await startTestServer({ databaseUrl: await freshDatabase('approvals'), clock: { now: () => new Date(Date.now() + ahead) } });
});
afterAll(async () => {
  await s.close();
});
afterEach(() => {
  ahead = 0;
});

const q = async <T = any>(sql: string, params: unknown[] = []): Promise<T[]> => s.orm.em.fork().getConnection().execute(sql, params);

const SET_RULE = `mutation($d: ID!, $r: ApprovalRule!, $t: Int!) { setDepotApprovalRule(depotId: $d, rule: $r, timeoutSeconds: $t) { depotId rule timeoutSeconds } }`;
const RULE = `query($d: ID!) { depotApprovalRule(depotId: $d) { rule timeoutSeconds } }`;
const WALK_IN = `mutation($i: UnplannedCheckInInput!) { walkInCheckIn(input: $i) { attendance { attendanceId name } approval { id kioskToken expiresAt } } }`;
const LEGACY = 'mutation($i: UnplannedCheckInInput!) { unplannedCheckIn(input: $i) { attendanceId } }';
const KIOSK = `query($id: ID!, $k: String!) { kioskApproval(id: $id, kioskToken: $k) { state attendance { attendanceId name badgeNumber } } }`;
const PENDING = `query($d: ID) { pendingApprovals(depotId: $d) { id status personName company reasons depotCode } }`;
const DECIDE = `mutation($id: ID!, $a: Boolean!) { decideWalkIn(id: $id, approve: $a) { id status decidedVia decidedBy attendanceId failure } }`;
const BY_LINK = `query($id: ID!, $t: String!) { approvalByLink(id: $id, token: $t) { personName status depotCode } }`;
const DECIDE_LINK = `mutation($id: ID!, $t: String!, $a: Boolean!) { decideWalkInByLink(id: $id, token: $t, approve: $a) { status decidedVia decidedBy } }`;
const ON_SITE = `query($d: ID!) { onSiteNow(depotId: $d) { rows { attendanceId name } } }`;

const code = (r: { errors?: { extensions?: { code?: string } }[] }) => r.errors?.[0]?.extensions?.code;
const message = (r: { errors?: { message: string }[] }) => r.errors?.[0]?.message;

async function world(rule: 'OFF' | 'WALK_INS' | 'FLAGGED' = 'WALK_INS', timeoutSeconds = 300) {
  const w = await makeWorld(s.orm);
  const mailed = await makeManager(s.orm, w.depot, { email: `${uniq('mgr')}@example.test` });
  const host = await makeUser(s.orm, { tenant: w.tenant, depot: w.depot, role: 'DepotManager', email: `${uniq('host')}@example.test` });
  const admin = tokenFor(s, w.admin);
  const manager = tokenFor(s, w.manager);
  if (rule !== 'OFF') {
    const r = await gql(s.url, SET_RULE, { d: w.depot.id, r: rule, t: timeoutSeconds }, admin);
    expect(r.errors).toBeUndefined();
  }
  return { ...w, mailed, host, adminToken: admin, managerToken: manager };
}
type World = Awaited<ReturnType<typeof world>>;

const walker = (w: World, over: Record<string, unknown> = {}) => ({
  depotId: w.depot.id,
  firstName: 'ada',
  lastName: uniq('walker').replace(/[^a-z]/gi, ''),
  email: `${uniq('ada')}@example.test`,
  company: 'acme',
  carReg: '12 D 345',
  reasonForVisit: 'Meeting',
  hostId: w.host.id,
  ruleAnswers: RULES_OK,
  ...over,
});

async function waiting(w: World, over: Record<string, unknown> = {}) {
  const input = walker(w, over);
  const r = await gql(s.url, WALK_IN, { i: input });
  expect(r.errors).toBeUndefined();
  expect(r.data.walkInCheckIn.attendance).toBeNull();
  const t = r.data.walkInCheckIn.approval as { id: string; kioskToken: string };
  return { ...t, input };
}

const kiosk = async (t: { id: string; kioskToken: string }) => (await gql(s.url, KIOSK, { id: t.id, k: t.kioskToken })).data?.kioskApproval;
const attendances = async (depotId: string) => (await q(`select count(*)::int as n from attendance where depot_id = ?`, [depotId]))[0].n;

/** The approve/deny link mailed to `to` for the approval (its token is only in the e-mail). */
async function linkFor(to: string, approvalId: string): Promise<string> {
  const m = await s.mail.waitFor((x) => x.to.includes(to) && x.text.includes(`/approval/${approvalId}/`));
  const match = new RegExp(`/approval/${approvalId}/([A-Za-z0-9_-]+)`).exec(m.text);
  return match![1];
}

describe('the depot rule', () => {
  it('is OFF by default: a walk-in signs in at once', async () => {
    const w = await world('OFF');
    expect((await gql(s.url, RULE, { d: w.depot.id }, w.adminToken)).data.depotApprovalRule).toEqual({ rule: 'OFF', timeoutSeconds: 300 });
    const r = await gql(s.url, WALK_IN, { i: walker(w) });
    expect(r.data.walkInCheckIn.approval).toBeNull();
    expect(r.data.walkInCheckIn.attendance.attendanceId).toBeTruthy();
  });

  it('WALK_INS holds every walk-in: nothing signed in; the REST shim and the legacy mutation say "Please see reception"', async () => {
    const w = await world('WALK_INS');
    const t = await waiting(w);
    expect(await kiosk(t)).toEqual({ state: 'WAITING', attendance: null });
    const p = await gql(s.url, PENDING, { d: w.depot.id }, w.managerToken);
    expect(p.data.pendingApprovals).toEqual([
      expect.objectContaining({ id: t.id, status: 'PENDING', company: 'Acme', reasons: ['WALK_IN'] }),
    ]);
    const legacy = await walkIn(s, w.depot.id, { email: `${uniq('l')}@example.test` });
    expect(legacy.status).toBe(403);
    expect(legacy.body.message).toBe(Messages.pleaseSeeReception);
    const gq = await gql(s.url, LEGACY, { i: walker(w) });
    expect([code(gq), message(gq)]).toEqual(['FORBIDDEN', Messages.pleaseSeeReception]);
    expect(await attendances(w.depot.id)).toBe(0);
    // The request is audited (an EVENT with no personal data).
    const audit = await q(`select action from audit_log where target_id = ? order by id`, [t.id]);
    expect(audit.map((a) => a.action)).toContain('approval.requested');
  });

  it('a kiosk entry sent as the visitor stands there (live) waits; the same walk-in held offline and sent later is refused', async () => {
    const w = await world('WALK_INS');
    const entry = () => ({ entryId: randomUUID(), deviceId: 'tablet-1', occurredAt: new Date().toISOString() });
    const live = await gql(s.url, WALK_IN, { i: walker(w, { entry: { ...entry(), live: true } }) });
    expect(live.errors).toBeUndefined();
    expect(live.data.walkInCheckIn.attendance).toBeNull();
    expect(await kiosk(live.data.walkInCheckIn.approval)).toEqual({ state: 'WAITING', attendance: null });
    for (const held of [entry(), { ...entry(), live: false }]) {
      const r = await gql(s.url, WALK_IN, { i: walker(w, { entry: held }) });
      expect([code(r), message(r)]).toEqual(['FORBIDDEN', Messages.pleaseSeeReception]);
    }
    expect(await attendances(w.depot.id)).toBe(0);
    expect(await q(`select count(*)::int as n from walk_in_approval where depot_id = ?`, [w.depot.id])).toEqual([{ n: 1 }]);
  });

  it('FLAGGED holds only a flagged walk-in: temperature above the limit, a "yes" to a health question, a watchlist alert', async () => {
    const w = await world('FLAGGED');
    const plain = await gql(s.url, WALK_IN, { i: walker(w) });
    expect(plain.data.walkInCheckIn.attendance).not.toBeNull();
    const hot = await waiting(w, { temperature: '39.5' });
    const sick = await waiting(w, { ruleAnswers: { ...RULES_OK, hsr_1: 'yes' } });
    const add = await gql(
      s.url,
      `mutation($i: AddWatchlistEntryInput!) { addWatchlistEntry(input: $i) { id } }`,
      { i: { name: 'Watch Ed', email: 'watched@example.test', reason: 'Seen taking pallets', action: 'ALERT' } },
      w.adminToken,
    );
    expect(add.errors).toBeUndefined();
    const listed = await waiting(w, { firstName: 'watch', lastName: 'ed', email: 'watched@example.test' });
    const p = (await gql(s.url, PENDING, { d: w.depot.id }, w.adminToken)).data.pendingApprovals;
    const reasons = Object.fromEntries(p.map((a: { id: string; reasons: string[] }) => [a.id, a.reasons]));
    expect(reasons).toEqual({ [hot.id]: ['TEMPERATURE'], [sick.id]: ['HEALTH'], [listed.id]: ['WATCHLIST'] });
    // Let in, the "yes" stands on the sign-in (it was seen and approved by staff).
    const d = await gql(s.url, DECIDE, { id: sick.id, a: true }, w.adminToken);
    expect(d.data.decideWalkIn.status).toBe('APPROVED');
    const [row] = await q(`select rule_answers->>'hsr_1' as a from attendance where id = ?`, [d.data.decideWalkIn.attendanceId]);
    expect(row.a).toBe('yes');
  });

  it("refuses a bad timeout or rule, another tenant's depot, and a role that may not set it", async () => {
    const w = await world('OFF');
    const other = await world('OFF');
    const bad = await gql(s.url, SET_RULE, { d: w.depot.id, r: 'WALK_INS', t: 2 }, w.adminToken);
    expect([code(bad), message(bad)]).toEqual(['BAD_USER_INPUT', Messages.approvalTimeout]);
    const foreign = await gql(s.url, SET_RULE, { d: other.depot.id, r: 'WALK_INS', t: 60 }, w.adminToken);
    expect(code(foreign)).toBe('NOT_FOUND');
    const clerk = await makeUser(s.orm, { tenant: w.tenant, depot: w.depot, role: 'Gatehouse' });
    expect(code(await gql(s.url, SET_RULE, { d: w.depot.id, r: 'WALK_INS', t: 60 }, tokenFor(s, clerk)))).toBe('FORBIDDEN');
    expect((await gql(s.url, RULE, { d: other.depot.id }, other.adminToken)).data.depotApprovalRule.rule).toBe('OFF');
  });
});

describe('answers', () => {
  it('approved: the walk-in signs in through the normal path, once, and is on the on-site list exactly once', async () => {
    const w = await world('WALK_INS');
    const t = await waiting(w, { depotBadgeNum: null });
    const d = await gql(s.url, DECIDE, { id: t.id, a: true }, w.managerToken);
    expect(d.errors).toBeUndefined();
    expect(d.data.decideWalkIn).toMatchObject({ status: 'APPROVED', decidedVia: 'STAFF', decidedBy: w.manager.username, failure: null });
    const k = await kiosk(t);
    expect(k.state).toBe('SIGNED_IN');
    expect(k.attendance.attendanceId).toBe(d.data.decideWalkIn.attendanceId);
    const again = await gql(s.url, DECIDE, { id: t.id, a: true }, w.adminToken);
    expect([code(again), message(again)]).toEqual(['CONFLICT', Messages.approvalAlreadyDecided]);
    const rows = (await gql(s.url, ON_SITE, { d: w.depot.id }, w.adminToken)).data.onSiteNow.rows;
    expect(rows.filter((r: { attendanceId: string }) => r.attendanceId === k.attendance.attendanceId)).toHaveLength(1);
    expect(rows).toHaveLength(1);
    expect(await attendances(w.depot.id)).toBe(1);
    // What was submitted is cleared once answered; the decision is kept and audited.
    const [a] = await q(`select request, decided_by_name, decided_at from walk_in_approval where id = ?`, [t.id]);
    expect(a.request).toBeNull();
    expect(a.decided_by_name).toBe(w.manager.username);
    expect(a.decided_at).not.toBeNull();
    const audit = await q(`select action from audit_log where target_id = ?`, [t.id]);
    expect(audit.map((x) => x.action)).toEqual(expect.arrayContaining(['approval.requested', 'approval.approved']));
    expect((await gql(s.url, PENDING, { d: w.depot.id }, w.adminToken)).data.pendingApprovals).toEqual([]);
  });

  it('denied: nothing signed in, the kiosk says see reception', async () => {
    const w = await world('WALK_INS');
    const t = await waiting(w);
    const d = await gql(s.url, DECIDE, { id: t.id, a: false }, w.adminToken);
    expect(d.data.decideWalkIn).toMatchObject({ status: 'DENIED', attendanceId: null });
    expect((await kiosk(t)).state).toBe('SEE_RECEPTION');
    expect(await attendances(w.depot.id)).toBe(0);
  });

  it('two staff answering at the same moment: exactly one answer wins and both screens agree', async () => {
    for (let i = 0; i < 3; i++) {
      const w = await world('WALK_INS');
      const t = await waiting(w);
      const [a, b] = await Promise.all([
        gql(s.url, DECIDE, { id: t.id, a: true }, w.adminToken),
        gql(s.url, DECIDE, { id: t.id, a: false }, w.managerToken),
      ]);
      const won = [a, b].filter((r) => !r.errors);
      const lost = [a, b].filter((r) => r.errors);
      expect(won).toHaveLength(1);
      expect(lost.map((r) => [code(r), message(r)])).toEqual([['CONFLICT', Messages.approvalAlreadyDecided]]);
      const status = won[0].data.decideWalkIn.status;
      const [row] = await q(`select status from walk_in_approval where id = ?`, [t.id]);
      expect(row.status).toBe(status);
      expect(await attendances(w.depot.id)).toBe(status === 'APPROVED' ? 1 : 0);
      for (const token of [w.adminToken, w.managerToken])
        expect((await gql(s.url, PENDING, { d: w.depot.id }, token)).data.pendingApprovals).toEqual([]);
      expect((await kiosk(t)).state).toBe(status === 'APPROVED' ? 'SIGNED_IN' : 'SEE_RECEPTION');
    }
  });

  it('no answer within the timeout: EXPIRED, nothing signed in, too late to answer', async () => {
    const w = await world('WALK_INS', 5);
    const t = await waiting(w);
    ahead = 6000;
    expect((await kiosk(t)).state).toBe('SEE_RECEPTION');
    const late = await gql(s.url, DECIDE, { id: t.id, a: true }, w.adminToken);
    expect([code(late), message(late)]).toEqual(['GONE', Messages.approvalExpired]);
    const [row] = await q(`select status, decided_via, request from walk_in_approval where id = ?`, [t.id]);
    expect(row).toEqual({ status: 'EXPIRED', decided_via: 'TIMEOUT', request: null });
    expect(await attendances(w.depot.id)).toBe(0);
  });
});

describe('one-time e-mail links', () => {
  it('the host and the managers each get a link of their own; it works once', async () => {
    const w = await world('WALK_INS');
    const t = await waiting(w);
    const hostToken = await linkFor(w.host.email, t.id);
    const managerToken = await linkFor(w.mailed.email, t.id);
    expect(hostToken).not.toBe(managerToken);
    // Stored hashed: the token itself is nowhere in the database.
    expect(await q(`select 1 from walk_in_approval_link where token_hash = ?`, [hostToken])).toHaveLength(0);
    const view = await gql(s.url, BY_LINK, { id: t.id, t: hostToken });
    expect(view.data.approvalByLink).toMatchObject({ status: 'PENDING', depotCode: w.depot.code });
    const ok = await gql(s.url, DECIDE_LINK, { id: t.id, t: hostToken, a: true });
    expect(ok.data.decideWalkInByLink).toEqual({ status: 'APPROVED', decidedVia: 'LINK', decidedBy: w.host.email.toLowerCase() });
    expect((await kiosk(t)).state).toBe('SIGNED_IN');
    const twice = await gql(s.url, DECIDE_LINK, { id: t.id, t: hostToken, a: false });
    expect([code(twice), message(twice)]).toEqual(['CONFLICT', Messages.approvalLinkUsed]);
    const other = await gql(s.url, DECIDE_LINK, { id: t.id, t: managerToken, a: false });
    expect([code(other), message(other)]).toEqual(['CONFLICT', Messages.approvalAlreadyDecided]);
    expect(await attendances(w.depot.id)).toBe(1);
  });

  it("each recipient's e-mail in their language (issue 39): English as before, a Polish host, a Manager row in the tenant's Spanish", async () => {
    const w = await world('WALK_INS');
    const t = await waiting(w, { firstName: 'ada', lastName: 'lovelace' });
    const english = await s.mail.waitFor((x) => x.to.includes(w.mailed.email) && x.text.includes(`/approval/${t.id}/`));
    expect(english.subject).toBe(`Ada Lovelace is waiting at ${w.depot.code}: let them in?`);
    expect(english.text).toContain(
      `Ada Lovelace (Acme) is at the entrance of ${w.depot.code} to see ${w.host.name} and waits to be let in: every walk-in at this depot needs approval.`,
    );
    expect(english.text).toContain('The link works once, for this visitor only, until ');

    const v = await world('WALK_INS');
    await q(`update tenant set kiosk_default_language = 'es' where id = ?`, [v.tenant.id]);
    await q(`update app_user set language = 'pl' where id = ?`, [v.host.id]);
    const u = await waiting(v, { firstName: 'ada', lastName: 'lovelace' });
    const polish = await s.mail.waitFor((x) => x.to.includes(v.host.email) && x.text.includes(`/approval/${u.id}/`));
    expect(polish.subject).toBe(`Ada Lovelace czeka w ${v.depot.code}: wpuścić?`);
    expect(plainText(polish.raw)).toContain('każdy gość bez zapowiedzi w tym oddziale wymaga zgody');
    expect(plainText(polish.raw)).toContain('Wpuść lub odmów: http');
    const spanish = await s.mail.waitFor((x) => x.to.includes(v.mailed.email) && x.text.includes(`/approval/${u.id}/`));
    expect(spanish.subject).toBe(`Ada Lovelace espera en ${v.depot.code}: ¿le deja pasar?`);
    expect(plainText(spanish.raw)).toContain('El enlace funciona una vez, solo para este visitante, hasta ');
  });

  it('refused for another approval, after a deny, after the timeout, and when made up', async () => {
    const w = await world('WALK_INS', 5);
    const a = await waiting(w);
    const b = await waiting(w);
    const tokenA = await linkFor(w.mailed.email, a.id);
    const tokenB = await linkFor(w.mailed.email, b.id);
    const swapped = await gql(s.url, DECIDE_LINK, { id: b.id, t: tokenA, a: true });
    expect(code(swapped)).toBe('NOT_FOUND');
    const madeUp = await gql(s.url, DECIDE_LINK, { id: a.id, t: 'x'.repeat(43), a: true });
    expect(code(madeUp)).toBe('NOT_FOUND');
    expect((await gql(s.url, DECIDE, { id: a.id, a: false }, w.adminToken)).data.decideWalkIn.status).toBe('DENIED');
    const afterDeny = await gql(s.url, DECIDE_LINK, { id: a.id, t: tokenA, a: true });
    expect([code(afterDeny), message(afterDeny)]).toEqual(['CONFLICT', Messages.approvalAlreadyDecided]);
    ahead = 6000;
    const late = await gql(s.url, DECIDE_LINK, { id: b.id, t: tokenB, a: true });
    expect([code(late), message(late)]).toEqual(['GONE', Messages.approvalExpired]);
    expect(await attendances(w.depot.id)).toBe(0);
    const rows = await q(`select id, status from walk_in_approval where depot_id = ? order by created_at`, [w.depot.id]);
    expect(rows.map((r) => r.status).sort()).toEqual(['DENIED', 'EXPIRED']);
  });
});

describe('tenancy', () => {
  it("another tenant's or depot's approvals are refused as missing", async () => {
    const w = await world('WALK_INS');
    const other = await world('WALK_INS');
    const t = await waiting(w);
    const foreign = await gql(s.url, DECIDE, { id: t.id, a: true }, other.adminToken);
    expect(code(foreign)).toBe('NOT_FOUND');
    expect(code(await gql(s.url, PENDING, { d: w.depot.id }, other.adminToken))).toBe('NOT_FOUND');
    expect((await gql(s.url, PENDING, {}, other.adminToken)).data.pendingApprovals).toEqual([]);
    // A DepotManager of another depot of the same tenant.
    const depot2 = await makeDepot(s.orm, w.tenant);
    const elsewhere = await makeUser(s.orm, { tenant: w.tenant, depot: depot2, role: 'DepotManager' });
    expect(code(await gql(s.url, DECIDE, { id: t.id, a: false }, tokenFor(s, elsewhere)))).toBe('NOT_FOUND');
    // The kiosk's token is needed to read the answer.
    expect(code(await gql(s.url, KIOSK, { id: t.id, k: 'not-the-token' }))).toBe('NOT_FOUND');
    const [row] = await q(`select status from walk_in_approval where id = ?`, [t.id]);
    expect(row.status).toBe('PENDING');
  });
});

describe('retention and erasure', () => {
  const ERASE = `mutation($i: DataSubjectInput!) { eraseDataSubject(input: $i) { counts { approvals visitors attendances } } }`;
  const personal = (id: string) =>
    q(
      `select person_name, person_email, company, host_name, host_email, request, status, decided_via, anonymised_at is not null as gone
       from walk_in_approval where id = ?`,
      [id],
    );

  it('erasing a walk-in who was refused (never signed in) finds them by e-mail: their details go, the decision stays', async () => {
    const w = await world('WALK_INS');
    const email = `${uniq('refused')}@example.test`;
    const t = await waiting(w, { email, firstName: 'rita', lastName: 'refused' });
    const other = await waiting(w);
    await linkFor(w.mailed.email, t.id);
    expect((await gql(s.url, DECIDE, { id: t.id, a: false }, w.managerToken)).errors).toBeUndefined();
    const r = await gql(s.url, ERASE, { i: { email: email.toUpperCase() } }, w.adminToken);
    expect(r.errors).toBeUndefined();
    expect(r.data.eraseDataSubject.counts).toEqual({ approvals: 1, visitors: 0, attendances: 0 });
    expect(await personal(t.id)).toEqual([
      {
        person_name: '(erased)',
        person_email: null,
        company: '(erased)',
        host_name: null,
        host_email: null,
        request: null,
        status: 'DENIED',
        decided_via: 'STAFF',
        gone: true,
      },
    ]);
    // its links (the recipients, the token hashes) went with it; someone else's approval is untouched
    expect(await q(`select id from walk_in_approval_link where approval_id = ?`, [t.id])).toEqual([]);
    expect((await personal(other.id))[0]).toMatchObject({ person_email: other.input.email.toLowerCase(), gone: false });
    // erased twice: nothing left to find
    expect(message(await gql(s.url, ERASE, { i: { email } }, w.adminToken))).toBe(Messages.subjectNotFound);
  });

  it('erasing a walk-in who was let in takes the approval with their sign-in', async () => {
    const w = await world('WALK_INS');
    const email = `${uniq('letin')}@example.test`;
    const t = await waiting(w, { email });
    expect((await gql(s.url, DECIDE, { id: t.id, a: true }, w.managerToken)).data.decideWalkIn.status).toBe('APPROVED');
    const r = await gql(s.url, ERASE, { i: { email } }, w.adminToken);
    expect(r.data.eraseDataSubject.counts).toEqual({ approvals: 1, visitors: 1, attendances: 1 });
    expect((await personal(t.id))[0]).toMatchObject({ person_name: '(erased)', status: 'APPROVED', gone: true });
  });

  it('retention anonymises approvals asked before the cut-off and no others', async () => {
    const w = await world('WALK_INS');
    const old = await waiting(w);
    const recent = await waiting(w);
    const aged = await q(`update walk_in_approval set created_at = now() - interval '400 days' where id = ? returning id`, [old.id]);
    expect(aged).toHaveLength(1); // (a loaded run once saw 0 anonymised: this says whether the row was there to age)
    expect(await q(`select id from walk_in_approval where id = ? and anonymised_at is null`, [old.id])).toHaveLength(1);
    const counts = await new RetentionSweep({
      em: s.orm.em.fork() as never,
      clock: { now: () => new Date() },
      dataDir: s.config.dataDir,
    } as never).runTenant(w.tenant.id, new Date(Date.now() - 365 * 86_400_000));
    expect(counts.approvals).toBe(1);
    expect((await personal(old.id))[0]).toMatchObject({ person_name: '(erased)', person_email: null, gone: true });
    expect((await personal(recent.id))[0]).toMatchObject({ gone: false });
  });
});
