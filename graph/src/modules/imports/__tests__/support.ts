import { randomInt } from 'node:crypto';
import ExcelJS from 'exceljs';
import type { TestServer } from '../../../test/server';
import { rest } from '../../../test/http';
import { templates } from '../import-templates';
import { ImportKind } from '../import-job.entity';

export const PARTNER_HEADERS = templates[ImportKind.Partner].map((c) => c.header);
export const VISIT_HEADERS = templates[ImportKind.Visitor].map((c) => c.header);

/** A base for work ids no other test of the run uses (work ids are unique in the whole system). */
export const workIdBase = () => randomInt(1e9, 9e9) * 1e5;

/** An xlsx with a header row and rows, written with exceljs' streaming writer (fast for 200k rows). */
export async function xlsx(headers: string[], rows: unknown[][]): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const { PassThrough } = await import('node:stream');
  const out = new PassThrough();
  out.on('data', (c: Buffer) => chunks.push(c));
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false, useStyles: false });
  const sheet = wb.addWorksheet('Partners');
  sheet.addRow(headers).commit();
  for (const r of rows) sheet.addRow(r).commit();
  sheet.commit();
  await wb.commit();
  return Buffer.concat(chunks);
}

export const partnerRows = (n: number, base = workIdBase()) =>
  Array.from({ length: n }, (_, i) => [
    String(base + i),
    `Partner ${i}`,
    'Acme Logistics',
    `p${base + i}@example.test`,
    '',
    '',
    i % 2 ? 'Yes' : 'No',
    'No',
  ]);

export { zip } from '../../../lib/__tests__/zip-builder';

export async function upload(s: TestServer, token: string, path: string, depotId: string, data: Buffer, filename = 'partners.xlsx') {
  const form = new FormData();
  form.append('depotId', depotId);
  form.append('file', new Blob([new Uint8Array(data)]), filename);
  const res = await fetch(`${s.url}/${path}`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  const text = await res.text();
  let body: any = text;
  try {
    body = JSON.parse(text);
  } catch {
    /* text */
  }
  return { status: res.status, body };
}

/** Polls api/import-status/{id} until the worker has finished with it. */
export async function waitForImport(s: TestServer, token: string, id: string, timeoutMs = 90_000): Promise<any> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const r = await rest(s.url, 'GET', `api/import-status/${id}`, { token });
    if (r.status !== 200) throw new Error(`import-status answered ${r.status}: ${JSON.stringify(r.body)}`);
    if (r.body.status === 'DONE' || r.body.status === 'FAILED') return r.body;
    if (Date.now() > until) throw new Error(`import ${id} still ${r.body.status} after ${timeoutMs} ms`);
    await new Promise((res) => setTimeout(res, 200));
  }
}
