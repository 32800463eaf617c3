import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { staffLogin, startBrowserWorld, type BrowserWorld } from './harness';
import { heldCount, kioskUrl, openPairedKiosk } from './kiosk-steps';
import { problems, SIZES } from './ux';
import { makeWorld, uniq } from '../../graph/src/test/factories';
import { until } from '../../graph/src/test/until';
import { gql } from '../../graph/src/test/http';
import { tokenFor } from '../../graph/src/modules/tenants/__tests__/support';

/**
 * The visitor's photo at the kiosk (issue 37), with Chromium's fake camera: a walk-in sees themselves, takes a photo,
 * takes it again and uses it; the photo is on the depot's on-site list and roll-call, refused to another tenant, and
 * gone after the person's erasure. A kiosk whose camera is refused still signs the visitor in, and says so.
 */
let w: BrowserWorld;
let photoDir: string;
beforeAll(async () => {
  photoDir = mkdtempSync(path.join(os.tmpdir(), 'e2e-photos-'));
  w = await startBrowserWorld({
    over: { photoDir },
    browserArgs: ['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'],
  });
}, 60000);
afterAll(async () => {
  await w?.close();
});

const TABLET = SIZES['tablet-portrait'];
const SHOT_SIZES = [SIZES.phone, SIZES['tablet-portrait'], SIZES['tablet-landscape'], SIZES.desktop];
const photoFiles = (tenantId: string) => (existsSync(path.join(photoDir, tenantId)) ? readdirSync(path.join(photoDir, tenantId)) : []);

/** A walk-in from the kiosk home to the photo step (in whatever language the kiosk speaks). */
async function walkInToPhoto(page: Page, first: string, last: string, email: string) {
  await page.getByTestId('kiosk-sign-in').click();
  await page.getByTestId('have-code-no').click();
  await page.getByTestId('visit-unplanned').click();
  await page.waitForURL('**/unplanned-visit/**');
  await page.getByTestId('field-firstName').fill(first);
  await page.getByTestId('field-lastName').fill(last);
  await page.getByTestId('field-email').fill(email);
  await page.getByTestId('field-company').fill('acme');
  await page.getByTestId('field-carReg').fill('01-d-99');
  await page.getByTestId('field-reasonForVisit').click();
  await page.getByRole('option', { name: 'Delivery' }).click();
  await page.getByTestId('form-proceed').click();
  for (let i = 1; i <= 2; i++) {
    await page.getByTestId('rules-proceed').waitFor();
    for (const box of await page.locator('[role="dialog"] input[type="checkbox"]').all()) await box.check();
    for (const no of await page.locator('[role="dialog"] input[type="radio"][value="no"]').all()) await no.check();
    await page.getByTestId('rules-proceed').click();
  }
  await page.getByTestId('temperature-input').fill('36.6');
  await page.getByTestId('temperature-submit').click();
  await page.getByTestId('badge-skip').click();
  // the camera step: its Take photo button, or (no camera) its message
  await page.locator('[data-testid="photo-take"], [data-testid="photo-no-camera"]').first().waitFor();
}

/** The camera step at the four sizes, each looked at for overflow and cut-off text. */
async function shootCameraStep(page: Page, name: string) {
  const found: Record<string, unknown> = {};
  for (const size of SHOT_SIZES) {
    await page.setViewportSize(size);
    await page.waitForTimeout(300);
    await w.shot(page, `kiosk-photo-${name}-${size.width}`);
    const p = await problems(page, { targets: false });
    if (p.length) found[`${name}-${size.width}`] = p;
  }
  await page.setViewportSize(TABLET);
  return found;
}

async function enablePhotos(token: string, depotId: string) {
  const r = await gql(w.server.url, `mutation($d: ID!) { setDepotPhotoAtSignIn(depotId: $d, enabled: true) }`, { d: depotId }, token);
  expect(r.data?.setDepotPhotoAtSignIn).toBe(true);
}

describe('the kiosk photo', () => {
  it('a walk-in takes a photo (and retakes it); on-site list and roll-call show it; another tenant is refused; erasure removes it', async () => {
    const { tenant, depot, admin, manager } = await makeWorld(w.server.orm);
    const other = await makeWorld(w.server.orm);
    await enablePhotos(tokenFor(w.server, admin), depot.id);
    const email = `${uniq('photo')}@example.test`;

    const kiosk = await w.page(TABLET, { touch: true });
    await kiosk.page.goto(kioskUrl(tenant.name, depot.code));
    await walkInToPhoto(kiosk.page, 'kasia', 'nowak', email);
    await kiosk.page.waitForSelector('[data-testid="photo-take"]:not([disabled])');
    // the live preview plays the fake camera's picture
    await kiosk.page.waitForFunction(() => (document.querySelector('[data-testid="photo-preview"]') as HTMLVideoElement)?.videoWidth > 0);
    const found = await shootCameraStep(kiosk.page, 'live-en');
    await kiosk.page.getByTestId('photo-take').click();
    await kiosk.page.getByTestId('photo-taken').waitFor();
    Object.assign(found, await shootCameraStep(kiosk.page, 'taken-en'));
    await kiosk.page.getByTestId('photo-retake').click();
    await kiosk.page.waitForSelector('[data-testid="photo-take"]:not([disabled])');
    await kiosk.page.getByTestId('photo-take').click();
    await kiosk.page.getByTestId('photo-use').click();
    await kiosk.page.getByTestId('checked-in-text').waitFor();
    expect(found).toEqual({});

    const [row] = await w.server.orm.em
      .fork()
      .getConnection()
      .execute(`select a.id from attendance a join attendee p on p.id = a.attendee_id where p.email = ?`, [email]);
    const attendanceId = row.id as string;
    await until(() => photoFiles(tenant.id).length === 1, 10_000, 'the photo file');

    // the on-site list of the depot's manager: the photo beside the name
    const staff = await w.page(SIZES.desktop);
    await staffLogin(staff.page, manager.username);
    await staff.page.goto('/on-site');
    await staff.page.getByTestId('on-site-table').getByTestId('visitor-photo').waitFor();
    for (const size of SHOT_SIZES) {
      await staff.page.setViewportSize(size);
      await staff.page.waitForTimeout(300);
      await w.shot(staff.page, `staff-on-site-photo-${size.width}`);
    }
    await staff.page.setViewportSize(SIZES.desktop);

    // the roll-call: marshals find people by face
    await staff.page.goto('/evacuation');
    await staff.page.getByTestId('start-evacuation').click();
    await staff.page.getByTestId('start-confirm').click();
    await staff.page.getByTestId('roll-call').waitFor();
    await staff.page.getByTestId('evacuee').getByTestId('visitor-photo').waitFor();
    await staff.page.setViewportSize(SIZES.phone);
    await staff.page.waitForTimeout(300);
    await w.shot(staff.page, 'staff-roll-call-photo-390');

    // another tenant's admin, and nobody: refused
    const theirs = await fetch(`${w.server.url}/api/visitor-photo/${attendanceId}`, {
      headers: { authorization: `Bearer ${tokenFor(w.server, other.admin)}` },
    });
    expect(theirs.status).toBe(404);
    expect((await fetch(`${w.server.url}/api/visitor-photo/${attendanceId}`)).status).toBe(401);
    const ours = await fetch(`${w.server.url}/api/visitor-photo/${attendanceId}`, {
      headers: { authorization: `Bearer ${tokenFor(w.server, admin)}` },
    });
    expect(ours.status).toBe(200);
    expect(ours.headers.get('cache-control')).toBe('no-store');

    // erasure: the file and the photo go with the person
    const erased = await gql(
      w.server.url,
      `mutation($i: DataSubjectInput!) { eraseDataSubject(input: $i) { counts { photos } } }`,
      { i: { email } },
      tokenFor(w.server, admin),
    );
    expect(erased.data?.eraseDataSubject.counts.photos).toBe(1);
    expect(photoFiles(tenant.id)).toEqual([]);
    const after = await fetch(`${w.server.url}/api/visitor-photo/${attendanceId}`, {
      headers: { authorization: `Bearer ${tokenFor(w.server, admin)}` },
    });
    expect(after.status).toBe(404);
    await staff.page.reload();
    await staff.page.getByTestId('roll-call').waitFor();
    await staff.page.getByTestId('evacuee').getByTestId('visitor-initials').waitFor();
    expect(await staff.page.getByTestId('visitor-photo').count()).toBe(0);
    await staff.context.close();
    await kiosk.context.close();
  });

  it('the camera step in Arabic, right to left, at every size', async () => {
    const { tenant, depot, admin } = await makeWorld(w.server.orm);
    await enablePhotos(tokenFor(w.server, admin), depot.id);
    const { page, context } = await w.page(TABLET, { touch: true });
    await page.goto(kioskUrl(tenant.name, depot.code));
    await page.getByTestId('kiosk-language-ar').click();
    await walkInToPhoto(page, 'amal', 'haddad', `${uniq('ar')}@example.test`);
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await page.waitForSelector('[data-testid="photo-take"]:not([disabled])');
    expect(await page.getByTestId('photo-take').textContent()).toBe('التقاط صورة');
    const found = await shootCameraStep(page, 'live-ar');
    await page.getByTestId('photo-take').click();
    await page.getByTestId('photo-taken').waitFor();
    Object.assign(found, await shootCameraStep(page, 'taken-ar'));
    expect(found).toEqual({});
    await page.getByTestId('photo-use').click();
    await page.getByTestId('checked-in-text').waitFor();
    await context.close();
  });

  it('a kiosk whose camera is refused says so and signs the visitor in without a photo', async () => {
    const { tenant, depot, admin } = await makeWorld(w.server.orm);
    await enablePhotos(tokenFor(w.server, admin), depot.id);
    const { page, context } = await w.page(TABLET, { touch: true });
    // the edge: the tablet's camera permission refused
    await page.addInitScript(() => {
      navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
    });
    await page.goto(kioskUrl(tenant.name, depot.code));
    const email = `${uniq('nocam')}@example.test`;
    await walkInToPhoto(page, 'niamh', 'walsh', email);
    await page.getByTestId('photo-no-camera').waitFor();
    await w.shot(page, 'kiosk-photo-refused-768');
    await page.getByTestId('checked-in-text').waitFor({ timeout: 10000 });
    const rows = await w.server.orm.em
      .fork()
      .getConnection()
      .execute(
        `select a.id, (select count(*)::int from visitor_photo v where v.attendance_id = a.id) as photos
           from attendance a join attendee p on p.id = a.attendee_id where p.email = ?`,
        [email],
      );
    expect(rows).toEqual([{ id: expect.any(String), photos: 0 }]);
    expect(photoFiles(tenant.id)).toEqual([]);
    await context.close();
  });
  it('an offline kiosk holds the walk-in with its photo on the device and sends both once the network is back', async () => {
    const { tenant, depot, admin } = await makeWorld(w.server.orm);
    await enablePhotos(tokenFor(w.server, admin), depot.id);
    const { page, context } = await w.page(TABLET);
    await openPairedKiosk(w.server, page, tenant.name, depot.code);
    await context.setOffline(true);
    const email = `${uniq('offline')}@example.test`;
    await walkInToPhoto(page, 'olive', 'offline', email);
    await page.waitForSelector('[data-testid="photo-take"]:not([disabled])');
    await page.getByTestId('photo-take').click();
    await page.getByTestId('photo-use').click();
    expect(await page.getByTestId('checked-in-text').textContent()).toContain('it has saved this and sends it by itself');
    await page.getByTestId('kiosk-home').waitFor({ timeout: 15_000 });
    expect(await heldCount(page)).toBe(1);
    expect(photoFiles(tenant.id)).toEqual([]);
    await context.setOffline(false);
    await page.getByTestId('held-banner').waitFor({ state: 'detached', timeout: 30_000 });
    await until(() => photoFiles(tenant.id).length === 1, 15_000, 'the held photo on the server');
    const rows = await w.server.orm.em
      .fork()
      .getConnection()
      .execute(
        `select count(*)::int as n from visitor_photo v join attendance a on a.id = v.attendance_id
           join attendee p on p.id = a.attendee_id where p.email = ?`,
        [email],
      );
    expect(rows).toEqual([{ n: 1 }]);
    await context.close();
  });
});
