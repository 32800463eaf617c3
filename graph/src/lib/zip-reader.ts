/**
 * Reading a zip archive held in memory (an uploaded xlsx): its central directory and each entry's stored bytes, for the
 * upload's guard (modules/imports/xlsx-guard.ts) and sheet reader (xlsx-sheet-reader.ts). Plain zip only (no zip64);
 * a file that is not one throws ZipError saying why.
 */

/** The archive cannot be read; `message` says why, in words a user can be shown ("its zip directory is missing"). */
export class ZipError extends Error {}

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

export const hasZipMagic = (data: Buffer): boolean => data.length >= 4 && data.subarray(0, 4).equals(ZIP_MAGIC);

export interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  localOffset: number;
}

/** The central directory's entries (at most `maxEntries`), or ZipError when the file is not a readable (non-zip64) zip. */
export function readCentralDirectory(data: Buffer, maxEntries = 65535): ZipEntry[] {
  if (!hasZipMagic(data)) throw new ZipError('it is not a zip archive');
  // End of central directory: 22 bytes + up to 65535 of comment, at the end.
  let eocd = -1;
  for (let i = data.length - 22; i >= Math.max(0, data.length - 22 - 65535); i--) {
    if (data.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw new ZipError('its zip directory is missing');
  const count = data.readUInt16LE(eocd + 10);
  const cdSize = data.readUInt32LE(eocd + 12);
  const cdOffset = data.readUInt32LE(eocd + 16);
  if (count === 0xffff || cdOffset === 0xffffffff) throw new ZipError('zip64 is not supported');
  if (count > maxEntries) throw new ZipError(`too many parts: ${count}, at most ${maxEntries}`);
  if (cdOffset + cdSize > data.length) throw new ZipError('its zip directory is damaged');
  const entries: ZipEntry[] = [];
  let p = cdOffset;
  for (let n = 0; n < count; n++) {
    if (p + 46 > data.length || data.readUInt32LE(p) !== 0x02014b50) throw new ZipError('its zip directory is damaged');
    const method = data.readUInt16LE(p + 10);
    const compressedSize = data.readUInt32LE(p + 20);
    const uncompressedSize = data.readUInt32LE(p + 24);
    const nameLen = data.readUInt16LE(p + 28);
    const extraLen = data.readUInt16LE(p + 30);
    const commentLen = data.readUInt16LE(p + 32);
    const localOffset = data.readUInt32LE(p + 42);
    const name = data.subarray(p + 46, p + 46 + nameLen).toString('utf8');
    entries.push({ name, method, compressedSize, uncompressedSize, localOffset });
    p += 46 + nameLen + extraLen + commentLen;
  }
  return entries;
}

/** An entry's stored (compressed) bytes, after its local header. */
export function entryBody(data: Buffer, e: ZipEntry): Buffer {
  const p = e.localOffset;
  const start = p + 30 + data.readUInt16LE(p + 26) + data.readUInt16LE(p + 28);
  return data.subarray(start, start + e.compressedSize);
}
