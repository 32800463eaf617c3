import type { Page } from 'playwright-core';
import type { TestServer } from '../../graph/src/test/server';
import { uniq } from '../../graph/src/test/factories';
import { hashKioskSecret } from '../../graph/src/modules/kiosk-entries/kiosk-credential';
import { PAIRING_ALPHABET } from '../../graph/src/modules/kiosk-devices/kiosk-device.commands';

/** A kiosk's steps the offline suites share (kiosk-offline over http on this machine, kiosk-offline-https on the LAN). */
export const kioskUrl = (tenant: string, code: string) => `/${encodeURIComponent(tenant)}/${encodeURIComponent(code)}`;

/**
 * Opens the depot's kiosk with the network up, by a pairing link (issue 40: a paired kiosk's held entries keep their
 * device times), and waits until the kiosk keeps its secret and its service worker controls the page. `origin`: the
 * address the tablet uses (the page's base URL when omitted).
 */
export async function openPairedKiosk(server: TestServer, page: Page, tenant: string, code: string, origin = '') {
  const rows = (sql: string, params: unknown[]) => server.orm.em.fork().getConnection().execute(sql, params);
  const [depot] = await rows(`select d.id, d.tenant_id from depot d join tenant t on t.id = d.tenant_id where t.name = ? and d.code = ?`, [
    tenant,
    code,
  ]);
  const pairing = Array.from({ length: 8 }, () => PAIRING_ALPHABET[Math.floor(Math.random() * PAIRING_ALPHABET.length)]).join('');
  await rows(
    `insert into kiosk_pairing (id, created_at, updated_at, tenant_id, depot_id, code_hash, expires_at)
     values (gen_random_uuid(), now(), now(), ?, ?, ?, now() + interval '15 minutes')`,
    [depot.tenant_id, depot.id, hashKioskSecret(pairing)],
  );
  await page.goto(`${origin}${kioskUrl(tenant, code)}?pair=${pairing}`);
  await page.getByTestId('kiosk-home').waitFor();
  await page.waitForFunction((id) => !!localStorage.getItem(`kiosk-device-secret:${id}`), depot.id as string);
  if (new URL(page.url()).search !== '') throw new Error(`the pairing code stayed in the address: ${page.url()}`);
  // (the service worker precaches the whole app first: over 30 s on a machine loaded like CI's worst)
  await page.waitForFunction(() => !!navigator.serviceWorker?.controller, undefined, { timeout: 90_000 });
  // The depot's texts and visit reasons are on the device once they have been asked for (useHeldSender).
  await page.waitForFunction(() => Object.keys(localStorage).filter((k) => k.startsWith('device-copy:')).length >= 3, undefined, {
    timeout: 60_000,
  });
}

/** A walk-in from the kiosk home to the badge screen, and its badge (or No badge). */
export async function walkInAtKiosk(page: Page, who: { first: string; last: string }, badge: string | null) {
  await page.getByTestId('kiosk-sign-in').click();
  await page.getByTestId('have-code-no').click();
  await page.getByTestId('visit-unplanned').click();
  await fillWalkIn(page, who);
  if (badge) {
    await page.getByTestId('badge-input').fill(badge);
    await page.getByTestId('badge-submit').click();
  } else await page.getByTestId('badge-skip').click();
}

/** The walk-in form filled in, its rules accepted and a temperature given: on the badge screen. */
export async function fillWalkIn(page: Page, who: { first: string; last: string }) {
  await page.getByTestId('field-firstName').fill(who.first);
  await page.getByTestId('field-lastName').fill(who.last);
  await page.getByTestId('field-email').fill(`${uniq('held')}@example.test`);
  await page.getByTestId('field-company').fill('Deliveries');
  await page.getByTestId('field-carReg').fill('12D345');
  await page.getByTestId('field-reasonForVisit').click();
  await page.getByRole('option', { name: 'Delivery' }).click();
  await page.getByTestId('form-proceed').click();
  for (let i = 1; i <= 2; i++) {
    await page
      .getByTestId('rules-page')
      .filter({ hasText: `Page ${i} of 2` })
      .waitFor();
    for (const box of await page.locator('[role="dialog"] input[type="checkbox"]').all()) await box.check();
    for (const no of await page.locator('[role="dialog"] input[type="radio"][value="no"]').all()) await no.check();
    await page.getByTestId('rules-proceed').click();
  }
  await page.getByTestId('temperature-input').fill('36.6');
  await page.getByTestId('temperature-submit').click();
  await page.waitForURL('**/enter-badge-number/**');
}

/** How many entries the kiosk says it holds (its banner), 0 without one. */
export async function heldCount(page: Page): Promise<number> {
  const banner = page.getByTestId('held-banner');
  return (await banner.count()) ? Number(await banner.getAttribute('data-count')) : 0;
}
