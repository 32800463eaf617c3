import { existsSync } from 'node:fs';
import { mkdtemp, readdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { EntityManager } from '@mikro-orm/postgresql';
import { startTestServer, type TestServer } from '../../../test/server';
import { freshDatabase } from '../../../test/database';
import { gql, rest } from '../../../test/http';
import { untilOutboxDone } from '../../../test/outbox';
import { plainText } from '../../../test/smtp-sink';
import { fixedClock } from '../../../core/clock';
import { makeDepot, makeManager, makePartner, makeRole, makeUser, makeWorld, uniq } from '../../../test/factories';
import { tokenFor } from '../../tenants/__tests__/support';
import { Messages } from '../../../contracts/messages';
import { DocumentReminderSweep } from '../document.jobs';

/**
 * Contractor documents that expire (issue 38): the tenant's types (admins only, audited), uploads checked by content,
 * size and expiry (bad input: a clear 4xx, nothing written, no file left), one current document when two uploads race,
 * the clock-in refused over REST, GraphQL and a held kiosk entry while a blocking document is missing or expired, the
 * lists staff see, the managers' reminder once on a fixed clock, and erasure removing rows and files. A database of its
 * own: the reminder sweep reads every depot.
 */
const clock = fixedClock('2026-06-10T10:00:00Z'); // 11:00 in Dublin; the depot's day is 2026-06-10
let s: TestServer;
let documentDir: string;
beforeAll(async () => {
  documentDir = await mkdtemp(path.join(os.tmpdir(), 'documents-'));
  s = await startTestServer({ databaseUrl: await freshDatabase('documents'), clock, over: { documentDir, documentMaxMb: 1 } });
});
afterAll(async () => {
  await s.close();
});

const q = async <T = any>(sql: string, params: unknown[] = []): Promise<T[]> => s.orm.em.fork().getConnection().execute(sql, params);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

const ADD = `mutation($i: AddDocumentTypeInput!) { addDocumentType(input: $i) { id name blocksClockIn roleIds } }`;
const UPDATE = `mutation($i: UpdateDocumentTypeInput!) { updateDocumentType(input: $i) { id name blocksClockIn roleIds } }`;
const ROWS = `partnerId documentTypeName documentId expiresOn status blocksClockIn depotCode`;
const OF_PARTNER = `query($p: ID!) { partnerDocuments(partnerId: $p) { ${ROWS} } }`;
const ATTENTION = `query($d: ID) { documentsNeedingAttention(depotId: $d) { ${ROWS} } }`;
const GQL_CLOCK_IN = `mutation($i: ClockInput!) { clockIn(input: $i) { attendanceId message } }`;

async function addType(token: string, name = uniq('Safe Pass '), over: Record<string, unknown> = {}) {
  const r = await gql(s.url, ADD, { i: { name, blocksClockIn: true, roleIds: [], ...over } }, token);
  expect(r.errors).toBeUndefined();
  return r.data.addDocumentType as { id: string; name: string };
}

async function upload(token: string, f: { partnerId: string; documentTypeId: string; expiresOn: string }, bytes = PDF, name = 'cert.pdf') {
  const form = new FormData();
  form.set('partnerId', f.partnerId);
  form.set('documentTypeId', f.documentTypeId);
  form.set('expiresOn', f.expiresOn);
  form.set('file', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), name);
  const res = await fetch(`${s.url}/api/partner-document`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
  return { status: res.status, body: (await res.json()) as any };
}

const filesOf = async (tenantId: string) => (existsSync(path.join(documentDir, tenantId)) ? readdir(path.join(documentDir, tenantId)) : []);
const docsOf = (partnerId: string) =>
  q<{ id: string; superseded_at: Date | null }>(`select id, superseded_at from partner_document where partner_id = ? order by created_at`, [
    partnerId,
  ]);
const attendancesOf = async (partnerId: string) =>
  (await q<{ n: number }>(`select count(*)::int as n from attendance where partner_id = ?`, [partnerId]))[0].n;

describe('document types', () => {
  it('admins add, edit and remove them (audited); a manager, a bad name, a taken name or another tenant cannot', async () => {
    const w = await makeWorld(s.orm);
    const token = tokenFor(s, w.admin);
    const role = await makeRole(s.orm, w.tenant, 'Electrician');
    const t = await addType(token, 'Public liability insurance', { roleIds: [role.id] });
    expect(t).toMatchObject({ name: 'Public liability insurance', blocksClockIn: true, roleIds: [role.id] });
    const taken = await gql(s.url, ADD, { i: { name: 'public LIABILITY insurance', blocksClockIn: false } }, token);
    expect(taken.errors?.[0]).toMatchObject({ message: Messages.documentTypeNameTaken, extensions: { code: 'CONFLICT' } });
    const short = await gql(s.url, ADD, { i: { name: 'x', blocksClockIn: true } }, token);
    expect(short.errors?.[0].message).toContain(Messages.documentTypeName);
    const other = await makeWorld(s.orm);
    const foreignRole = await makeRole(s.orm, other.tenant);
    const foreign = await gql(s.url, ADD, { i: { name: 'Safe Pass card', blocksClockIn: true, roleIds: [foreignRole.id] } }, token);
    expect(foreign.errors?.[0].message).toContain(Messages.documentTypeRoles);
    const byManager = await gql(s.url, ADD, { i: { name: 'Safe Pass card', blocksClockIn: true } }, tokenFor(s, w.manager));
    expect(byManager.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const edit = { id: t.id, name: 'Insurance', blocksClockIn: false, roleIds: [] };
    expect((await gql(s.url, UPDATE, { i: edit }, tokenFor(s, other.admin))).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await gql(s.url, UPDATE, { i: edit }, token)).data.updateDocumentType).toMatchObject({
      name: 'Insurance',
      blocksClockIn: false,
    });
    const list = await gql(s.url, `{ documentTypes { name } }`, {}, token);
    expect(list.data.documentTypes).toEqual([{ name: 'Insurance' }]);
    expect((await gql(s.url, `{ documentTypes { name } }`, {}, tokenFor(s, other.admin))).data.documentTypes).toEqual([]);
    const trail = await q<{ action: string }>(
      `select action from audit_log where target_type = 'document_type' and target_id = ? order by id`,
      [t.id],
    );
    expect(trail.map((r) => r.action)).toEqual(['document-type.add', 'document-type.edit']);
    const removed = await gql(s.url, `mutation($id: ID!) { removeDocumentType(id: $id) }`, { id: t.id }, token);
    expect(removed.data.removeDocumentType).toBe(true);
    expect(await q(`select id from document_type where id = ?`, [t.id])).toHaveLength(0);
  });
});

describe('uploads', () => {
  it('bad input answers a clear 4xx and writes nothing: too large, not what it claims, expiry past, another tenant or depot', async () => {
    const w = await makeWorld(s.orm);
    const token = tokenFor(s, w.admin);
    const t = await addType(token);
    const p = await makePartner(s.orm, w.depot);
    const ok = { partnerId: p.id, documentTypeId: t.id, expiresOn: '2027-01-31' };
    const big = Buffer.concat([PDF, Buffer.alloc(1024 * 1024)]);
    const tooLarge = await upload(token, ok, big);
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.message).toBe(Messages.documentTooLarge(1));
    const html = await upload(token, ok, Buffer.from('<html><script>alert(1)</script></html>'), 'insurance.pdf');
    expect(html).toMatchObject({ status: 400, body: { message: Messages.documentNotAccepted } });
    const zip = await upload(token, ok, Buffer.from('PK\x03\x04\x14\x00\x00\x00\x08\x00'), 'cert.pdf');
    expect(zip.status).toBe(400);
    const past = await upload(token, { ...ok, expiresOn: '2026-06-09' });
    expect(past).toMatchObject({ status: 400, body: { message: Messages.documentExpiry } });
    expect((await upload(token, { ...ok, expiresOn: '31/01/2027' })).status).toBe(400);
    expect((await upload(token, { ...ok, expiresOn: '2027-02-30' })).status).toBe(400);
    const other = await makeWorld(s.orm);
    const otherType = await addType(tokenFor(s, other.admin));
    expect((await upload(token, { ...ok, documentTypeId: otherType.id })).status).toBe(404);
    expect((await upload(tokenFor(s, other.admin), ok)).status).toBe(404);
    const elsewhere = await makeDepot(s.orm, w.tenant);
    const managerThere = await makeUser(s.orm, { tenant: w.tenant, depot: elsewhere, role: 'DepotManager' });
    expect((await upload(tokenFor(s, managerThere), ok)).status).toBe(404);
    expect((await upload(token, { ...ok, partnerId: 'not-an-id' })).status).toBe(400);
    expect(await docsOf(p.id)).toHaveLength(0);
    expect(await filesOf(w.tenant.id)).toHaveLength(0);
    // Today is still valid; the depot's own manager may upload; an image is accepted.
    const today = await upload(tokenFor(s, w.manager), { ...ok, expiresOn: '2026-06-10' }, PNG, 'card.png');
    expect(today.status).toBe(201);
    expect(today.body).toMatchObject({ status: 'EXPIRING', expiresOn: '2026-06-10' });
    expect(await filesOf(w.tenant.id)).toEqual([`${today.body.documentId}.png`]);
  });

  it('two uploads at once: both land in turn, one current document; staff of the tenant read it, nobody else', async () => {
    const w = await makeWorld(s.orm);
    const token = tokenFor(s, w.admin);
    const t = await addType(token);
    const p = await makePartner(s.orm, w.depot);
    const f = { partnerId: p.id, documentTypeId: t.id, expiresOn: '2027-03-01' };
    const [a, b] = await Promise.all([upload(token, f), upload(token, { ...f, expiresOn: '2027-04-01' })]);
    expect([a.status, b.status]).toEqual([201, 201]);
    const rows = await docsOf(p.id);
    expect(rows).toHaveLength(2);
    expect(rows.filter((r) => r.superseded_at === null)).toHaveLength(1);
    const current = (await gql(s.url, OF_PARTNER, { p: p.id }, token)).data.partnerDocuments;
    expect(current).toHaveLength(1);
    expect(current[0].documentId).toBe(rows.find((r) => r.superseded_at === null)!.id);
    const file = await fetch(`${s.url}/api/partner-document/${current[0].documentId}`, { headers: { authorization: `Bearer ${token}` } });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toContain('application/pdf');
    expect(Buffer.from(await file.arrayBuffer()).equals(PDF)).toBe(true);
    const other = await makeWorld(s.orm);
    expect((await rest(s.url, 'GET', `api/partner-document/${current[0].documentId}`, { token: tokenFor(s, other.admin) })).status).toBe(
      404,
    );
    expect((await rest(s.url, 'GET', `api/partner-document/${current[0].documentId}`)).status).toBe(401);
    expect((await gql(s.url, OF_PARTNER, { p: p.id }, tokenFor(s, other.admin))).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const trail = await q(`select 1 from audit_log where action = 'partner-document.upload' and tenant_id = ?`, [w.tenant.id]);
    expect(trail).toHaveLength(2); // each upload, and the supersession, in the trail
  });

  it('staff remove a document by hand: audited, its file gone; another tenant or depot hears 404 as for a missing id', async () => {
    const w = await makeWorld(s.orm);
    const token = tokenFor(s, w.admin);
    const t = await addType(token);
    const p = await makePartner(s.orm, w.depot);
    const up = await upload(token, { partnerId: p.id, documentTypeId: t.id, expiresOn: '2027-03-01' });
    expect(up.status).toBe(201);
    const id = up.body.documentId as string;
    expect(await filesOf(w.tenant.id)).toHaveLength(1);
    const REMOVE = `mutation($id: ID!) { removePartnerDocument(id: $id) }`;
    const remove = (tk: string, docId = id) => gql(s.url, REMOVE, { id: docId }, tk);
    const missing = await remove(token, '6f1c1c3e-0000-4000-8000-000000000000');
    expect(missing.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    // Another tenant's admin, a manager of another depot: the same answer as a missing id; nothing removed.
    const other = await makeWorld(s.orm);
    const managerThere = await makeUser(s.orm, { tenant: w.tenant, depot: await makeDepot(s.orm, w.tenant), role: 'DepotManager' });
    for (const tk of [tokenFor(s, other.admin), tokenFor(s, managerThere)]) {
      const r = await remove(tk);
      expect(r.errors?.[0].extensions?.code).toBe('NOT_FOUND');
      expect(r.errors?.[0].message).toBe(missing.errors?.[0].message);
    }
    expect((await remove(token, 'not-an-id')).errors?.[0].extensions?.code).toMatch(/BAD_USER_INPUT|NOT_FOUND/);
    expect(await docsOf(p.id)).toHaveLength(1);
    expect(await filesOf(w.tenant.id)).toHaveLength(1);

    // The depot's manager removes it: the row and the file go, the trail keeps it, the type is missing again.
    const manager = await makeUser(s.orm, { tenant: w.tenant, depot: w.depot, role: 'DepotManager' });
    expect((await remove(tokenFor(s, manager))).data.removePartnerDocument).toBe(true);
    expect(await docsOf(p.id)).toHaveLength(0);
    expect(await filesOf(w.tenant.id)).toHaveLength(0);
    const rows = (await gql(s.url, OF_PARTNER, { p: p.id }, token)).data.partnerDocuments;
    expect(rows).toEqual([expect.objectContaining({ documentId: null, status: 'MISSING' })]);
    expect(await q(`select action from audit_log where target_type = 'partner_document' and target_id = ? order by id`, [id])).toEqual([
      { action: 'partner-document.upload' },
      { action: 'partner-document.remove' },
    ]);
    expect((await remove(token)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const file = await rest(s.url, 'GET', `api/partner-document/${id}`, { token });
    expect(file.status).toBe(404);

    // Two removes at once: one wins, the other hears 404.
    const again = await upload(token, { partnerId: p.id, documentTypeId: t.id, expiresOn: '2027-03-01' });
    const both = await Promise.all([remove(token, again.body.documentId), remove(token, again.body.documentId)]);
    expect(both.map((r) => r.data?.removePartnerDocument ?? r.errors?.[0].extensions?.code).sort()).toEqual(['NOT_FOUND', true].sort());
    expect(await filesOf(w.tenant.id)).toHaveLength(0);
  });
});

describe('the clock-in', () => {
  it('a blocking document missing or expired refuses it over REST, GraphQL and a held kiosk entry, naming it; nothing written', async () => {
    const w = await makeWorld(s.orm);
    const token = tokenFor(s, w.admin);
    const driver = await makeRole(s.orm, w.tenant, 'Driver');
    const safePass = await addType(token, 'Safe Pass card');
    await addType(token, 'Manual handling course', { blocksClockIn: false });
    await addType(token, 'HGV licence', { roleIds: [driver.id] });
    const p = await makePartner(s.orm, w.depot);
    const refusal = Messages.documentBlocksClockIn('Safe Pass card');

    const viaRest = await rest(s.url, 'POST', 'api/clock-in', { body: { workId: p.workId, depot: w.depot.id } });
    expect(viaRest.status).toBe(403);
    expect(viaRest.body.message).toBe(refusal);
    const viaGql = await gql(s.url, GQL_CLOCK_IN, { i: { depotId: w.depot.id, workId: p.workId } });
    expect(viaGql.errors?.[0]).toMatchObject({ message: refusal, extensions: { code: 'FORBIDDEN' } });
    const entry = { entryId: crypto.randomUUID(), deviceId: uniq('dev'), occurredAt: '2026-06-10T09:30:00Z' };
    const held = await gql(s.url, GQL_CLOCK_IN, { i: { depotId: w.depot.id, workId: p.workId, entry } });
    expect(held.errors?.[0].message).toBe(refusal);
    expect(await attendancesOf(p.id)).toBe(0);
    expect(await q(`select 1 from kiosk_entry where id = ?`, [entry.entryId])).toHaveLength(0);

    // Uploaded: in (the non-blocking and the drivers' types do not stop a partner of no role).
    expect((await upload(token, { partnerId: p.id, documentTypeId: safePass.id, expiresOn: '2026-12-31' })).status).toBe(201);
    const inNow = await gql(s.url, GQL_CLOCK_IN, { i: { depotId: w.depot.id, workId: p.workId } });
    expect(inNow.errors).toBeUndefined();
    await gql(s.url, `mutation($i: ClockInput!) { clockOut(input: $i) { message } }`, { i: { depotId: w.depot.id, workId: p.workId } });

    // Expired (the day after its last day): refused again, at the kiosk as over REST.
    await q(`update partner_document set expires_on = '2026-06-09' where partner_id = ?`, [p.id]);
    const expired = await rest(s.url, 'POST', 'api/clock-in', { body: { workId: p.workId, depot: w.depot.id } });
    expect(expired).toMatchObject({ status: 403, body: { message: refusal } });
    expect(await attendancesOf(p.id)).toBe(1);

    // A driver needs the HGV licence too: the first missing, by name.
    const d = await makePartner(s.orm, w.depot, { role: driver });
    await upload(token, { partnerId: d.id, documentTypeId: safePass.id, expiresOn: '2027-01-01' });
    const driverIn = await gql(s.url, GQL_CLOCK_IN, { i: { depotId: w.depot.id, workId: d.workId } });
    expect(driverIn.errors?.[0].message).toBe(Messages.documentBlocksClockIn('HGV licence'));
  });
});

describe('what staff see, the reminder and erasure', () => {
  it("issue 39: the reminder reaches a Manager row in the tenant's default language, a staff manager in their own", async () => {
    clock.set('2026-06-10T10:00:00Z');
    const w = await makeWorld(s.orm);
    await q(`update "tenant" set "kiosk_default_language" = 'es' where "id" = ?`, [w.tenant.id]);
    await q(`update "app_user" set "language" = 'pl' where "id" = ?`, [w.manager.id]);
    const row = await makeManager(s.orm, w.depot, { email: `${uniq('mgr')}@example.test` });
    await makeManager(s.orm, w.depot, { email: w.manager.email, name: w.manager.name });
    const t = await addType(tokenFor(s, w.admin), 'Seguro de responsabilidad');
    const partner = await makePartner(s.orm, w.depot, { name: uniq('Pronto ') });
    expect((await upload(tokenFor(s, w.admin), { partnerId: partner.id, documentTypeId: t.id, expiresOn: '2026-06-20' })).status).toBe(201);
    await new DocumentReminderSweep({ em: s.orm.em.fork() as EntityManager, clock }).run();
    const es = await s.mail.waitFor((m) => m.to.includes(row.email) && m.subject.includes(partner.name));
    expect(es.subject).toBe(`Documento que caduca en ${w.depot.code}: Seguro de responsabilidad de ${partner.name}`);
    expect(plainText(es.text)).toContain(`El documento de este colaborador caduca en los próximos 14 días en ${w.depot.code}:`);
    expect(plainText(es.text)).toContain(`- ${partner.name}`);
    expect(plainText(es.text)).toContain(': Seguro de responsabilidad, caduca el 20/06/2026');
    const pl = await s.mail.waitFor((m) => m.to.includes(w.manager.email) && m.subject.includes(partner.name));
    expect(pl.subject).toBe(`Dokument wygasa w ${w.depot.code}: Seguro de responsabilidad, ${partner.name}`);
    expect(plainText(pl.text)).toContain('wygasa 20.06.2026');
    await untilOutboxDone(s.orm, 'document-reminder');
  });

  it('lists missing, expired and expiring; e-mails the managers once 14 days before; erasure removes rows and files', async () => {
    clock.set('2026-06-10T10:00:00Z');
    const w = await makeWorld(s.orm);
    const token = tokenFor(s, w.admin);
    const mailed = await makeManager(s.orm, w.depot, { email: `${uniq('mgr')}@example.test` });
    const t = await addType(token, 'Public liability insurance');
    const soon = await makePartner(s.orm, w.depot, { name: uniq('Soon ') });
    const later = await makePartner(s.orm, w.depot, { name: uniq('Later ') });
    const none = await makePartner(s.orm, w.depot, { name: uniq('None ') });
    await upload(token, { partnerId: soon.id, documentTypeId: t.id, expiresOn: '2026-06-20' });
    await upload(token, { partnerId: later.id, documentTypeId: t.id, expiresOn: '2026-08-30' });
    const list = (await gql(s.url, ATTENTION, { d: w.depot.id }, tokenFor(s, w.manager))).data.documentsNeedingAttention as any[];
    expect(list.map((r) => [r.partnerId, r.status])).toEqual([
      [none.id, 'MISSING'],
      [soon.id, 'EXPIRING'],
    ]);

    const sweep = () => new DocumentReminderSweep({ em: s.orm.em.fork() as EntityManager, clock }).run();
    const [one, two] = await Promise.all([sweep(), sweep()]);
    const mineOnly = (runs: { depotId: string }[]) => runs.filter((r) => r.depotId === w.depot.id);
    expect(mineOnly([...one, ...two])).toEqual([{ depotId: w.depot.id, documentIds: [expect.any(String)] }]);
    expect(await sweep()).toEqual([]);
    const reminder = await s.mail.waitFor((m) => m.to.includes(mailed.email) && m.subject.startsWith('Document expiring'));
    expect(reminder.subject).toBe(`Document expiring at ${w.depot.code}: Public liability insurance of ${soon.name}`);
    expect(reminder.text).toContain('expires 20/06/2026');
    // 77 days on, the later one is within 14 days: told once more, about it alone.
    clock.set('2026-08-20T10:00:00Z');
    expect(mineOnly(await sweep())).toHaveLength(1);
    await untilOutboxDone(s.orm, 'document-reminder');
    await s.mail.waitFor((m) => m.to.includes(mailed.email) && m.subject.includes(later.name));
    const mine = s.mail.messages.filter((m) => m.to.includes(mailed.email) && m.subject.startsWith('Document expiring'));
    expect(mine).toHaveLength(2);
    clock.set('2026-06-10T10:00:00Z');

    // Erasure of the partner (by e-mail): its documents' rows and files go.
    expect(await filesOf(w.tenant.id)).toHaveLength(2);
    const erase = await gql(
      s.url,
      `mutation($i: DataSubjectInput!) { eraseDataSubject(input: $i) { id } }`,
      { i: { email: soon.email } },
      token,
    );
    expect(erase.errors).toBeUndefined();
    expect(await docsOf(soon.id)).toHaveLength(0);
    expect(await q(`select 1 from partner_document where tenant_id = ?`, [w.tenant.id])).toHaveLength(1);
    expect(await filesOf(w.tenant.id)).toHaveLength(1);
  });
});
