// Issue 27: a tenant's kiosk languages (what its kiosks offer, the default) over GraphQL, what the kiosk reads, and the
// e-mail a visitor or partner receives in the kiosk's language.
import { DateTime } from 'luxon';
import { startTestServer, type TestServer } from '../../../test/server';
import { gql, rest } from '../../../test/http';
import { makeBadges, makePartner, makeWorld, uniq } from '../../../test/factories';
import { LANGUAGES } from '../../../contracts/languages';
import { plainText } from '../../../test/smtp-sink';
import { Messages } from '../../../contracts/messages';
import { tokenFor } from '../../tenants/__tests__/support';
import { RULES_OK } from '../../visits/__tests__/support';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => {
  await s.close();
});

const READ = 'query($t: ID) { tenantKioskLanguages(tenantId: $t) { tenantId defaultLanguage languages supported } }';
const SAVE = 'mutation($input: SaveKioskLanguagesInput!) { saveKioskLanguages(input: $input) { tenantId defaultLanguage languages } }';
const DEPOT = 'query($t: String!, $d: String!) { findDepot(tenantName: $t, depotCode: $d) { defaultLanguage languages } }';
/** The plain-text part of a sink's e-mail, decoded (quoted-printable or base64, UTF-8). */
const WALK_IN = 'mutation($input: UnplannedCheckInInput!) { unplannedCheckIn(input: $input) { attendanceId } }';

describe("a tenant's kiosk languages", () => {
  it('defaults to every language offered and English; a TenantAdmin sets them; the kiosk reads them at once', async () => {
    const { tenant, depot, admin, manager } = await makeWorld(s.orm);
    // A refused save names its field in the GraphQL answer (the rules: kiosk-texts.service.test.ts).
    const bad = await gql(s.url, SAVE, { input: { defaultLanguage: 'ro', languages: ['en', 'pl'] } }, tokenFor(s, admin));
    expect(bad.errors?.[0]).toMatchObject({ message: Messages.defaultLanguageNotOffered, extensions: { code: 'BAD_USER_INPUT' } });
    expect(Object.keys(bad.errors![0].extensions!.fields as object)).toContain('defaultLanguage');
    expect((await gql(s.url, SAVE, { input: { defaultLanguage: 'pl', languages: ['pl'] } })).errors?.[0].extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
    const before = await gql(s.url, READ, {}, tokenFor(s, manager)); // staff read them
    expect(before.data.tenantKioskLanguages).toEqual({
      tenantId: tenant.id,
      defaultLanguage: 'en',
      languages: [...LANGUAGES],
      supported: [...LANGUAGES],
    });
    expect((await gql(s.url, DEPOT, { t: tenant.name, d: depot.code })).data.findDepot).toEqual({
      defaultLanguage: 'en',
      languages: [...LANGUAGES],
    });
    const saved = await gql(s.url, SAVE, { input: { defaultLanguage: 'pl', languages: ['ar', 'pl', 'en'] } }, tokenFor(s, admin));
    expect(saved.errors).toBeUndefined();
    // Kept in the supported order, whatever order they came in.
    expect(saved.data.saveKioskLanguages).toEqual({ tenantId: tenant.id, defaultLanguage: 'pl', languages: ['en', 'pl', 'ar'] });
    expect((await gql(s.url, DEPOT, { t: tenant.name, d: depot.code })).data.findDepot).toEqual({
      defaultLanguage: 'pl',
      languages: ['en', 'pl', 'ar'],
    });
  });
});

describe("the visitor's e-mail in the kiosk's language", () => {
  const input = (depotId: string, email: string, language?: string) => ({
    depotId,
    firstName: 'Kasia',
    lastName: 'Nowak',
    email,
    company: 'Acme',
    carReg: '241-D-1234',
    reasonForVisit: 'Meeting',
    ruleAnswers: RULES_OK,
    ...(language ? { language } : {}),
  });

  it('a walk-in signed in in Polish gets the confirmation in Polish, and her later booking e-mail; an unknown language is refused', async () => {
    const { tenant, depot, admin } = await makeWorld(s.orm);
    const email = `${uniq('kasia')}@example.test`;
    const bad = await gql(s.url, WALK_IN, { input: input(depot.id, email, 'xx') });
    expect(bad.errors?.[0]).toMatchObject({
      message: Messages.languageUnknown('xx', LANGUAGES.join(', ')),
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const r = await gql(s.url, WALK_IN, { input: input(depot.id, email, 'pl') });
    expect(r.errors).toBeUndefined();
    const mail = await s.mail.waitFor((m) => m.to.includes(email));
    expect(mail.subject).toBe(`Jesteś zarejestrowany w ${tenant.name} ${depot.code}`);
    expect(plainText(mail.text)).toContain('Dzień dobry, Kasia,');
    // The sign-in sheet the kiosk's public screen no longer shows (issue 36), in her language.
    expect(plainText(mail.text)).toContain('Twoja rejestracja, tak jak podano ją w kiosku:');
    expect(plainText(mail.text)).toContain('Firma: Acme');
    expect(plainText(mail.text)).toMatch(/Numer rejestracyjny: 241-?D-?1234/);
    expect(plainText(mail.text)).toContain('W kiosku zaakceptowałeś zasady oddziału');
    // No badge was given: none is asked back (issue 36).
    expect(plainText(mail.text)).toContain('Przy wyjściu wyrejestruj się w kiosku.');
    expect(plainText(mail.text)).not.toContain('oddaj identyfikator');
    // With a badge, it is.
    await makeBadges(s.orm, depot, ['K9']);
    const withBadge = `${uniq('kasia')}@example.test`;
    expect((await gql(s.url, WALK_IN, { input: { ...input(depot.id, withBadge, 'pl'), depotBadgeNum: 'K9' } })).errors).toBeUndefined();
    const badgeMail = await s.mail.waitFor((m) => m.to.includes(withBadge));
    expect(plainText(badgeMail.text)).toContain('Numer Twojego identyfikatora: K9');
    expect(plainText(badgeMail.text)).toContain('Przy wyjściu wyrejestruj się w kiosku i oddaj identyfikator.');
    // A visit booked for her later: the booking e-mail speaks the language of her last kiosk sign-in.
    const when = DateTime.now().setZone(depot.timeZone).plus({ days: 2 }).set({ hour: 10, minute: 0 });
    const book = await rest(s.url, 'POST', 'api/book-meeting', {
      token: tokenFor(s, admin),
      body: {
        FirstName: 'Kasia',
        LastName: 'Nowak',
        Email: email,
        Company: 'Acme',
        depot: depot.id,
        MeetingDateTime: when.toFormat("yyyy-MM-dd'T'HH:mm"),
      },
    });
    expect(book.status).toBe(201);
    const booked = await s.mail.waitFor((m) => m.to.includes(email) && m.raw.includes('cid:qr'));
    expect(booked.subject).toBe(`Twoja wizyta w ${tenant.name}: numer ${book.body.meetingReference}`);
    expect(plainText(booked.text)).toContain(`Twój numer referencyjny: ${book.body.meetingReference}`);
  });

  it('a partner clocked in in Arabic gets it in Arabic, and its QR code e-mail after; a legacy REST sign-in (no language) sends the visitor nothing', async () => {
    const { depot, admin } = await makeWorld(s.orm);
    const p = await makePartner(s.orm, depot, { name: 'Omar Haddad', email: `${uniq('omar')}@example.test` });
    const clock = await gql(s.url, 'mutation($input: ClockInput!) { clockIn(input: $input) { message } }', {
      input: { depotId: depot.id, workId: p.workId, language: 'ar' },
    });
    expect(clock.errors).toBeUndefined();
    const mail = await s.mail.waitFor((m) => m.to.includes(p.email!));
    expect(plainText(mail.text)).toContain('مرحبًا Omar Haddad،');
    // Staff send the partner its QR code: in the language of its last clock-in.
    const qr = await gql(s.url, 'mutation($id: ID!) { sendPartnerQrCode(id: $id) }', { id: p.id }, tokenFor(s, admin));
    expect(qr.errors).toBeUndefined();
    const qrMail = await s.mail.waitFor((m) => m.to.includes(p.email!) && m.subject.includes('QR'));
    expect(qrMail.subject).toBe('رمز QR الخاص بك لتسجيل العمل في Depot Register');
    expect(plainText(qrMail.text)).toContain(`رقم عملك لدى`);
    // The REST shim's kiosk: English answers, no language, no visitor e-mail (only the managers' as before).
    const legacy = `${uniq('legacy')}@example.test`;
    const w = await rest(s.url, 'POST', 'api/unplanned-visit-checkIn', {
      body: {
        firstName: 'Leg',
        lastName: 'Acy',
        email: legacy,
        Company: 'acme',
        carReg: '1',
        reasonForVisit: 'Meeting',
        depot: depot.id,
        ruleAnswers: RULES_OK,
      },
    });
    expect(w.status).toBe(200);
    const rows = await s.orm.em
      .fork()
      .getConnection()
      .execute(`select a.language from attendance a join attendee p on p.id = a.attendee_id where lower(p.email) = ?`, [legacy]);
    expect(rows).toEqual([{ language: null }]);
  });
});
