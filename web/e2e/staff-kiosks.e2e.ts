import { staffLogin, startBrowserWorld, type BrowserWorld } from './harness';
import { checkAtEverySize } from './ux';
import { makeUser, makeWorld, uniq } from '../../graph/src/test/factories';
import { until } from '../../graph/src/test/until';
import { KioskDevice } from '../../graph/src/modules/kiosk-devices/kiosk-device.entity';

/**
 * Kiosks staff can see (issue 27): a kiosk paired from the Kiosks screen (issue 40) beats while it is open; staff see it
 * online, name it, see it flagged once silent, unpair it and remove it. An unpaired kiosk link registers nothing.
 */
jest.setTimeout(120_000);
let w: BrowserWorld;
beforeAll(async () => {
  w = await startBrowserWorld();
}, 60000);
afterAll(async () => {
  await w?.close();
});

const kioskUrl = (tenant: string, code: string) => `${w.server.url}/${encodeURIComponent(tenant)}/${encodeURIComponent(code)}`;
const devices = (depotId: string) => w.server.orm.em.fork().find(KioskDevice, { depot: depotId }, { filters: false });

describe('kiosks staff can see', () => {
  it('an open kiosk shows online with its version; named; flagged when it stops beating; removed', async () => {
    const { tenant, depot } = await makeWorld(w.server.orm);
    const manager = await makeUser(w.server.orm, { tenant, depot, role: 'DepotManager', username: uniq('dm_') });

    // Issue 40: a tablet that opens the kiosk link unpaired works, but registers nothing.
    const stranger = await w.page();
    await stranger.page.goto(kioskUrl(tenant.name, depot.code));
    await stranger.page.getByText('Sign In').first().waitFor();
    await new Promise((r) => setTimeout(r, 1500));
    expect(await devices(depot.id)).toHaveLength(0);
    await stranger.context.close();

    // Staff pair a kiosk from the Kiosks screen: a one-time link (and code).
    const { page } = await w.page();
    await staffLogin(page, manager.username);
    await page.getByRole('link', { name: 'Kiosks' }).first().click();
    await page.waitForURL('**/kiosks');
    await page.getByTestId('kiosk-none').waitFor();
    await page.getByTestId('kiosk-pair').click();
    const link = await page.getByTestId('kiosk-pair-link').textContent();
    expect(link).toMatch(new RegExp(`/${depot.code}\\?pair=[A-Z2-9]{4}-[A-Z2-9]{4}$`));
    expect(await page.getByTestId('kiosk-pair-code').textContent()).toBe(`Code: ${link!.split('pair=')[1]}`);
    await page.waitForTimeout(400); // the dialog's opening transition, for the screenshot
    await w.shot(page, 'staff-kiosk-pairing');

    // The tablet opens the link: it pairs itself, keeps its secret, and its first heartbeat shows it.
    const tablet = await w.page();
    await tablet.page.setViewportSize({ width: 768, height: 1024 });
    await tablet.page.goto(link!);
    await until(async () => (await devices(depot.id)).some((d) => d.version !== '-'), 10_000, 'the paired kiosk beat');
    const [device] = await devices(depot.id);
    const deviceId = await tablet.page.evaluate(() => localStorage.getItem('kiosk-device-id'));
    expect(device.deviceId).toBe(deviceId);
    expect(device.version).toMatch(/^0\.1\.0\+\d{8}\.\d{4}$/);
    expect(await tablet.page.evaluate((id) => !!localStorage.getItem(`kiosk-device-secret:${id}`), depot.id)).toBe(true);
    expect(new URL(tablet.page.url()).search).toBe('');
    // A second kiosk screen of the same tablet is the same kiosk.
    await tablet.page.reload();
    await tablet.page.getByText('Sign In').first().waitFor();

    await page.getByTestId('kiosk-pair-done').click();
    const row = page.locator(`[data-testid="kiosk-row"][data-device="${deviceId}"]`);
    await row.waitFor();
    expect(await row.getAttribute('data-status')).toBe('ONLINE');
    expect(await row.textContent()).toContain(device.version);
    expect(await row.getByTestId('kiosk-paired').textContent()).toBe('Paired');
    expect(await page.getByTestId('kiosk-summary').textContent()).toBe('1 online');
    await w.shot(page, 'staff-kiosk-paired');

    // Named by staff.
    await row.getByTestId('kiosk-edit').click();
    await page.getByTestId('kiosk-name').fill('Gate 1');
    await page.getByTestId('kiosk-name-save').click();
    await row.getByText('Gate 1').waitFor();

    // The tablet goes away; six minutes later (its last beat moved back) it is flagged as not responding.
    await tablet.context.close();
    await w.server.orm.em.fork().nativeUpdate(KioskDevice, { depot: depot.id }, { lastSeenAt: new Date(Date.now() - 6 * 60_000) });
    await page.reload();
    await row.waitFor();
    expect(await row.getAttribute('data-status')).toBe('SILENT');
    expect(await row.getByTestId('kiosk-status').textContent()).toBe('Not responding');
    expect(await page.getByTestId('kiosk-summary').textContent()).toBe('0 online · 1 not responding');

    const found: Record<string, unknown> = {};
    await checkAtEverySize(page, 'kiosks', found, (p, name) => w.shot(p, `staff-${name}`));
    expect(found).toEqual({});
    await page.setViewportSize({ width: 1280, height: 800 });

    // Opening hours: outside them a silence is not flagged.
    await page.getByTestId('depot-hours-change').click();
    await page.getByTestId('depot-hours-opens').fill('7am');
    await page.getByText('Enter a time as HH:mm').first().waitFor();
    expect(await page.getByTestId('depot-hours-save').isDisabled()).toBe(true);
    const hour = new Date().getUTCHours(); // Dublin is UTC in November
    const closed = `${String((hour + 2) % 24).padStart(2, '0')}:00`;
    await page.getByTestId('depot-hours-opens').fill(closed);
    await page.getByTestId('depot-hours-closes').fill(`${String((hour + 3) % 24).padStart(2, '0')}:00`);
    await page.getByTestId('depot-hours-save').click();
    await page.getByTestId('depot-hours').waitFor();
    await page.waitForFunction(() => document.querySelector('[data-testid="kiosk-row"]')?.getAttribute('data-status') === 'CLOSED');

    // Unpaired: its secret no longer works (the list says so).
    await row.getByTestId('kiosk-unpair').click();
    await page.getByTestId('kiosk-unpair-confirm').click();
    await page.waitForFunction(() => document.querySelector('[data-testid="kiosk-paired"]')?.textContent === 'Not paired');
    expect((await devices(depot.id))[0].secretHash ?? null).toBeNull();

    // Removed.
    await row.getByTestId('kiosk-remove').click();
    await page.getByTestId('kiosk-forget-confirm').click();
    await page.getByTestId('kiosk-none').waitFor();
    expect(await devices(depot.id)).toHaveLength(0);
  });
});
