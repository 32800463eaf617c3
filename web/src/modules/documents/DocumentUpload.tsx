import { useApolloClient } from '@apollo/client/react';
import { Button, FileInput, Group, Select, Stack } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { toastSuccess } from '../../app/notify';
import { DayInput } from '../../ui/DateTimeInputs';
import { ErrorBox } from '../../ui/ErrorBox';
import { apiFetch, RestError } from '../uploads/rest';
import { DocumentsNeedingAttentionDocument, PartnerDocumentsDocument } from './documents';
import { st } from '../../i18n/staff';

/** Uploads a partner's document of a type that applies to it (PDF, JPEG or PNG) with its last valid day. */
export function DocumentUpload({ partnerId, types }: { partnerId: string; types: { value: string; label: string }[] }) {
  const client = useApolloClient();
  const [typeId, setTypeId] = useState<string | null>(types[0]?.value ?? null);
  const [expiresOn, setExpiresOn] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!typeId || !file) return;
    setError(null);
    setBusy(true);
    const form = new FormData();
    form.set('partnerId', partnerId);
    form.set('documentTypeId', typeId);
    form.set('expiresOn', expiresOn);
    form.set('file', file, file.name);
    try {
      await apiFetch('/api/partner-document', { method: 'POST', body: form });
      toastSuccess(st('documents.uploaded'), { autoClose: 4000 });
      setFile(null);
      setExpiresOn('');
      await client.refetchQueries({ include: [PartnerDocumentsDocument, DocumentsNeedingAttentionDocument] });
    } catch (err) {
      setError(err instanceof RestError ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} data-testid="document-upload">
      <Stack gap="sm">
        <Select label={st('documents.type')} data={types} value={typeId} onChange={setTypeId} allowDeselect={false} required />
        <DayInput label={st('documents.expiresOn')} value={expiresOn} onChange={setExpiresOn} testId="document-expiry" required />
        <FileInput
          label={st('documents.file')}
          description={st('documents.fileHint')}
          accept="application/pdf,image/jpeg,image/png"
          value={file}
          onChange={setFile}
          clearable
          required
          data-testid="document-file"
        />
        {error ? <ErrorBox testId="document-upload-error">{error}</ErrorBox> : null}
        <Group>
          <Button type="submit" loading={busy} disabled={!file || !typeId || !expiresOn}>
            {st('documents.upload')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
