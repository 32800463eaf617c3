import type { Page } from 'playwright-core';
import { staffLogin, startBrowserWorld, type BrowserWorld } from './harness';
import { problems, settled } from './ux';
import { makeBadges, makePartner, makeUser, makeWorld, uniq } from '../../graph/src/test/factories';
import { rest } from '../../graph/src/test/http';
import { RULES_OK } from '../../graph/src/modules/visits/__tests__/support';
import { Tenant } from '../../graph/src/modules/tenants/tenant.entity';
import { enStaff } from '../src/i18n/locales/en-staff';
import { plStaff } from '../src/i18n/locales/pl-staff';
import { arStaff } from '../src/i18n/locales/ar-staff';
import { roStaff } from '../src/i18n/locales/ro-staff';
import { ltStaff } from '../src/i18n/locales/lt-staff';
import { esStaff } from '../src/i18n/locales/es-staff';
import { ptStaff } from '../src/i18n/locales/pt-staff';
import { User } from '../../graph/src/modules/users/user.entity';
import { Messages } from '../../graph/src/contracts/messages';
import { plServer } from '../src/i18n/locales/pl-server';

/**
 * Staff screens in the staff's language (issue 39): a DepotManager picks Polish on its profile, another of a tenant
 * whose default is Arabic gets Arabic without choosing; the dashboard, the on-site list and the roll-call (evacuation
 * screen) at 390 and 1024 px wide: nothing wider than the screen or cut off, no English staff words (the side menu's,
 * the screens' titles), Arabic right to left. Screenshots: web/e2e/screenshots/staff-language-<lng>-<screen>-<size>.png.
 */
jest.setTimeout(240_000);
let w: BrowserWorld;
beforeAll(async () => {
  w = await startBrowserWorld();
}, 60000);
afterAll(async () => {
  await w?.close();
});

const SIZES = { phone: { width: 390, height: 844 }, tablet: { width: 1024, height: 768 } } as const;

const walkIn = (depotId: string, firstName: string, lastName: string, badge?: string) =>
  rest(w.server.url, 'POST', 'api/unplanned-visit-checkIn', {
    body: {
      firstName,
      lastName,
      email: `${uniq('sl')}@example.test`,
      Company: 'Przedsiębiorstwo Transportowe Wielkopolska',
      carReg: '12 D 345',
      reasonForVisit: 'Meeting',
      depot: depotId,
      ...(badge ? { depotBadgeNum: badge } : {}),
      ruleAnswers: RULES_OK,
    },
  });

type Words = typeof plStaff;

/** The side menu speaks the language: each item's label is the translation, none is the English. */
async function menuInLanguage(page: Page, words: Words) {
  const labels = await page.locator('[data-testid^="side-menu-item-"]').allTextContents();
  expect(labels.length).toBeGreaterThan(3);
  const english = Object.values(enStaff.screens) as string[];
  const theirs = Object.values(words.screens ?? {}) as string[];
  for (const l of labels) {
    expect([l, english.includes(l)]).toEqual([l, false]);
    expect([l, theirs.includes(l)]).toEqual([l, true]);
  }
}

/** No English staff text of these keys anywhere on the page (the language's own word differs from the English). */
async function noEnglish(page: Page, texts: [string, string][]) {
  const body = (await page.locator('body').innerText()).replace(/\s+/g, ' ');
  for (const [english, theirs] of texts) {
    if (english === theirs) continue;
    expect([english, body.includes(english)]).toEqual([english, false]);
  }
}

/** A screen at both sizes: screenshot, nothing wider than the screen, no label cut off, the document's direction. */
async function checkScreen(page: Page, lng: string, screen: string, ready: string, found: Record<string, unknown>) {
  for (const [size, viewport] of Object.entries(SIZES)) {
    await page.setViewportSize(viewport);
    await page.getByTestId(ready).first().waitFor({ state: 'attached' });
    await page.evaluate(() => window.scrollTo(0, 0));
    await settled(page);
    await w.shot(page, `staff-language-${lng}-${screen}-${size}`);
    const p = await problems(page, { targets: false });
    if (p.length) found[`${lng} ${screen} @ ${size}`] = p.map((x) => `${x.what}: '${x.text}' ${x.w}x${x.h}`);
    // a tab of a segmented control (the roll-call's To find / Safe / Left / All) whose words do not fit
    const cut = await page.evaluate(() =>
      [...document.querySelectorAll('.mantine-SegmentedControl-label')]
        .filter((el) => el.scrollWidth > el.clientWidth + 1)
        .map((el) => el.textContent),
    );
    if (cut.length) found[`${lng} ${screen} @ ${size}: tabs cut`] = cut;
    const overflow = await page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth);
    expect([`${lng} ${screen} @ ${size}`, overflow <= 1]).toEqual([`${lng} ${screen} @ ${size}`, true]);
  }
}

async function walk(page: Page, lng: 'pl' | 'ar' | 'ro' | 'lt' | 'es' | 'pt', depot: { id: string; code: string }, words: Words) {
  const found: Record<string, unknown> = {};
  expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([
    lng,
    lng === 'ar' ? 'rtl' : 'ltr',
  ]);
  await page.goto('/dashboard');
  await page.getByTestId('header-username').waitFor();
  await menuInLanguage(page, words);
  await checkScreen(page, lng, 'dashboard', 'side-menu', found);
  await noEnglish(page, [
    [enStaff.screens.manageVisits, words.screens!.manageVisits!],
    [enStaff.screens.onSite, words.screens!.onSite!],
  ]);

  await page.goto(`/on-site?depot=${depot.id}`);
  await page.getByTestId('on-site-table').waitFor();
  await checkScreen(page, lng, 'on-site', 'on-site-row', found);
  await noEnglish(page, [
    [enStaff.presence.onSiteTitle, words.presence!.onSiteTitle!],
    [enStaff.presence.print, words.presence!.print!],
    [enStaff.presence.searchPlaceholder, words.presence!.searchPlaceholder!],
    ['Unplanned', words.live!.types!.Unplanned!], // the server's visit type, shown in the language
  ]);

  await page.goto('/evacuation');
  await page.getByTestId('roll-call').waitFor();
  await checkScreen(page, lng, 'roll-call', 'roll-call', found);
  await noEnglish(page, [
    [enStaff.evacuation.title, words.evacuation!.title!],
    [enStaff.evacuation.markSafe, words.evacuation!.markSafe!],
    [enStaff.evacuation.end, words.evacuation!.end!],
  ]);
  expect(found).toEqual({});
}

describe('staff screens in the staff language', () => {
  it('Polish (picked on the profile) and Arabic (the tenant default), dashboard, on-site list and roll-call at 390 and 1024', async () => {
    const { tenant, depot } = await makeWorld(w.server.orm);
    const pl = await makeUser(w.server.orm, { tenant, depot, role: 'DepotManager', username: uniq('pl_') });
    await makeBadges(w.server.orm, depot, ['L1', 'L2']);
    await makePartner(w.server.orm, depot, { name: 'Grzegorz Brzęczyszczykiewicz' });
    expect((await walkIn(depot.id, 'Katarzyna', 'Wiśniewska-Kowalczyk', 'L1')).status).toBe(200);
    expect((await walkIn(depot.id, 'Mohammed', 'Al-Hashimi', 'L2')).status).toBe(200);

    // Polish: picked on the profile, the screens switch at once and stay Polish at the next sign-in.
    const { page } = await w.page(SIZES.tablet);
    await staffLogin(page, pl.username);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    await page.getByTestId('header-user-menu').click();
    await page.getByTestId('profile-link').click();
    await page.getByTestId('my-language-select').click();
    await page.getByRole('option', { name: 'Polski' }).click();
    await page.getByText(plStaff.account.profileTitle).first().waitFor();
    await page.goto('/evacuation');
    await page.getByTestId('start-evacuation').click();
    await page.getByTestId('start-confirm').click();
    await page.getByTestId('roll-call').waitFor();
    await walk(page, 'pl', depot, plStaff);
    expect(await page.getByTestId('roll-call-counts').textContent()).toContain('Szukani: 2');

    // The server's messages in Polish too: one the screen says itself (a file of the wrong type), one a REST answer
    // brought (a CSV not in UTF-8) and one a GraphQL error brought (a phone not in E.164), each not in English.
    await page.goto('/hosts');
    const file = page.getByTestId('bulk-upload-host').locator('input[type=file]');
    await file.setInputFiles({ name: 'hosts.txt', mimeType: 'text/plain', buffer: Buffer.from('Name,Email\n') });
    await page.getByTestId('upload-error').filter({ hasText: plServer.xlsxOrCsvOnly! }).waitFor();
    await file.setInputFiles({
      name: 'hosts.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('Name,Email\nJos\u00e9,j@example.test\n', 'latin1'),
    });
    await page.getByTestId('upload-submit').click();
    await page.getByTestId('upload-error').filter({ hasText: plServer.csvNotUtf8! }).waitFor();
    // Bad rows: the job's message chooses its words by the count (a Polish plural), and each row says why in Polish.
    await file.setInputFiles({
      name: 'hosts.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        'Name;Email;Phone;Department;Language;ArrivalChannels\n;a@example.test;;;;\n;b@example.test;;;;\n;c@example.test;;;;\n',
      ),
    });
    await page.getByTestId('upload-submit').click();
    await page.getByTestId('upload-error').filter({ hasText: 'odrzucono 3 wiersze' }).waitFor();
    expect(await page.getByTestId('upload-row-error').count()).toBe(3);
    await page
      .getByTestId('upload-row-error')
      .first()
      .filter({ hasText: plServer.cellRequired!.replace('{0}', 'Name') })
      .waitFor();
    await page.getByTestId('host-name').fill('Jan Nowak');
    await page.getByTestId('host-email').fill(`${uniq('jan')}@example.test`);
    await page.getByTestId('host-phone').fill('0601234567');
    await page.getByTestId('host-save').click();
    await page
      .getByTestId('host-error')
      .filter({ hasText: plServer.channelsPhone!.slice(0, 30) })
      .waitFor();
    await noEnglish(page, [
      [Messages.xlsxOrCsvOnly, plServer.xlsxOrCsvOnly!],
      [Messages.csvNotUtf8, plServer.csvNotUtf8!],
      [Messages.uploadRejected(3), 'odrzucono 3 wiersze'],
      [Messages.channelsPhone, plServer.channelsPhone!],
    ]);
    await w.shot(page, 'staff-language-pl-server-messages-tablet');

    // Arabic: the tenant's default language, no choice of the user's own.
    await w.server.orm.em.fork().nativeUpdate(Tenant, { id: tenant.id }, { kioskDefaultLanguage: 'ar' });
    const ar = await makeUser(w.server.orm, { tenant, depot, role: 'DepotManager', username: uniq('ar_') });
    const other = await w.page(SIZES.tablet);
    await staffLogin(other.page, ar.username);
    await other.page.waitForFunction(() => document.documentElement.dir === 'rtl');
    await walk(other.page, 'ar', depot, arStaff);
  });

  it("Romanian, Lithuanian, Spanish and Portuguese (each a user's own choice): the same screens at 390 and 1024", async () => {
    const { tenant, depot, manager } = await makeWorld(w.server.orm);
    await makeBadges(w.server.orm, depot, ['R1']);
    expect((await walkIn(depot.id, 'Ioana-Alexandra', 'Dumitrescu-Constantinescu', 'R1')).status).toBe(200);
    const { page: starter } = await w.page(SIZES.tablet);
    await staffLogin(starter, manager.username);
    await starter.goto('/evacuation');
    await starter.getByTestId('start-evacuation').click();
    await starter.getByTestId('start-confirm').click();
    await starter.getByTestId('roll-call').waitFor();
    for (const [lng, words] of [
      ['ro', roStaff],
      ['lt', ltStaff],
      ['es', esStaff],
      ['pt', ptStaff],
    ] as const) {
      const user = await makeUser(w.server.orm, { tenant, depot, role: 'DepotManager', username: uniq(`${lng}_`) });
      await w.server.orm.em.fork().nativeUpdate(User, { id: user.id }, { language: lng });
      const { page } = await w.page(SIZES.tablet);
      await staffLogin(page, user.username);
      await page.waitForFunction((l) => document.documentElement.lang === l, lng);
      await walk(page, lng, depot, words);
    }
  });
});
