import { useState } from 'react';
import { Alert, Button, FileButton, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { pat } from '../../i18n/preArrival';
import { translateMessage } from '../../i18n/messages';
import type { View } from './PreArrivalParts';

/** What an upload's refusal says to the visitor, in their language (the server's status, then its message). */
const refusal = (status: number, message: unknown, mb: number) =>
  status === 413
    ? pat('documentTooLarge', { mb })
    : status === 404
      ? pat('invalid')
      : status === 400 && typeof message === 'string' && /PDF, JPEG or PNG|file field/.test(message)
        ? pat('documentNotAccepted')
        : translateMessage(typeof message === 'string' ? message : pat('invalid'));

/**
 * The documents the depot asks of the visit (issue 38): each with what was uploaded, and a button to upload (or upload
 * again) a PDF, JPEG or PNG, sent at once by the link's token (POST api/pre-arrival-document); the server reads what the
 * file is and its size, and its refusal is shown in the visitor's language.
 */
export function PreArrivalDocuments({ view, token, onChanged }: { view: View; token: string; onChanged: () => void }) {
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (!view.documents.length) return null;
  const upload = async (documentTypeId: string, file: File | null) => {
    if (!file) return;
    setError(null);
    setBusy(documentTypeId);
    try {
      const form = new FormData();
      form.set('token', token);
      form.set('documentTypeId', documentTypeId);
      form.set('file', file, file.name);
      const res = await fetch('/api/pre-arrival-document', { method: 'POST', body: form });
      if (!res.ok) {
        const body = (await res.json().catch(() => ({}))) as { message?: unknown };
        setError(refusal(res.status, body.message, view.documentMaxMb));
      } else onChanged();
    } catch {
      setError(translateMessage('Network error - make sure the API is running'));
    } finally {
      setBusy(null);
    }
  };
  return (
    <Stack gap="sm" data-testid="prearrival-documents">
      <Title order={2} size="h3">
        {pat('documentsTitle')}
      </Title>
      <Text c="dimmed">{pat('documentsNote', { mb: view.documentMaxMb })}</Text>
      {view.documents.map((d) => (
        <Paper key={d.documentTypeId} withBorder radius="md" p="sm" data-testid="prearrival-document">
          <Group justify="space-between" gap="sm" wrap="wrap">
            <Stack gap={4} style={{ minWidth: 0, flex: '1 1 12rem' }}>
              <Text fw={600} dir="auto">
                {d.name}
              </Text>
              {d.fileName ? (
                <Text size="sm" fw={600} c="green.9" style={{ overflowWrap: 'anywhere' }} data-testid="prearrival-document-done">
                  ✓ <span dir="auto">{pat('documentUploaded', { file: d.fileName })}</span>
                </Text>
              ) : (
                <Text size="sm" fw={600}>
                  {pat('documentMissing')}
                </Text>
              )}
            </Stack>
            <FileButton onChange={(f) => void upload(d.documentTypeId, f)} accept="application/pdf,image/jpeg,image/png">
              {(props) => (
                <Button
                  {...props}
                  size="md"
                  variant={d.fileName ? 'default' : 'filled'}
                  loading={busy === d.documentTypeId}
                  data-testid="prearrival-document-upload"
                >
                  {d.fileName ? pat('documentReplace') : pat('documentUpload')}
                </Button>
              )}
            </FileButton>
          </Group>
        </Paper>
      ))}
      {error ? (
        <Alert color="red" variant="light" role="alert" data-testid="prearrival-document-error">
          {error}
        </Alert>
      ) : null}
    </Stack>
  );
}
