// Issue 38, "A visitor who arrives ready", the course and the documents: a visit booked for a reason whose visitors need
// an induction course and a document; on the visitor's phone the pre-arrival page shows the course (failed once, then
// passed) and the document (a file that is not a PDF refused, then a PDF uploaded); at the kiosk (a tablet) the
// reference signs them in without the course; staff see and download the document on the visit. Every new screen at
// every size (ux.ts: overflow, targets, axe), English and Arabic.
import { DateTime } from 'luxon';
import type { Page } from 'playwright-core';
import { staffLogin, startBrowserWorld, type BrowserWorld } from './harness';
import { checkAtEverySize } from './ux';
import { kioskUrl } from './kiosk-steps';
import { makeWorld, uniq } from '../../graph/src/test/factories';
import { gql, rest } from '../../graph/src/test/http';
import { tokenFor } from '../../graph/src/modules/tenants/__tests__/support';

jest.setTimeout(300_000);
let w: BrowserWorld;
beforeAll(async () => {
  w = await startBrowserWorld();
}, 60000);
afterAll(async () => {
  await w?.close();
});

const PHONE = { width: 390, height: 844 };
const TABLET = { width: 768, height: 1024 };
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const COURSE = {
  title: 'Yard safety for drivers',
  body: 'Lorries reverse in the yard all day.\n\nStay in your cab unless the banksman waves you out, and wear the vest you are given.',
  questions: [
    { text: 'When may you leave your cab?', options: ['When the banksman waves me out', 'Whenever I like'], correct: [0] },
    { text: 'What do you wear in the yard?', options: ['The high-visibility vest', 'Nothing special'], correct: [0] },
  ],
  passMark: 100,
  validMonths: 12,
};

/** A tenant whose "Delivery" visits need the course and a driving licence, and a visit booked for that reason now. */
async function bookedDelivery() {
  const world = await makeWorld(w.server.orm);
  const token = tokenFor(w.server, world.admin);
  const reasons = (await gql(w.server.url, `query { visitReasonList(tenantId: null) { id text } }`, {}, token)).data.visitReasonList;
  const delivery = reasons.find((r: { text: string }) => r.text === 'Delivery').id;
  const course = await gql(
    w.server.url,
    `mutation($i: AddInductionCourseInput!) { addInductionCourse(input: $i) { id } }`,
    { i: { ...COURSE, reasonIds: [delivery] } },
    token,
  );
  expect(course.errors).toBeUndefined();
  const type = await gql(
    w.server.url,
    `mutation($i: AddDocumentTypeInput!) { addDocumentType(input: $i) { id } }`,
    {
      i: { name: 'Driving licence (both sides)', blocksClockIn: false, forPartners: false, forVisitors: true, visitReasonIds: [delivery] },
    },
    token,
  );
  expect(type.errors).toBeUndefined();
  const email = `${uniq('driver')}@example.test`;
  const booked = await rest(w.server.url, 'POST', 'api/book-meeting', {
    token,
    body: {
      FirstName: 'Dara',
      LastName: 'Driver',
      Email: email,
      Company: 'Haulage',
      depot: world.depot.id,
      MeetingDateTime: DateTime.now().setZone(world.depot.timeZone).toFormat("yyyy-MM-dd'T'HH:mm"),
      reasonForVisit: 'Delivery',
    },
  });
  expect(booked.status).toBe(201);
  const mail = await w.server.mail.waitFor((m) => m.to.includes(email));
  const path = /(\/arrive\/[A-Za-z0-9_-]{43}\?lang=[a-z]{2})/.exec(mail.text)![1];
  return { world, path, reference: booked.body.meetingReference as string, visitId: booked.body.id as string };
}

const choose = (page: Page, question: number, option: string) =>
  page.getByTestId(`induction-question-${question}`).getByText(option, { exact: true }).click();

async function uploadFile(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByTestId('prearrival-document-upload').click();
  await (await chooser).setFiles(file);
}

describe('the course and the documents on the pre-arrival page', () => {
  it('on a phone: fails, passes, uploads; the kiosk then asks nothing; staff download the document', async () => {
    const { world, path, reference, visitId } = await bookedDelivery();
    const found: Record<string, unknown> = {};
    const { page, context } = await w.page(PHONE);
    await page.goto(path);
    await page.getByTestId('prearrival-page').and(page.locator('[data-state="OPEN"]')).waitFor();
    await page.getByTestId('prearrival-courses').waitFor();
    await page.getByTestId('prearrival-documents').waitFor();
    await checkAtEverySize(page, 'prearrival-course-due', found, w.shot);
    await page.setViewportSize(PHONE);

    // The course, in the kiosk's window (the whole screen on a phone): one wrong answer, told which, then passed.
    await page.getByTestId('prearrival-course-take').click();
    await page.getByTestId('kiosk-induction').waitFor();
    expect(await page.getByTestId('kiosk-induction').innerText()).toContain('banksman');
    await choose(page, 1, 'When the banksman waves me out');
    await choose(page, 2, 'Nothing special');
    await page.getByTestId('induction-submit').click();
    await page.getByTestId('induction-failed').waitFor();
    expect(await page.getByTestId('induction-failed').innerText()).toContain('50% (100% needed)');
    await checkAtEverySize(page, 'prearrival-course-failed', found, w.shot);
    await page.setViewportSize(PHONE);
    await choose(page, 2, 'The high-visibility vest');
    await page.getByTestId('induction-submit').click();
    await page.getByTestId('prearrival-course-passed').waitFor();
    expect(await page.getByTestId('prearrival-course-take').count()).toBe(0);
    expect(await page.getByTestId('prearrival-course-passed').innerText()).toContain('Yard safety for drivers: passed');

    // The document: a web page named .pdf is refused in words; a PDF is taken.
    await uploadFile(page, { name: 'licence.pdf', mimeType: 'application/pdf', buffer: Buffer.from('<html><body>no</body></html>') });
    await page.getByTestId('prearrival-document-error').waitFor();
    expect(await page.getByTestId('prearrival-document-error').innerText()).toContain('upload a PDF');
    await uploadFile(page, { name: 'licence-front-and-back-scanned-at-the-post-office.pdf', mimeType: 'application/pdf', buffer: PDF });
    await page.getByTestId('prearrival-document-done').waitFor();
    expect(await page.getByTestId('prearrival-document-error').count()).toBe(0);

    // The rest of the page, sent.
    await page.getByTestId('prearrival-carreg').fill('231 d 77');
    for (const box of await page.locator('[data-testid^="prearrival-rule-"]').all()) await box.check();
    for (const no of await page.locator('[data-testid$="-no"]').all()) await no.check();
    await page.getByTestId('prearrival-submit').click();
    await page.getByTestId('prearrival-saved').waitFor();
    await checkAtEverySize(page, 'prearrival-course-done', found, w.shot);
    await context.close();

    // The kiosk (a tablet): the reference signs them in, no course window.
    const kiosk = await w.page(TABLET);
    await kiosk.page.goto(kioskUrl(world.tenant.name, world.depot.code));
    await kiosk.page.getByTestId('kiosk-sign-in').click();
    await kiosk.page.getByTestId('have-code-yes').click();
    await kiosk.page.getByTestId('reference-input').fill(reference);
    await kiosk.page.getByTestId('reference-submit').click();
    await kiosk.page.getByTestId('checked-in-text').waitFor({ timeout: 30_000 });
    expect(await kiosk.page.getByTestId('kiosk-induction').count()).toBe(0);
    expect(await kiosk.page.getByTestId('checked-in-text').textContent()).toContain('Dara Driver');
    await w.shot(kiosk.page, 'prearrival-course-kiosk-tablet');
    await kiosk.context.close();

    // Staff: the visit's reason and the document, downloaded.
    const staff = await w.page();
    await staffLogin(staff.page, world.admin.username);
    await staff.page.goto(`/visit/${visitId}`);
    await staff.page.getByTestId('visit-documents').waitFor();
    expect(await staff.page.getByTestId('visit-reason').innerText()).toBe('Delivery');
    const download = staff.page.waitForEvent('download');
    await staff.page.getByTestId('visit-document-download').click();
    expect((await download).suggestedFilename()).toBe('licence-front-and-back-scanned-at-the-post-office.pdf');
    await checkAtEverySize(staff.page, 'staff-visit-documents', found, w.shot);
    await staff.context.close();
    expect(found).toEqual({});
  });

  it('in Arabic (right to left) on a phone and a tablet: the course and the document sections fit', async () => {
    const { path } = await bookedDelivery();
    const found: Record<string, unknown> = {};
    const { page, context } = await w.page(PHONE);
    await page.goto(path.replace(/lang=[a-z]{2}/, 'lang=ar'));
    await page.getByTestId('prearrival-page').and(page.locator('[data-state="OPEN"]')).waitFor();
    await page.locator('html[dir="rtl"]').waitFor();
    await page.getByRole('heading', { name: 'التدريب التعريفي', exact: true }).waitFor();
    await page.getByRole('heading', { name: 'المستندات', exact: true }).waitFor();
    await checkAtEverySize(page, 'prearrival-course-ar', found, w.shot);
    await page.setViewportSize(TABLET);
    await page.getByTestId('prearrival-course-take').click();
    await page.getByTestId('kiosk-induction').waitFor();
    await w.shot(page, 'prearrival-course-window-ar-tablet');
    await page.setViewportSize(PHONE);
    await w.shot(page, 'prearrival-course-window-ar-phone');
    await context.close();
    expect(found).toEqual({});
  });
});
