import { useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { Messages, serverFaults, serverText } from '../../i18n/serverMessages';
import { successMessages } from '../../app/messages';
import { uploadUi } from './messages';
import { ImportJobDocument } from './documents';
import { apiFetch, downloadFile, RestError } from './rest';

export type UploadKind = 'partner' | 'visitor' | 'host';

/** Spec 9: success clears after 4 s, an error after 5 s. */
const SUCCESS_MS = 4000;
const ERROR_MS = 5000;
const POLL_MS = 600;

/** Whether a chosen file is a spreadsheet the upload takes (xlsx only, spec 5). */
export const isXlsx = (f: File) => /\.xlsx$/i.test(f.name);
/** The people directory also takes CSV (issue 39): the server reads it as UTF-8, comma or semicolon separated. */
export const takesCsv = (kind: UploadKind) => kind === 'host';
const accepts = (kind: UploadKind, f: File) => isXlsx(f) || (takesCsv(kind) && /\.csv$/i.test(f.name));

/**
 * A bulk upload's state: the file chosen (xlsx only), the upload, the import job the worker runs (polled until done
 * or failed), the success or error text on the spec's timers, and the rows it rejected.
 */
export function useBulkUpload(kind: UploadKind, depotId: string | null, onLanded?: (inserted: number) => void) {
  const [file, setFile] = useState<File | null>(null);
  const [sending, setSending] = useState(false);
  const [importId, setImportId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [rowErrors, setRowErrors] = useState<{ row: number; message: string }[]>([]);
  const [inputKey, setInputKey] = useState(0);
  const handled = useRef<string | null>(null);

  const { data, stopPolling } = useQuery(ImportJobDocument, {
    variables: { id: importId ?? '' },
    skip: !importId,
    pollInterval: importId ? POLL_MS : 0,
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: false,
  });
  const job = importId && data?.importJob.id === importId ? data.importJob : null;

  useEffect(() => {
    if (!job || (job.status !== 'DONE' && job.status !== 'FAILED') || handled.current === job.id) return;
    handled.current = job.id;
    stopPolling();
    setImportId(null);
    if (job.status === 'DONE') {
      setSuccess(`${successMessages.fileUploadedBang} ${uploadUi.uploadLanded(job.inserted, kind)}`);
      setFile(null);
      setInputKey((k) => k + 1);
      onLanded?.(job.inserted);
    } else {
      // The server's words in the staff language (issue 39).
      setError(job.message ? serverText(job.message) : Messages.uploadGivenUp);
      setRowErrors(job.rowErrors.map((e) => ({ row: e.row, message: serverFaults(e.message) })));
    }
  }, [job, kind, onLanded, stopPolling]);

  // The spec's timers: the success text goes after 4 s, the error text after 5 s (the row report stays).
  useEffect(() => {
    if (!success) return;
    const t = setTimeout(() => setSuccess(null), SUCCESS_MS);
    return () => clearTimeout(t);
  }, [success]);
  useEffect(() => {
    if (!error) return;
    const t = setTimeout(() => setError(null), ERROR_MS);
    return () => clearTimeout(t);
  }, [error]);

  const choose = (f: File | null) => {
    setSuccess(null);
    setRowErrors([]);
    if (f && !accepts(kind, f)) {
      setError(takesCsv(kind) ? Messages.xlsxOrCsvOnly : Messages.xlsxOnly);
      setFile(null);
      setInputKey((k) => k + 1);
      return;
    }
    setError(null);
    setFile(f);
  };

  const upload = async () => {
    if (!file || !depotId) return;
    setSending(true);
    setError(null);
    setSuccess(null);
    setRowErrors([]);
    try {
      const body = new FormData();
      body.append('depotId', depotId);
      body.append('file', file, file.name);
      const res = await apiFetch(`/api/${kind}-bulk-upload`, { method: 'POST', body });
      const answer = (await res.json()) as { importId: string };
      handled.current = null;
      setImportId(answer.importId);
    } catch (e) {
      if (e instanceof RestError && e.message) setError(e.message);
    } finally {
      setSending(false);
    }
  };

  const template = async () => {
    try {
      await downloadFile(`/api/${kind}-upload-template`, `${kind}-upload-template-V1.1.xlsx`);
    } catch (e) {
      if (e instanceof RestError && e.message) setError(e.message);
    }
  };

  const busy = sending || !!importId;
  const progress = job && job.total > 0 ? Math.round((job.processed / job.total) * 100) : busy ? 100 : 0;

  return { file, inputKey, choose, upload, template, busy, progress, job, success, error, rowErrors };
}
