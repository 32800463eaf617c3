import ExcelJS from 'exceljs';
import type { EntityManager } from '@mikro-orm/postgresql';
import { startTestServer, type TestServer } from '../../../test/server';
import { freshDatabase } from '../../../test/database';
import { gql } from '../../../test/http';
import { untilOutboxDone } from '../../../test/outbox';
import { makeWorld, uniq } from '../../../test/factories';
import { fixedClock } from '../../../core/clock';
import { tokenFor } from '../../tenants/__tests__/support';
import { walkIn } from '../../visits/__tests__/support';
import { Tenant } from '../../tenants/tenant.entity';
import { User } from '../../users/user.entity';
import { mailWords } from '../../mail/i18n/mail-i18n';
import { plainText } from '../../../test/smtp-sink';
import { readSummary, summaryWorkbook, SummarySweep } from '../summary.jobs';

/**
 * Staff in their own language (issue 39): a DepotManager who chose Polish gets the end-of-day summary (subject, words,
 * dates, the xlsx's headers) and the password-reset e-mail in Polish; a TenantAdmin without a choice gets its tenant's
 * default (Arabic); `setMyLanguage` refuses an unknown code with BAD_USER_INPUT and writes nothing, and null returns
 * the user to the tenant's default. A database of its own (the sweep reads every subscription).
 */
const clock = fixedClock('2027-05-11T09:00:00Z');
let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ databaseUrl: await freshDatabase('summary_language'), clock });
});
afterAll(async () => {
  await s.close();
});

const SET_SUMMARY = 'mutation($i: SetMySummaryInput!) { setMySummary(input: $i) { depotId endOfDay } }';
const SET_LANGUAGE = 'mutation($l: String) { setMyLanguage(language: $l) { language ownLanguage tenantLanguage } }';
const ME = 'query { me { language ownLanguage tenantLanguage } }';

describe('staff e-mails in the staff language (issue 39)', () => {
  it('the language on the session user: chosen, refused when unknown, back to the tenant default', async () => {
    const w = await makeWorld(s.orm);
    const token = tokenFor(s, w.manager);
    expect((await gql(s.url, ME, {}, token)).data.me).toEqual({ language: 'en', ownLanguage: null, tenantLanguage: 'en' });
    const bad = await gql(s.url, SET_LANGUAGE, { l: 'xx' }, token);
    expect(bad.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(bad.errors?.[0].message).toContain('xx is not a kiosk language');
    expect((await s.orm.em.fork().findOneOrFail(User, { id: w.manager.id }, { filters: false })).language ?? null).toBeNull();
    expect((await gql(s.url, SET_LANGUAGE, { l: 'pl' }, token)).data.setMyLanguage).toEqual({
      language: 'pl',
      ownLanguage: 'pl',
      tenantLanguage: 'en',
    });
    await s.orm.em.fork().nativeUpdate(Tenant, { id: w.tenant.id }, { kioskDefaultLanguage: 'ar' });
    expect((await gql(s.url, SET_LANGUAGE, { l: null }, token)).data.setMyLanguage).toEqual({
      language: 'ar',
      ownLanguage: null,
      tenantLanguage: 'ar',
    });
  });

  it('a Polish manager gets the summary and the reset e-mail in Polish; the admin the tenant default (Arabic)', async () => {
    clock.set('2027-05-11T09:00:00Z');
    const w = await makeWorld(s.orm);
    await s.orm.em.fork().nativeUpdate(Tenant, { id: w.tenant.id }, { kioskDefaultLanguage: 'ar' });
    const manager = tokenFor(s, w.manager);
    await gql(s.url, SET_LANGUAGE, { l: 'pl' }, manager);
    for (const token of [manager, tokenFor(s, w.admin)])
      expect(
        (await gql(s.url, SET_SUMMARY, { i: { depotId: w.depot.id, endOfDay: true, endOfWeek: false } }, token)).errors,
      ).toBeUndefined();

    clock.set('2027-05-11T10:00:00Z');
    const r = await walkIn(s, w.depot.id, { firstName: 'Zofia', lastName: 'Test', email: `${uniq('zofia')}@example.test` });
    expect(r.status).toBe(200);
    await new SummarySweep({ em: s.orm.em.fork() as EntityManager, clock: fixedClock('2027-05-12T00:05:00Z') }).run();
    await untilOutboxDone(s.orm, 'summary-send');
    const code = w.depot.code;

    const pl = await s.mail.waitFor((m) => m.to.includes(w.manager.email) && m.subject.startsWith('Koniec dnia'));
    const plText = plainText(pl.raw);
    expect(pl.subject).toBe(`Koniec dnia w ${code}: 11.05.2027, wejścia: 1`);
    expect(plText).toContain(`Koniec dnia w ${code}, 11.05.2027 (Europe/Dublin).`);
    expect(plText).toContain('Goście: 1');
    expect(plText).toContain('Kto przyszedł:');
    expect(plText).toContain('Zofia Test');
    expect(plText).toContain('Nadal na terenie na koniec dnia: 1');
    expect(plText).toContain('Wejścia z tego dnia są w załączonym pliku xlsx.');
    expect(plText).not.toContain('Who came');

    const ar = await s.mail.waitFor((m) => m.to.includes(w.admin.email) && m.subject.startsWith('نهاية اليوم'));
    expect(ar.subject).toBe(`نهاية اليوم في ${code}: 11/05/2027، تسجيلات الدخول: 1`.replace(/\//g, '\u200f/'));
    expect(plainText(ar.raw)).toContain('من جاء:');

    // The attached workbook's headers in Polish.
    const content = await readSummary(s.orm.em.fork() as EntityManager, {
      kind: 'DAY',
      first: '2027-05-11',
      depotId: w.depot.id,
      depotCode: code,
      zone: 'Europe/Dublin',
      tempMax: '37.5',
    });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load((await summaryWorkbook(content, mailWords('pl'))) as never);
    expect(wb.worksheets[0].name).toBe('Dzień');
    expect(wb.worksheets[0].getRow(1).values).toEqual([
      undefined,
      'Imię i nazwisko',
      'Firma',
      'Rodzaj',
      'Data',
      'Wejście',
      'Wyjście',
      'Gospodarz',
      'Identyfikator',
      'Temperatura',
    ]);

    // The password reset e-mail in Polish.
    expect((await gql(s.url, 'mutation($u: String!) { requestPasswordReset(username: $u) }', { u: w.manager.username })).data).toEqual({
      requestPasswordReset: true,
    });
    const reset = await s.mail.waitFor((m) => m.to.includes(w.manager.email) && m.subject === 'Zmiana hasła do Depot Register');
    expect(plainText(reset.raw)).toContain('Ktoś poprosił o zmianę hasła do Twojego konta Depot Register');
    expect(plainText(reset.raw)).toContain('Ten link wygasa za 30 minut i działa raz.');
  });
});
