// The part of archiver (5.x, the zip writer exceljs depends on too) that xlsx-writer.ts uses; it ships no types.
declare module 'archiver' {
  import type { Readable, Writable } from 'node:stream';
  interface Archiver {
    pipe(destination: Writable): Writable;
    append(source: string | Buffer | Readable, data: { name: string }): this;
    finalize(): Promise<void>;
    abort(): this;
    on(event: 'error' | 'warning', listener: (err: Error) => void): this;
  }
  function archiver(format: 'zip', options?: { zlib?: { level?: number } }): Archiver;
  export = archiver;
}
