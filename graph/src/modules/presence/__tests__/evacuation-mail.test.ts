import { startTestServer, type TestServer } from '../../../test/server';
import { freshDatabase } from '../../../test/database';
import { gql } from '../../../test/http';
import { plainText } from '../../../test/smtp-sink';
import { untilOutboxDone } from '../../../test/outbox';
import { makeManager, makeWorld, uniq } from '../../../test/factories';
import { tokenFor } from '../../tenants/__tests__/support';
import { walkIn } from '../../visits/__tests__/support';

/**
 * The managers' evacuation notice (issue 23) in their language (issue 39), through the outbox and the worker to a real
 * SMTP sink: a Manager row is told in the tenant's default language, a staff manager who chose one in theirs; an
 * English tenant's notice says what it always said.
 */
let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ databaseUrl: await freshDatabase('evacuation_mail') });
});
afterAll(async () => {
  await s.close();
});

const q = async <T = any>(sql: string, params: unknown[] = []): Promise<T[]> => s.orm.em.fork().getConnection().execute(sql, params);
const START = `mutation($d: ID!) { startEvacuation(depotId: $d) { id } }`;
const END = `mutation($id: ID!) { endEvacuation(id: $id) { id } }`;

/** A depot with a Manager row and its staff manager as e-mail managers, one walk-in on site, a roll-call started and ended. */
async function rollCall(language?: { tenant: string; manager: string }) {
  const w = await makeWorld(s.orm);
  if (language) {
    await q(`update "tenant" set "kiosk_default_language" = ? where "id" = ?`, [language.tenant, w.tenant.id]);
    await q(`update "app_user" set "language" = ? where "id" = ?`, [language.manager, w.manager.id]);
  }
  const row = await makeManager(s.orm, w.depot, { email: `${uniq('mgr')}@example.test` });
  await makeManager(s.orm, w.depot, { email: w.manager.email, name: w.manager.name });
  expect((await walkIn(s, w.depot.id, { firstName: 'ana', lastName: 'gil', email: `${uniq('w')}@example.test` })).status).toBe(200);
  const token = tokenFor(s, w.manager);
  const started = await gql(s.url, START, { d: w.depot.id }, token);
  expect(started.errors).toBeUndefined();
  const id = started.data.startEvacuation.id as string;
  return {
    ...w,
    row,
    id,
    end: async () => expect((await gql(s.url, END, { id }, token)).errors).toBeUndefined(),
    mail: (to: string, subject: string) => s.mail.waitFor((m) => m.to.includes(to) && m.subject.startsWith(subject)),
  };
}

describe("the managers' evacuation notice in their language (issue 39)", () => {
  it("a Manager row in the tenant's default language (Spanish), a staff manager in their own (Polish)", async () => {
    const w = await rollCall({ tenant: 'es', manager: 'pl' });
    const code = w.depot.code;
    const es = await w.mail(w.row.email, 'EVACUACIÓN');
    expect(es.subject).toBe(`EVACUACIÓN en ${code}: 1 en el centro`);
    expect(plainText(es.text)).toContain(`Se inició un recuento de evacuación en ${code} el `);
    expect(plainText(es.text)).toContain('1 persona estaba en el centro:');
    expect(plainText(es.text)).toContain('- Ana Gil, Acme (visita sin cita');
    expect(plainText(es.text)).toContain(`Los responsables de evacuación marcan a las personas a salvo en `);
    const pl = await w.mail(w.manager.email, 'EWAKUACJA');
    expect(pl.subject).toBe(`EWAKUACJA w ${code}: osób na terenie: 1`);
    expect(plainText(pl.text)).toContain('- Ana Gil, Acme (wizyta bez zapowiedzi');

    await w.end();
    const esEnd = await w.mail(w.row.email, 'Evacuación terminada');
    expect(esEnd.subject).toBe(`Evacuación terminada en ${code}: 1 sin localizar`);
    expect(plainText(esEnd.text)).toContain(`El recuento de evacuación en ${code} terminó el `);
    expect(plainText(esEnd.text)).toContain('1 en la lista: 0 a salvo, 0 se fueron, 1 sin localizar.');
    expect(plainText(esEnd.text)).toContain(`El registro: `);
    const plEnd = await w.mail(w.manager.email, 'Ewakuacja zakończona');
    expect(plEnd.subject).toBe(`Ewakuacja zakończona w ${code}: osoby nieodnalezione: 1`);
    expect(plainText(plEnd.text)).toContain('Na liście: 1; bezpieczni: 0, wyszli: 0, nieodnalezieni: 1.');
    await untilOutboxDone(s.orm, 'evacuation-notification');
    expect(s.mail.messages.filter((m) => m.to.includes(w.row.email) && m.subject.startsWith('EVACUACIÓN'))).toHaveLength(1);
  });

  it("an English tenant's notice is unchanged", async () => {
    const w = await rollCall();
    const code = w.depot.code;
    const start = await w.mail(w.row.email, 'EVACUATION');
    expect(start.subject).toBe(`EVACUATION at ${code}: 1 on site`);
    expect(plainText(start.text)).toContain('1 person was on site:');
    expect(plainText(start.text)).toContain('- Ana Gil, Acme (Unplanned');
    await w.end();
    const end = await w.mail(w.row.email, 'Evacuation ended');
    expect(end.subject).toBe(`Evacuation ended at ${code}: 1 unaccounted for`);
    expect(plainText(end.text)).toContain('1 on the list: 0 safe, 0 left, 1 unaccounted for.');
  });
});
