// Issue 38: a signed agreement downloaded as a PDF (pdfkit): parsed back, it holds the words accepted then, the
// answers, the signature image, the time and the depot; staff of the sign-in's tenant and depot only.
import { inflateSync } from 'node:zlib';
import QRCode from 'qrcode';
import { startTestServer, type TestServer } from '../../../test/server';
import { gql } from '../../../test/http';
import { makeDepot, makePartner, makeUser, makeWorld, uniq } from '../../../test/factories';
import { tokenFor } from '../../tenants/__tests__/support';
import { RULES_OK } from '../../visits/__tests__/support';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ worker: false });
});
afterAll(async () => {
  await s.close();
});

const SAVE = 'mutation($input: SaveKioskTextsInput!) { saveKioskTexts(input: $input) { tenantId } }';
const WALK_IN = 'mutation($i: UnplannedCheckInInput!) { unplannedCheckIn(input: $i) { attendanceId } }';
const SIGN = 'mutation($i: SubmitSignatureInput!) { submitSignature(input: $i) }';

/** The PDF's text as its content streams draw it (FlateDecode inflated; pdfkit writes each line as a TJ of hex strings). */
function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const lines: string[] = [];
  for (const m of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(m[1], 'latin1')).toString('latin1');
    } catch {
      continue; // an image's stream
    }
    for (const tj of content.matchAll(/\[([^\]]*)\]\s*TJ/g))
      lines.push([...tj[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => Buffer.from(h[1], 'hex').toString('latin1')).join(''));
  }
  return lines.join('\n');
}

const download = (token: string | undefined, attendanceId: string) =>
  fetch(`${s.url}/api/agreements/${attendanceId}/pdf`, { headers: token ? { authorization: `Bearer ${token}` } : {} });

describe('the agreement PDF', () => {
  it('holds the words accepted then, the answers, the signature, the time and depot; staff of that tenant and depot only', async () => {
    const w = await makeWorld(s.orm);
    const admin = tokenFor(s, w.admin);
    const save = (hr1: string) =>
      gql(
        s.url,
        SAVE,
        {
          input: {
            texts: [
              { key: 'hr_1', text: hr1 },
              { key: 'q1', text: 'Do you drive a forklift?' },
            ],
            contractorRules: [],
          },
        },
        admin,
      );
    expect((await save('Wear the yellow badge.')).errors).toBeUndefined();
    const r = await gql(s.url, WALK_IN, {
      i: {
        depotId: w.depot.id,
        firstName: 'Ada',
        lastName: 'Byrne',
        email: `${uniq('pdf')}@example.test`,
        company: 'Acme',
        carReg: '12D345',
        reasonForVisit: 'Meeting',
        ruleAnswers: { ...RULES_OK, q1: 'yes' },
      },
    });
    expect(r.errors).toBeUndefined();
    const attendanceId = r.data.unplannedCheckIn.attendanceId as string;
    const png = await QRCode.toBuffer('signature');
    expect((await gql(s.url, SIGN, { i: { depotId: w.depot.id, attendanceId, png: png.toString('base64') } })).errors).toBeUndefined();
    // The rule changes after the sign-in: the PDF keeps the words accepted then.
    expect((await save('Wear the green badge.')).errors).toBeUndefined();

    const res = await download(admin, attendanceId);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/application\/pdf/);
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="?agreement-.*\.pdf/);
    const pdf = Buffer.from(await res.arrayBuffer());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.toString('latin1')).toMatch(/%%EOF\s*$/);
    const text = pdfText(pdf);
    expect(text).toContain('Visitor agreement');
    expect(text).toContain('Name: Ada Byrne');
    expect(text).toContain(`Depot: ${w.depot.code}`);
    expect(text).toMatch(/Signed in: \d{4}-\d{2}-\d{2} \d{2}:\d{2} \(/);
    expect(text).toMatch(/Words accepted: version 1, saved /);
    expect(text).toContain('Wear the yellow badge.');
    expect(text).not.toContain('Wear the green badge.');
    expect(text).toContain('Do you drive a forklift?');
    expect(text).toContain('Accepted');
    expect(text).toContain('Yes');
    // The signature is drawn as an image.
    expect(pdf.toString('latin1')).toMatch(/\/Subtype \/Image/);

    // Another tenant's staff, a manager of another depot, and no login: refused.
    const other = await makeWorld(s.orm);
    expect((await download(tokenFor(s, other.admin), attendanceId)).status).toBe(404);
    const elsewhere = await makeDepot(s.orm, w.tenant);
    const manager = await makeUser(s.orm, { tenant: w.tenant, depot: elsewhere, role: 'DepotManager' });
    expect((await download(tokenFor(s, manager), attendanceId)).status).toBe(404);
    expect((await download(undefined, attendanceId)).status).toBe(401);
    expect((await download(admin, 'not-an-id')).status).toBe(400); // the REST edge refuses a malformed id
    // The depot's own manager may.
    expect((await download(tokenFor(s, w.manager), attendanceId)).status).toBe(200);
  });

  it("a partner's clock-in: the contractor rules accepted then, every one accepted", async () => {
    const w = await makeWorld(s.orm);
    const admin = tokenFor(s, w.admin);
    const save = (rules: string[]) => gql(s.url, SAVE, { input: { texts: [], contractorRules: rules } }, admin);
    expect((await save(['Hot works need a permit.', 'Forklifts have right of way.'])).errors).toBeUndefined();
    const partner = await makePartner(s.orm, w.depot, { name: 'Pat Murphy', organisation: 'Acme Logistics' });
    const r = await gql(s.url, 'mutation($i: ClockInput!) { clockIn(input: $i) { attendanceId } }', {
      i: { depotId: w.depot.id, workId: partner.workId },
    });
    expect(r.errors).toBeUndefined();
    expect((await save(['Hot works need two permits.'])).errors).toBeUndefined();
    const res = await download(admin, r.data.clockIn.attendanceId);
    expect(res.status).toBe(200);
    const text = pdfText(Buffer.from(await res.arrayBuffer()));
    expect(text).toContain('Contractor agreement');
    expect(text).toContain('Name: Pat Murphy');
    expect(text).toContain('Company: Acme Logistics');
    expect(text).toContain('Hot works need a permit.');
    expect(text).toContain('Forklifts have right of way.');
    expect(text).not.toContain('two permits');
    expect(text).toContain('No signature was asked for this sign-in.');
  });
});
