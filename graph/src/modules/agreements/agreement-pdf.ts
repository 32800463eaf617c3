import { loadPdfKit } from '../../core/first-use';

/** What a signed agreement's PDF shows (issue 38): the words accepted then, the answers, the signature, the time and depot. */
export interface AgreementPdfFacts {
  /** 'Visitor agreement' or 'Contractor agreement'. */
  title: string;
  person: string;
  company: string | null;
  depot: string;
  /** The sign-in's time in the depot's zone, with the zone named. */
  signedAt: string;
  /** e.g. 'Version 3, saved 2026-11-20 14:05 (Europe/Dublin)'. */
  version: string;
  /** Each rule or question in the version's words, and the answer in plain words. */
  items: { text: string; answer: string }[];
  signaturePng: Buffer | null;
}

/**
 * The agreement as a PDF, made by pdfkit (a maintained library, STACK.md): A4, the standard Helvetica font (its
 * Latin-1 letters; other scripts print as the font allows), the signature as the PNG the kiosk took.
 */
export async function agreementPdf(f: AgreementPdfFacts): Promise<Buffer> {
  const PDFDocument = await loadPdfKit();
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: `${f.title}: ${f.person}`, Author: 'Depot Register' } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.font('Helvetica-Bold').fontSize(18).text(f.title);
  doc.moveDown(0.5).font('Helvetica').fontSize(11);
  doc.text(`Name: ${f.person}`);
  if (f.company) doc.text(`Company: ${f.company}`);
  doc.text(`Depot: ${f.depot}`);
  doc.text(`Signed in: ${f.signedAt}`);
  doc.text(`Words accepted: ${f.version}`);
  doc.moveDown();
  for (const item of f.items) {
    doc.font('Helvetica').text(item.text, { continued: false });
    doc.font('Helvetica-Bold').text(item.answer, { indent: 20 });
    doc.moveDown(0.3);
  }
  doc.moveDown().font('Helvetica-Bold').text('Signature');
  if (f.signaturePng) doc.image(f.signaturePng, { fit: [300, 90] });
  else doc.font('Helvetica').text('No signature was asked for this sign-in.');
  doc.end();
  return done;
}
