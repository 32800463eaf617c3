import { TABLE_SCROLL } from '../../ui/tableScroll';
import { useQuery } from '@apollo/client/react';
import { Alert, Anchor, Button, FileInput, Group, Paper, Progress, ScrollArea, Stack, Table, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { Messages } from '@contracts/messages';
import { partnerUi, successMessages } from '../../app/messages';
import { ImportJobDocument } from './documents';
import { apiFetch, downloadFile, RestError } from './rest';

export type UploadKind = 'partner' | 'visitor';

const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** Spec 9: success clears after 4 s, an error after 5 s. */
const SUCCESS_MS = 4000;
const ERROR_MS = 5000;
const POLL_MS = 600;

const isXlsx = (f: File) => /\.xlsx$/i.test(f.name);

/**
 * A bulk spreadsheet upload (spec 2.2, 5, 7): xlsx only, the V1.1 template to download, the upload
 * (multipart file + depotId), progress from the import job the worker runs, then either success or
 * the per-row report of what was rejected and why. `kind` picks partners or planned visits.
 */
export function BulkUpload({
  kind,
  depotId,
  onLanded,
}: {
  kind: UploadKind;
  depotId: string | null;
  onLanded?: (inserted: number) => void;
}) {
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
      setSuccess(`${successMessages.fileUploadedBang} ${partnerUi.uploadLanded(job.inserted, kind)}`);
      setFile(null);
      setInputKey((k) => k + 1);
      onLanded?.(job.inserted);
    } else {
      setError(job.message || Messages.uploadGivenUp);
      setRowErrors(job.rowErrors.map((e) => ({ row: e.row, message: e.message })));
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
    if (f && !isXlsx(f)) {
      setError(Messages.xlsxOnly);
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

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} data-testid={`bulk-upload-${kind}`}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <div>
            <Title order={3} size="h4">
              {partnerUi.uploadTitle(kind)}
            </Title>
            <Text size="sm" c="dimmed" mt={4} maw={560}>
              {partnerUi.uploadIntro}
            </Text>
          </div>
          <Anchor component="button" type="button" size="sm" fw={600} onClick={() => void template()} data-testid="upload-template">
            {partnerUi.downloadTemplate}
          </Anchor>
        </Group>

        <Group align="flex-end" gap="sm" wrap="wrap">
          <FileInput
            key={inputKey}
            label={partnerUi.chooseFile}
            placeholder={partnerUi.chooseFilePlaceholder}
            accept={`.xlsx,${XLSX_MIME}`}
            value={file}
            onChange={choose}
            clearable
            size="md"
            disabled={busy}
            style={{ flex: '1 1 280px' }}
            data-testid="upload-file"
          />
          <Button size="md" onClick={() => void upload()} disabled={!file || !depotId || busy} loading={busy} data-testid="upload-submit">
            {partnerUi.upload}
          </Button>
        </Group>

        {busy ? (
          <Stack gap={6} data-testid="upload-progress">
            <Progress value={progress} animated striped size="lg" radius="xl" />
            <Text size="sm" c="dimmed">
              {partnerUi.uploadProgress(job?.processed ?? 0, job?.total ?? 0)}
            </Text>
          </Stack>
        ) : null}

        {success ? (
          <Alert color="teal" variant="light" data-testid="upload-success">
            {success}
          </Alert>
        ) : null}
        {error ? (
          <Alert color="red" variant="light" role="alert" data-testid="upload-error">
            {error}
          </Alert>
        ) : null}

        {rowErrors.length > 0 ? (
          <Stack gap="xs" data-testid="upload-row-errors">
            <Text fw={600} size="sm">
              {partnerUi.rejectedRows} ({rowErrors.length})
            </Text>
            <ScrollArea.Autosize viewportProps={TABLE_SCROLL} mah={260} type="auto">
              <Table striped withTableBorder verticalSpacing="xs">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th w={80}>{partnerUi.row}</Table.Th>
                    <Table.Th>{partnerUi.reason}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rowErrors.map((e, i) => (
                    <Table.Tr key={`${e.row}:${i}`} data-testid="upload-row-error">
                      <Table.Td>{e.row}</Table.Td>
                      <Table.Td>{e.message}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollArea.Autosize>
          </Stack>
        ) : null}
      </Stack>
    </Paper>
  );
}
