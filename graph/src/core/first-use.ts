import type ExcelJS from 'exceljs';
import type PDFKit from 'pdfkit';

/**
 * Libraries that only some requests or jobs need, loaded on their first use and not at the server's start (the
 * start-up bench, 2026-12-01: exceljs 0.2 s, pdfkit 80 ms, undici 50 ms, selfsigned 70 ms of every start when each
 * module imported its own at the top). `firstUse(load)` loads once; later calls get the same module.
 */
export function firstUse<T>(load: () => Promise<T>): () => Promise<T> {
  let loaded: Promise<T> | undefined;
  return () => (loaded ??= load());
}

/** A CommonJS package's export as `import()` hands it over (under `default`, or as the module itself). */
const defaultOf = <T>(m: unknown): T => (m as { default?: T }).default ?? (m as T);

/** exceljs: the bulk upload's reader and the summaries' attachment (in the worker), the template and watchlist downloads. */
export const loadExcelJs = firstUse(() => import('exceljs').then((m) => defaultOf<typeof ExcelJS>(m)));

/** pdfkit: a signed agreement's PDF. */
export const loadPdfKit = firstUse(() => import('pdfkit').then((m) => defaultOf<typeof PDFKit>(m)));

/** undici: the outbound guard's pinned fetch (webhooks, SSO discovery, chat and SMS providers). */
export const loadUndici = firstUse(() => import('undici'));

/** selfsigned: the local network's certificates, made once. */
export const loadSelfsigned = firstUse(() => import('selfsigned'));
