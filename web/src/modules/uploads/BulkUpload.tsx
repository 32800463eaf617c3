import { Alert, Anchor, Button, FileInput, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { uploadUi } from './messages';
import { UploadRowErrors } from './UploadRowErrors';
import { takesCsv, useBulkUpload, type UploadKind } from './useBulkUpload';
import { st } from '../../i18n/staff';

const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

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
  const { file, inputKey, choose, upload, template, busy, progress, job, success, error, rowErrors } = useBulkUpload(
    kind,
    depotId,
    onLanded,
  );

  const csv = takesCsv(kind);
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} data-testid={`bulk-upload-${kind}`}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <div>
            <Title order={3} size="h4">
              {uploadUi.uploadTitle(kind)}
            </Title>
            <Text size="sm" c="dimmed" mt={4} maw={560}>
              {csv ? st('hosts.uploadIntro') : st('partners.uploadIntro')}
            </Text>
          </div>
          <Anchor component="button" type="button" size="sm" fw={600} onClick={() => void template()} data-testid="upload-template">
            {st('partners.downloadTemplate')}
          </Anchor>
        </Group>

        <Group align="flex-end" gap="sm" wrap="wrap">
          <FileInput
            key={inputKey}
            label={csv ? st('hosts.chooseFile') : st('partners.chooseFile')}
            placeholder={csv ? st('hosts.chooseFilePlaceholder') : st('partners.chooseFilePlaceholder')}
            accept={csv ? `.xlsx,${XLSX_MIME},.csv,text/csv` : `.xlsx,${XLSX_MIME}`}
            value={file}
            onChange={choose}
            clearable
            size="md"
            disabled={busy}
            style={{ flex: '1 1 280px' }}
            data-testid="upload-file"
          />
          <Button size="md" onClick={() => void upload()} disabled={!file || !depotId || busy} loading={busy} data-testid="upload-submit">
            {st('partners.upload')}
          </Button>
        </Group>

        {busy ? (
          <Stack gap={6} data-testid="upload-progress">
            <Progress value={progress} animated striped size="lg" radius="xl" />
            <Text size="sm" c="dimmed">
              {uploadUi.uploadProgress(job?.processed ?? 0, job?.total ?? 0)}
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

        {rowErrors.length > 0 ? <UploadRowErrors rowErrors={rowErrors} /> : null}
      </Stack>
    </Paper>
  );
}
