import { useApolloClient } from '@apollo/client/react';
import { Button, Group, Loader, Text } from '@mantine/core';
import { useState } from 'react';
import { successMessages } from '../../app/messages';
import { visitUi } from './messages';
import { toastError, toastSuccess } from '../../app/notify';
import { graphQLErrorText } from '../auth/errors';
import { waitAndDownload, type ExportProgress } from '../partner-report/exportFile';
import { st } from '../../i18n/staff';

/**
 * An xlsx export through the worker (like the partners report): `start` queues the job ('Please export the
 * file now.'), then the rows written so far are shown until the file downloads.
 */
export function ExportButton({
  start,
  disabled,
  testId,
}: {
  start: () => Promise<{ id: string; fileName: string } | null | undefined>;
  disabled?: boolean;
  testId: string;
}) {
  const client = useApolloClient();
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const run = async () => {
    setProgress({ status: 'QUEUED', rowCount: 0 });
    try {
      const job = await start();
      if (!job) return;
      toastSuccess(successMessages.exportReady, { autoClose: 4000 });
      const name = await waitAndDownload(client, job.id, job.fileName, setProgress);
      toastSuccess(st('visits.downloaded', { file: name }), { autoClose: 4000 });
    } catch (e) {
      toastError(graphQLErrorText(e) || (e instanceof Error && e.message) || st('visits.exportFailed'), { autoClose: 5000 });
    } finally {
      setProgress(null);
    }
  };
  return (
    <Group gap="sm" wrap="nowrap">
      {progress ? (
        <Group gap={6} wrap="nowrap" data-testid={`${testId}-progress`}>
          <Loader size="xs" />
          <Text size="sm" c="dimmed">
            {visitUi.exportProgress(progress.rowCount)}
          </Text>
        </Group>
      ) : null}
      <Button variant="light" mih={44} onClick={() => void run()} loading={!!progress} disabled={disabled} data-testid={testId}>
        {st('visits.exportExcel')}
      </Button>
    </Group>
  );
}
