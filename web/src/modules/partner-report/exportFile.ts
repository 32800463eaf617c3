import type { ApolloClient } from '@apollo/client';
import { graphql } from '../../gql';
import { downloadFile } from '../uploads/rest';
import { ExportJobDocument } from './documents';

/** An export job as every export starts it and as the wait below reads it. */
export const ExportJobFields = graphql(`
  fragment ExportJobFields on ExportJob {
    id
    status
    fileName
    downloadPath
    message
    rowCount
  }
`);

const POLL_MS = 700;
const GIVE_UP_MS = 120_000;

/** How far the worker has got: its status and the rows written so far. */
export type ExportProgress = { status: string; rowCount: number };

/**
 * Waits for the worker to finish an export (telling `onProgress` as it goes), then downloads it with the
 * bearer token; answers the file name.
 */
export async function waitAndDownload(
  client: ApolloClient,
  id: string,
  fallbackName: string,
  onProgress?: (p: ExportProgress) => void,
): Promise<string> {
  const started = Date.now();
  for (;;) {
    const { data } = await client.query({ query: ExportJobDocument, variables: { id }, fetchPolicy: 'network-only' });
    const job = data?.exportJob;
    if (job) onProgress?.({ status: job.status, rowCount: job.rowCount });
    if (job?.status === 'DONE' && job.downloadPath) return downloadFile(job.downloadPath, job.fileName || fallbackName);
    if (job?.status === 'FAILED') throw new Error(job.message ?? '');
    if (Date.now() - started > GIVE_UP_MS) throw new Error('');
    await new Promise((r) => setTimeout(r, POLL_MS));
  }
}
