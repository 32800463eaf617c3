import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where files that are not rows live (visitor photos, issue 37): one small interface, keyed by a relative name the
 * service chooses (`<tenant>/<id>.jpg`, never anything a client sent). The local folder is the default; an object
 * store (S3 and the like) would be another implementation of the same three calls.
 */
export interface BlobStore {
  /** Writes the whole file or nothing (a reader never sees half of it). */
  put(key: string, bytes: Buffer): Promise<void>;
  /** The file, or null when there is none. */
  get(key: string): Promise<Buffer | null>;
  /** Removes it; a missing file is not an error (removal is repeated until its row goes). */
  delete(key: string): Promise<void>;
  /** Its size and a reader of a byte range, without reading it whole (a video served in ranges), or null when none. */
  open?(key: string): Promise<RangedFile | null>;
}

/**
 * Stores a file, then runs the database work that records it (its row, in one unit of work): a failed work removes the
 * file again (no file without its row), and the files the work replaced (the storage keys it returns) are removed once
 * it has committed (no row without its file).
 */
export async function storeThenRecord(store: BlobStore, key: string, bytes: Buffer, record: () => Promise<string[] | void>): Promise<void> {
  await store.put(key, bytes);
  let replaced: string[] | void;
  try {
    replaced = await record();
  } catch (err) {
    await store.delete(key);
    throw err;
  }
  for (const k of replaced ?? []) await store.delete(k);
}

/** A stored file read in parts: `read(start, end)` streams bytes start to end, both included. */
export interface RangedFile {
  size: number;
  read(start: number, end: number): NodeJS.ReadableStream;
}

const KEY = /^[A-Za-z0-9-]+(\/[A-Za-z0-9-]+)*\.[a-z][a-z0-9]{1,3}$/;

/** A folder on the server's disk (PHOTO_DIR, default DATA_DIR/photos): written to a temporary name, then renamed. */
export class LocalFolderStore implements BlobStore {
  constructor(readonly root: string) {}

  private file(key: string): string {
    if (!KEY.test(key)) throw new Error(`blob key not allowed: ${key}`);
    return path.join(this.root, key);
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    const file = this.file(key);
    await mkdir(path.dirname(file), { recursive: true });
    const tmp = `${file}.${randomUUID()}.tmp`;
    try {
      await writeFile(tmp, bytes, { flag: 'wx' });
      await rename(tmp, file);
    } catch (err) {
      await unlink(tmp).catch(() => undefined);
      throw err;
    }
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.file(key));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  async open(key: string): Promise<RangedFile | null> {
    const file = this.file(key);
    try {
      const { size } = await stat(file);
      return { size, read: (start, end) => createReadStream(file, { start, end }) };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    await unlink(this.file(key)).catch((err: NodeJS.ErrnoException) => {
      if (err.code !== 'ENOENT') throw err;
    });
  }
}

const stores = new Map<string, BlobStore>();

/** The photo store of a configuration (one per folder per process). */
export function photoStoreOf(config: { dataDir: string; photoDir?: string }): BlobStore {
  const root = path.resolve(config.photoDir ?? path.join(config.dataDir, 'photos'));
  let store = stores.get(root);
  if (!store) stores.set(root, (store = new LocalFolderStore(root)));
  return store;
}

/** The partners' document store of a configuration (issue 38; DOCUMENT_DIR, default DATA_DIR/documents). */
export function documentStoreOf(config: { dataDir: string; documentDir?: string }): BlobStore {
  const root = path.resolve(config.documentDir ?? path.join(config.dataDir, 'documents'));
  let store = stores.get(root);
  if (!store) stores.set(root, (store = new LocalFolderStore(root)));
  return store;
}

/** Induction course material, PDFs and videos (issue 38; INDUCTION_DIR, default DATA_DIR/inductions). */
export function materialStoreOf(config: { dataDir: string; inductionDir?: string }): BlobStore {
  const root = path.resolve(config.inductionDir ?? path.join(config.dataDir, 'inductions'));
  let store = stores.get(root);
  if (!store) stores.set(root, (store = new LocalFolderStore(root)));
  return store;
}
