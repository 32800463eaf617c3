import { startTestServer, type TestServer } from '../../../test/server';
import { gql, rest } from '../../../test/http';
import { makePartner, makeRole, makeShift, makeWorld, workId } from '../../../test/factories';
import { Messages } from '../../../contracts/messages';
import { superAdminToken, tokenFor } from '../../tenants/__tests__/support';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => {
  await s.close();
});

describe('shifts', () => {
  it('adds (ShiftName, StartTime, EndTime), lists, gets, edits and removes with the spec texts', async () => {
    const { admin } = await makeWorld(s.orm);
    const token = tokenFor(s, admin);
    const added = await rest(s.url, 'POST', 'api/add-shift', { token, body: { ShiftName: 'Early', StartTime: '06:00', EndTime: '14:00' } });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ shiftName: 'Early', startTime: '06:00', endTime: '14:00', message: Messages.shiftAdded });
    // The staff form sends a local date plus a time: only the wall-clock time is kept.
    const local = await rest(s.url, 'POST', 'api/add-shift', {
      token,
      body: { ShiftName: 'Night', StartTime: '2026-11-22T22:00', EndTime: '2026-11-23 06:30:00' },
    });
    expect(local.body).toMatchObject({ startTime: '22:00', endTime: '06:30' });
    const list = await rest(s.url, 'GET', 'api/list-shifts', { token });
    expect(list.body.map((x: { shiftName: string }) => x.shiftName)).toEqual(['Early', 'Night']);
    expect((await rest(s.url, 'GET', 'api/get-shift/', { token })).body).toEqual(list.body);
    expect((await rest(s.url, 'GET', `api/get-shift/${added.body.id}`, { token })).body).toMatchObject({
      id: added.body.id,
      shiftName: 'Early',
    });
    const edited = await rest(s.url, 'PUT', `api/edit-shift/${added.body.id}`, {
      token,
      body: { Id: added.body.id, ShiftName: 'Early', StartTime: '07:00', EndTime: '15:00' },
    });
    expect(edited.body).toMatchObject({ startTime: '07:00', endTime: '15:00', message: Messages.shiftUpdated });
    const removed = await rest(s.url, 'DELETE', `api/delete-shift/${added.body.id}`, { token });
    expect(removed.body).toEqual({ ok: true, message: Messages.shiftDeleted });
    expect((await rest(s.url, 'GET', `api/get-shift/${added.body.id}`, { token })).status).toBe(404);
    // A rule's answer names the field as the client spelled it (the rules: partners.service.test.ts).
    const bad = await rest(s.url, 'POST', 'api/add-shift', { token, body: { ShiftName: 'X', StartTime: '25:00', EndTime: '10:00' } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.StartTime).toEqual(['Start time must be a time (HH:mm)']);
  });

  it('GraphQL shifts, addShift, editShift, deleteShift call the same rules', async () => {
    const { admin } = await makeWorld(s.orm);
    const token = tokenFor(s, admin);
    const add = await gql(
      s.url,
      'mutation($i: ShiftInput!){ addShift(input: $i) { id shiftName startTime endTime } }',
      { i: { shiftName: 'Day', startTime: '08:00', endTime: '16:00' } },
      token,
    );
    expect(add.data.addShift).toMatchObject({ shiftName: 'Day', startTime: '08:00' });
    const list = await gql(s.url, '{ shifts { id shiftName startTime endTime } }', {}, token);
    expect(list.data.shifts).toEqual((await rest(s.url, 'GET', 'api/list-shifts', { token })).body);
    const bad = await gql(
      s.url,
      'mutation($i: ShiftInput!){ addShift(input: $i) { id } }',
      { i: { startTime: 'noon', endTime: '16:00' } },
      token,
    );
    expect(bad.errors![0].message).toBe('Start time must be a time (HH:mm)');
    const del = await gql(s.url, 'mutation($id: ID!){ deleteShift(id: $id) }', { id: add.data.addShift.id }, token);
    expect(del.data.deleteShift).toBe(true);
  });
});

describe('role names', () => {
  it('adds (RoleName), lists on every path, edits and removes with the spec texts; a duplicate name is 409', async () => {
    const { admin } = await makeWorld(s.orm);
    const token = tokenFor(s, admin);
    const added = await rest(s.url, 'POST', 'api/add-role', { token, body: { RoleName: 'Forklift Driver' } });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ roleName: 'Forklift Driver', message: Messages.roleAdded });
    const dup = await rest(s.url, 'POST', 'api/add-role', { token, body: { RoleName: 'forklift driver' } });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe(Messages.roleNameTaken('forklift driver'));
    for (const path of ['api/list-role', 'api/get-roles', 'api/get-role/']) {
      expect((await rest(s.url, 'GET', path, { token })).body).toEqual([{ id: added.body.id, roleName: 'Forklift Driver' }]);
    }
    expect((await rest(s.url, 'POST', 'api/add-role', { token, body: {} })).body.message).toBe('Role name is required');
    const edited = await rest(s.url, 'PUT', `api/edit-role/${added.body.id}`, {
      token,
      body: { Id: added.body.id, RoleName: 'Reach Driver' },
    });
    expect(edited.body).toMatchObject({ roleName: 'Reach Driver', message: Messages.roleUpdated });
    const gqlList = await gql(s.url, '{ roles { id roleName } }', {}, token);
    expect(gqlList.data.roles).toEqual([{ id: added.body.id, roleName: 'Reach Driver' }]);
    expect((await rest(s.url, 'DELETE', `api/delete-role/${added.body.id}`, { token })).body).toEqual({
      ok: true,
      message: Messages.roleDeleted,
    });
  });
});

describe('partners', () => {
  const body = (depotId: string, over: Record<string, unknown> = {}) => ({
    workId: workId(),
    name: 'pat murphy',
    organisation: 'acme logistics',
    emailaddress: 'Pat@Example.test',
    depotId,
    signFlag: true,
    ...over,
  });

  it('registers (spec field names), lists, gets, edits and deletes with the spec texts', async () => {
    const { tenant, depot, admin } = await makeWorld(s.orm);
    const token = tokenFor(s, admin);
    const shift = await makeShift(s.orm, tenant);
    const role = await makeRole(s.orm, tenant, 'Picker');
    const b = body(depot.id, { shifttiming: shift.id, Role: role.id, badgeNumFlag: true });
    const reg = await rest(s.url, 'POST', 'api/register-partner', { token, body: b });
    expect(reg.status).toBe(201);
    expect(reg.body).toMatchObject({
      workId: b.workId,
      name: 'Pat murphy',
      organisation: 'Acme logistics',
      email: 'pat@example.test',
      emailaddress: 'pat@example.test',
      shiftId: shift.id,
      shiftName: 'Day',
      shiftTime: '08:00 - 16:00',
      roleId: role.id,
      roleName: 'Picker',
      Role: 'Picker',
      depotId: depot.id,
      signFlag: true,
      badgeNumFlag: true,
      singleSignFlag: false,
      message: Messages.partnerSaved,
    });
    const list = await rest(s.url, 'GET', `api/list-partners/${depot.id}/1`, { token });
    expect(list.body).toMatchObject({ total: 1, page: 1, items: [{ id: reg.body.id, roleName: 'Picker' }] });
    expect((await rest(s.url, 'GET', `api/get-partner/${reg.body.id}`, { token })).body).toMatchObject({
      id: reg.body.id,
      workId: b.workId,
    });
    const edit = await rest(s.url, 'PUT', `api/edit-partner/${reg.body.id}`, {
      token,
      body: { name: 'Pat Murphy', organisation: 'Acme', Role: null },
    });
    expect(edit.body).toMatchObject({
      name: 'Pat Murphy',
      organisation: 'Acme',
      roleId: null,
      shiftId: shift.id,
      signFlag: true,
      message: Messages.partnerUpdated,
    });
    const noName = await rest(s.url, 'PUT', `api/edit-partner/${reg.body.id}`, { token, body: { organisation: 'Acme' } });
    expect(noName.status).toBe(400);
    expect(noName.body.message).toBe('Name is required');
    expect((await rest(s.url, 'DELETE', `api/delete-partner/${reg.body.id}`, { token })).body).toEqual({
      ok: true,
      message: Messages.partnerDeleted,
    });
    expect((await rest(s.url, 'GET', `api/get-partner/${reg.body.id}`, { token })).status).toBe(404);
  });

  it('GraphQL registerPartner, partners, editPartner, deletePartner agree with REST; SuperAdmin sees any tenant', async () => {
    const { depot, admin } = await makeWorld(s.orm);
    const token = tokenFor(s, admin);
    const b0 = body(depot.id);
    const reg = await gql(
      s.url,
      'mutation($i: PartnerInput!){ registerPartner(input: $i) { id workId name organisation email signFlag } }',
      { i: { workId: b0.workId, name: 'Sam', organisation: 'Acme', email: 'sam@example.test', depotId: depot.id, signFlag: true } },
      token,
    );
    expect(reg.errors).toBeUndefined();
    const page = await gql(
      s.url,
      'query($d: ID!){ partners(depotId: $d) { total items { id workId } } }',
      { d: depot.id },
      await superAdminToken(s),
    );
    expect(page.data.partners).toEqual({ total: 1, items: [{ id: reg.data.registerPartner.id, workId: b0.workId }] });
    const edit = await gql(
      s.url,
      'mutation($id: ID!, $i: PartnerInput!){ editPartner(id: $id, input: $i) { name signFlag } }',
      { id: reg.data.registerPartner.id, i: { name: 'Samuel', organisation: 'Acme' } },
      token,
    );
    expect(edit.data.editPartner).toEqual({ name: 'Samuel', signFlag: true });
    const dup = await gql(
      s.url,
      'mutation($i: PartnerInput!){ registerPartner(input: $i) { id } }',
      { i: { workId: b0.workId, name: 'X', organisation: 'Y', depotId: depot.id } },
      token,
    );
    expect(dup.errors![0]).toMatchObject({ message: Messages.workIdTaken(b0.workId), extensions: { code: 'CONFLICT' } });
    expect(
      (await gql(s.url, 'mutation($id: ID!){ deletePartner(id: $id) }', { id: reg.data.registerPartner.id }, token)).data.deletePartner,
    ).toBe(true);
  });

  it('e-mails the partner its work id as a QR code PNG, once', async () => {
    const { depot, admin } = await makeWorld(s.orm);
    const token = tokenFor(s, admin);
    const p = await makePartner(s.orm, depot, { email: `qr-${workId()}@example.test` });
    const r = await rest(s.url, 'POST', `api/sendqrcode-partners/${p.id}`, { token, body: { meetingReference: p.workId } });
    expect(r.body).toEqual({ ok: true, message: Messages.partnerQrSent });
    const mail = await s.mail.waitFor((m) => m.to.includes(p.email!));
    expect(mail.text).toContain(p.workId);
    expect(mail.raw).toMatch(/Content-Type: image\/png/i);
    expect(mail.raw).toMatch(/Content-ID: <qr>/i);
    const none = await makePartner(s.orm, depot, { email: null });
    const noMail = await rest(s.url, 'POST', `api/sendqrcode-partners/${none.id}`, { token });
    expect(noMail.status).toBe(400);
    expect(noMail.body.message).toBe(Messages.partnerNoEmail);
  });
});
