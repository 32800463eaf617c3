import { createInflateRaw } from 'node:zlib';
import { Messages } from '../../contracts/messages';
import { DEFAULT_MAX_PART_BYTES } from '../../lib/xlsx-sheet-reader';
import { entryBody, hasZipMagic, readCentralDirectory as readZip, ZipError, type ZipEntry } from '../../lib/zip-reader';

export { hasZipMagic };

/**
 * Guards for an uploaded xlsx (DESIGN.md section 8: size- and entry-limited before unzipping). An xlsx
 * is a zip: we read its central directory ourselves (entry count, declared sizes, compression ratio) and
 * then inflate every entry with a byte counter that stops at the limit, so a zip whose headers lie is
 * caught too. Only then does exceljs see the file.
 */
export const XLSX_LIMITS = {
  /** The upload itself (the multipart limit of app.ts is the outer bound). */
  maxFileBytes: 10 * 1024 * 1024,
  maxEntries: 200,
  /** All entries together, uncompressed. */
  maxUncompressedBytes: 200 * 1024 * 1024,
  /** Per entry, once it is over 1 MB uncompressed: a text-heavy sheet compresses 5 to 30 times. */
  maxRatio: 100,
  /**
   * A part read whole, not streamed (the shared strings above all): 16 MB holds the texts of hundreds of thousands
   * of rows; a 7 MB upload whose table inflated to 190 MB took the worker to 783 MiB (issue 40).
   */
  maxPartBytes: DEFAULT_MAX_PART_BYTES,
};

/** Parts the reader holds whole, by name (the sheet is streamed; a part renamed in the rels is bounded by the reader). */
const WHOLE_PART = /^xl\/(sharedStrings|styles|workbook)\.xml$/i;

export class HostileFile extends Error {}

export const isXlsxName = (name: string): boolean => /\.xlsx$/i.test(name.trim());

/** The central directory's entries, or HostileFile saying why the file is not a readable (non-zip64) zip. */
export function readCentralDirectory(data: Buffer): ZipEntry[] {
  try {
    return readZip(data, XLSX_LIMITS.maxEntries);
  } catch (err) {
    if (err instanceof ZipError) throw new HostileFile(Messages.notXlsx(err.message));
    throw err;
  }
}

/** Refuses a zip bomb by its declared sizes, then by really inflating each entry against a byte budget. */
export async function assertSafeXlsx(data: Buffer): Promise<void> {
  if (data.length > XLSX_LIMITS.maxFileBytes) throw new HostileFile(Messages.fileTooLarge(XLSX_LIMITS.maxFileBytes / 1024 / 1024));
  const entries = readCentralDirectory(data);
  const bomb = () => new HostileFile(Messages.zipBomb(XLSX_LIMITS.maxUncompressedBytes / 1024 / 1024));
  const partTooLarge = () => new HostileFile(Messages.partTooLarge(XLSX_LIMITS.maxPartBytes / 1024 / 1024));
  let declared = 0;
  for (const e of entries) {
    declared += e.uncompressedSize;
    if (declared > XLSX_LIMITS.maxUncompressedBytes) throw bomb();
    if (e.uncompressedSize > 1024 * 1024 && e.uncompressedSize > XLSX_LIMITS.maxRatio * Math.max(1, e.compressedSize)) throw bomb();
    if (WHOLE_PART.test(e.name) && e.uncompressedSize > XLSX_LIMITS.maxPartBytes) throw partTooLarge();
  }
  if (!entries.some((e) => e.name === '[Content_Types].xml') || !entries.some((e) => /^xl\/worksheets\/[^/]+\.xml$/.test(e.name))) {
    throw new HostileFile(Messages.notXlsx('no worksheet inside'));
  }
  // The headers may lie: inflate for real, counting bytes, and stop at the budget.
  let budget = XLSX_LIMITS.maxUncompressedBytes;
  for (const e of entries) {
    const p = e.localOffset;
    if (p + 30 > data.length || data.readUInt32LE(p) !== 0x04034b50) throw new HostileFile(Messages.notXlsx('its zip entries are damaged'));
    const body = entryBody(data, e);
    if (e.method === 0) {
      budget -= body.length;
      if (budget < 0) throw bomb();
      if (WHOLE_PART.test(e.name) && body.length > XLSX_LIMITS.maxPartBytes) throw partTooLarge();
      continue;
    }
    if (e.method !== 8) throw new HostileFile(Messages.notXlsx('unknown compression'));
    const whole = WHOLE_PART.test(e.name);
    const ratioCap = Math.min(budget, Math.max(1024 * 1024, XLSX_LIMITS.maxRatio * Math.max(1, e.compressedSize)));
    const perEntryCap = whole ? Math.min(ratioCap, XLSX_LIMITS.maxPartBytes) : ratioCap;
    const out = await inflatedSize(body, perEntryCap);
    if (out < 0) throw whole && perEntryCap < ratioCap ? partTooLarge() : bomb();
    budget -= out;
  }
}

/** Bytes the raw-deflate data inflates to, or -1 as soon as it passes `cap` (the stream is then destroyed). */
function inflatedSize(body: Buffer, cap: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const inflate = createInflateRaw();
    let size = 0;
    let done = false;
    inflate.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > cap && !done) {
        done = true;
        inflate.destroy();
        resolve(-1);
      }
    });
    inflate.on('end', () => {
      if (!done) {
        done = true;
        resolve(size);
      }
    });
    inflate.on('error', () => {
      if (!done) {
        done = true;
        reject(new HostileFile(Messages.notXlsx('a zip entry is damaged')));
      }
    });
    inflate.end(body);
  });
}
