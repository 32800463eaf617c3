import { useApolloClient } from '@apollo/client/react';
import { Alert, Anchor, Button, FileInput, Group, Paper, Progress, Stack, Table, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Messages } from '@contracts/messages';
import { ImportJobDocument } from './documents';
import { downloadFile, postMultipart } from './download';

type Job = { id: string; status: string; total: number; processed: number; inserted: number; message?: string | null; rowErrors: { row: number; message: string }[] };

/** Spec 4.7: an upload's success text clears after 4 s, its error after 5 s. */
const SUCCESS_MS = 4000;
const ERROR_MS = 5000;

/**
 * Bulk upload (spec 2.2, 5): xlsx only (template V1.1, downloadable here), sent to the server, parsed by
 * the worker; the panel shows the progress and then the rows that were refused and why (all or nothing).
 */
export function UploadPanel({ kind, depotId, onLanded }: { kind: 'partner' | 'visitor'; depotId: string | null; onLanded?: () => void }) {
  const client = useApolloClient();
  const [file, setFile] = useState<File | null>(null);
  const [job, setJob] = useState<Job | null>(null);
  const [note, setNote] = useState<{ text: string; ok: boolean } | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!note) return undefined;
    const t = setTimeout(() => setNote(null), note.ok ? SUCCESS_MS : ERROR_MS);
    return () => clearTimeout(t);
  }, [note]);

  useEffect(() => {
    if (!job || job.status === 'DONE' || job.status === 'FAILED') return undefined;
    const t = setTimeout(async () => {
      const r = await client.query({ query: ImportJobDocument, variables: { id: job.id }, fetchPolicy: 'no-cache' }).catch(() => null);
      const next = r?.data?.importJob;
      if (!next) return;
      setJob(next);
      if (next.status === 'DONE') { setNote({ text: Messages.fileUploadedPage, ok: true }); onLanded?.(); }
      if (next.status === 'FAILED') setNote({ text: next.message ?? 'The file was not imported', ok: false });
    }, 700);
    return () => clearTimeout(t);
  }, [job, client, onLanded]);

  const upload = async () => {
    if (!file || !depotId) return;
    setBusy(true); setJob(null); setNote(null);
    try {
      const form = new FormData();
      form.set('depotId', depotId);
      form.set('file', file, file.name);
      const r = await postMultipart<{ importId: string; status: string }>(`/api/${kind}-bulk-upload`, form);
      setJob({ id: r.importId, status: r.status, total: 0, processed: 0, inserted: 0, rowErrors: [] });
    } catch (e) {
      setNote({ text: (e as Error).message, ok: false });
    } finally {
      setBusy(false);
    }
  };

  const running = job && job.status !== 'DONE' && job.status !== 'FAILED';
  return (
    <Paper withBorder radius="md" p="md" data-testid={`upload-${kind}`}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4">Bulk upload</Title>
          <Anchor component="button" type="button" onClick={() => downloadFile(`/api/${kind}-upload-template`, `${kind}-template-V1.1.xlsx`)} data-testid={`template-${kind}`}>
            Download the template (V1.1)
          </Anchor>
        </Group>
        <Group align="end">
          <FileInput label="Spreadsheet (.xlsx)" accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" value={file} onChange={setFile}
            clearable w={320} data-testid={`upload-file-${kind}`} />
          <Button onClick={() => void upload()} disabled={!file || !depotId || !!running} loading={busy} data-testid={`upload-submit-${kind}`}>Upload</Button>
        </Group>
        {running ? <Progress value={job.total ? (100 * job.processed) / job.total : 5} animated data-testid="upload-progress" /> : null}
        {note ? <Alert color={note.ok ? 'teal' : 'red'} data-testid={`upload-note-${kind}`}>{note.text}</Alert> : null}
        {job?.status === 'DONE' ? <Text data-testid="upload-inserted">{job.inserted} rows imported.</Text> : null}
        {job?.rowErrors.length ? (
          <Table striped withTableBorder data-testid="upload-row-errors">
            <Table.Thead><Table.Tr><Table.Th w={80}>Row</Table.Th><Table.Th>Why it was refused</Table.Th></Table.Tr></Table.Thead>
            <Table.Tbody>{job.rowErrors.slice(0, 200).map((e) => <Table.Tr key={e.row}><Table.Td>{e.row}</Table.Td><Table.Td>{e.message}</Table.Td></Table.Tr>)}</Table.Tbody>
          </Table>
        ) : null}
      </Stack>
    </Paper>
  );
}
