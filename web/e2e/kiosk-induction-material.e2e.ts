import type { Page } from 'playwright-core';
import { staffLogin, startBrowserWorld, type BrowserWorld } from './harness';
import { checkAtEverySize, SIZES } from './ux';
import { heldCount, openPairedKiosk } from './kiosk-steps';
import { makePartner, makeWorld } from '../../graph/src/test/factories';
import { gql } from '../../graph/src/test/http';
import { until } from '../../graph/src/test/until';
import { Messages } from '../../graph/src/contracts/messages';
import { tokenFor } from '../../graph/src/modules/tenants/__tests__/support';
import { ar } from '../src/i18n/locales/ar';

/**
 * Course material (issue 38): an admin uploads a course's PDF on the staff screen and a video (a real WebM the browser
 * records); the kiosk's course step shows both before the questions (the PDF as a link the tablet opens, the video
 * with its controls), in English and Arabic at every size. The offline kiosk keeps the course and its files while
 * online; with the network down a partner takes it, the held clock-in carries the answers, the server grades them
 * when it arrives and records the pass, and the next clock-in asks nothing.
 */
jest.setTimeout(300_000);
let w: BrowserWorld;
beforeAll(async () => {
  w = await startBrowserWorld();
}, 60000);
afterAll(async () => {
  await w?.close();
});

const rows = async (sql: string, params: unknown[]) => w.server.orm.em.fork().getConnection().execute(sql, params);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const COURSE = {
  title: 'Yard safety',
  body: 'Forklifts and lorries move in the yard all day.\n\nWalk only on the green paths and wear your high-visibility vest.',
  questions: [{ text: 'Where do you walk in the yard?', options: ['On the green paths', 'Anywhere that is quickest'], correct: [0] }],
  passMark: 100,
  allPartners: true,
  validMonths: 12,
};

/** A course with a PDF uploaded on the staff screen and a two-second WebM recorded by the browser, uploaded over REST. */
async function courseWithMaterial(admin: { username: string }, token: string) {
  const added = await gql(
    w.server.url,
    'mutation($i: AddInductionCourseInput!) { addInductionCourse(input: $i) { id } }',
    { i: COURSE },
    token,
  );
  expect(added.errors).toBeUndefined();
  const courseId = added.data.addInductionCourse.id as string;
  const staff = await w.page();
  await staffLogin(staff.page, admin.username);
  await staff.page.goto('/inductions');
  const edit = staff.page.getByTestId('induction-material-edit');
  await edit.waitFor();
  await edit.locator('input[type=file]').setInputFiles({ name: 'Yard rules.pdf', mimeType: 'application/pdf', buffer: PDF });
  await staff.page.getByTestId('induction-material-upload').click();
  await edit.getByTestId('induction-material-file').filter({ hasText: 'Yard rules.pdf' }).waitFor();
  const status = await staff.page.evaluate(
    async ({ courseId, token }) => {
      const canvas = document.createElement('canvas');
      canvas.width = 320;
      canvas.height = 180;
      const g = canvas.getContext('2d')!;
      const rec = new MediaRecorder(canvas.captureStream(15), { mimeType: 'video/webm' });
      const parts: Blob[] = [];
      rec.ondataavailable = (e) => parts.push(e.data);
      const stopped = new Promise((r) => (rec.onstop = r));
      rec.start();
      for (let i = 0; i < 30; i++) {
        g.fillStyle = i % 2 ? '#2f9e44' : '#f08c00';
        g.fillRect(0, 0, 320, 180);
        g.fillStyle = '#fff';
        g.fillText(`Walk on the green paths ${i}`, 20, 90);
        await new Promise((r) => setTimeout(r, 66));
      }
      rec.stop();
      await stopped;
      const form = new FormData();
      form.set('courseId', courseId);
      form.set('file', new Blob(parts, { type: 'video/webm' }), 'walkthrough.webm');
      return (await fetch('/api/induction-material', { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } })).status;
    },
    { courseId, token },
  );
  expect(status).toBe(201);
  await staff.page.reload();
  await staff.page.getByTestId('induction-material-file').nth(1).waitFor();
  const found: Record<string, unknown> = {};
  await checkAtEverySize(staff.page, 'induction-material', found, (pg: Page, name: string) => w.shot(pg, `staff-${name}`));
  expect(found).toEqual({});
  await staff.context.close();
  return courseId;
}

async function toInduction(page: Page, tenant: string, code: string, workId: string, language?: string) {
  await page.goto(`/${encodeURIComponent(tenant)}/${encodeURIComponent(code)}`);
  if (language) await page.getByTestId(`kiosk-language-${language}`).click();
  await page.getByTestId('kiosk-partner').click();
  await page.getByTestId('partner-work-id').fill(workId);
  await page.getByTestId('partner-clock-in').click();
  await page.getByTestId('partner-identity-yes').click();
  await page.getByTestId('partner-rules-accept').click();
}

describe('course material at the kiosk', () => {
  it('the course step shows the PDF and the video before the questions, in English and Arabic at every size', async () => {
    const { tenant, depot, admin } = await makeWorld(w.server.orm);
    await courseWithMaterial(admin, tokenFor(w.server, admin));
    const p = await makePartner(w.server.orm, depot, { name: 'Pat Murphy', organisation: 'Acme Logistics' });
    const { page, context } = await w.page(SIZES['tablet-portrait']);
    await toInduction(page, tenant.name, depot.code, p.workId);
    const video = page.getByTestId('induction-video');
    await video.waitFor();
    // The video plays in the page: its metadata loads (the server answers its byte ranges), and it seeks.
    await until(async () => (await video.evaluate((v: HTMLVideoElement) => v.readyState)) >= 1);
    expect(await video.evaluate((v: HTMLVideoElement) => v.controls)).toBe(true);
    const href = await page.getByTestId('induction-pdf').getAttribute('href');
    expect(href).toMatch(new RegExp(`^/api/kiosk-induction-material/${depot.id}/`));
    expect(await page.getByTestId('induction-pdf').getAttribute('target')).toBe('_blank');
    const pdf = await page.evaluate(async (u) => {
      const r = await fetch(u!);
      return { status: r.status, type: r.headers.get('content-type') };
    }, href);
    expect(pdf).toEqual({ status: 200, type: 'application/pdf' });
    // The material comes before the questions.
    const order = await page
      .getByTestId('kiosk-induction')
      .evaluate((el) =>
        [...el.querySelectorAll('[data-testid=induction-material], [data-testid^=induction-question-]')].map((e) =>
          e.getAttribute('data-testid'),
        ),
      );
    expect(order[0]).toBe('induction-material');
    const found: Record<string, unknown> = {};
    await checkAtEverySize(page, 'kiosk-induction-material', found, w.shot);
    await page.getByTestId('kiosk-induction').getByText('Cancel').click();
    await toInduction(page, tenant.name, depot.code, p.workId, 'ar');
    await page.getByTestId('induction-pdf').getByText(ar.kiosk.inductionReadPdf).waitFor();
    await checkAtEverySize(page, 'kiosk-induction-material-ar', found, w.shot);
    expect(found).toEqual({});
    await context.close();
  });

  it('offline: a partner takes the kept course, the held clock-in carries the answers, the pass is recorded when sent; the next clock-in asks nothing', async () => {
    const { tenant, depot, admin } = await makeWorld(w.server.orm);
    const courseId = await courseWithMaterial(admin, tokenFor(w.server, admin));
    const p = await makePartner(w.server.orm, depot, { name: 'Olga Offline', organisation: 'Acme Logistics' });
    const { page, context } = await w.page(SIZES['tablet-portrait']);
    await openPairedKiosk(w.server, page, tenant.name, depot.code);
    // While online the kiosk keeps the course and its two files.
    await until(async () => page.evaluate(async () => (await (await caches.open('depot-kiosk-induction-material')).keys()).length === 2));
    await context.setOffline(true);
    await page.getByTestId('kiosk-partner').click();
    await page.getByTestId('partner-work-id').fill(p.workId);
    await page.getByTestId('partner-clock-in').click();
    await page.getByTestId('partner-offline-in').click();
    await page.getByTestId('induction-offline').waitFor();
    const video = page.getByTestId('induction-video');
    await video.waitFor();
    expect(await video.getAttribute('src')).toMatch(/^blob:/);
    expect(await page.getByTestId('induction-pdf').getAttribute('href')).toMatch(/^blob:/);
    const found: Record<string, unknown> = {};
    await checkAtEverySize(page, 'kiosk-induction-offline', found, w.shot);
    expect(found).toEqual({});
    await page.setViewportSize(SIZES['tablet-portrait']);
    await page.getByTestId('induction-question-1').getByText('On the green paths', { exact: true }).click();
    await page.getByTestId('induction-submit').click();
    const notice = page.getByTestId('clock-in-notice-text');
    await notice.waitFor();
    expect(await notice.textContent()).toContain(`Work ID ${p.workId} is clocked in.`);
    await page.getByTestId('clock-in-notice-ok').click();
    await page.getByTestId('kiosk-home').waitFor();
    expect(await heldCount(page)).toBe(1);
    expect(await rows(`select id from induction_pass where partner_id = ?`, [p.id])).toEqual([]);

    // Back online: the held clock-in is sent, graded, the pass recorded with the course's version, and the partner is in.
    await context.setOffline(false);
    await page.getByTestId('held-banner').waitFor({ state: 'detached', timeout: 30_000 });
    const [pass] = await rows(`select course_id, version, given_by from induction_pass where partner_id = ?`, [p.id]);
    expect(pass).toEqual({ course_id: courseId, version: 3, given_by: 'kiosk' });
    expect(await rows(`select count(*)::int as n from attendance where partner_id = ?`, [p.id])).toEqual([{ n: 1 }]);

    // Out, and in again online: nothing asked.
    const out = await gql(w.server.url, 'mutation($i: ClockInput!) { clockOut(input: $i) { attendanceId } }', {
      i: { depotId: depot.id, workId: p.workId },
    });
    expect(out.errors).toBeUndefined();
    await toInduction(page, tenant.name, depot.code, p.workId);
    expect(await page.getByTestId('clock-in-notice-text').textContent()).toBe(Messages.partnerClockedIn('Olga Offline'));
    expect(await page.getByTestId('kiosk-induction').count()).toBe(0);
    await context.close();
  });
});
