import { useMutation } from '@apollo/client/react';
import { Button, Stack } from '@mantine/core';
import { useState } from 'react';
import { localErrors } from '../../app/apollo';
import { toastSuccess } from '../../app/notify';
import { ErrorBox } from '../../ui/ErrorBox';
import { graphQLErrorText } from '../auth/errors';
import { DocumentsNeedingAttentionDocument, PartnerDocumentsDocument, RemovePartnerDocumentDocument } from './documents';
import { st } from '../../i18n/staff';

/** Removes a partner's document by hand after a confirmation (audited on the server; its file goes too). */
export function DocumentRemoveButton({ documentId, label }: { documentId: string; label: string }) {
  const [remove, { loading }] = useMutation(RemovePartnerDocumentDocument, {
    context: localErrors,
    refetchQueries: [PartnerDocumentsDocument, DocumentsNeedingAttentionDocument],
  });
  const [error, setError] = useState<string | null>(null);
  const drop = async () => {
    if (!window.confirm(st('documents.removeConfirm', { name: label }))) return;
    setError(null);
    try {
      await remove({ variables: { id: documentId } });
      toastSuccess(st('documents.removed', { name: label }), { autoClose: 4000 });
    } catch (err) {
      setError(graphQLErrorText(err) ?? st('documents.notRemoved'));
    }
  };
  return (
    <Stack gap={4}>
      <Button size="xs" variant="subtle" color="red" loading={loading} onClick={() => void drop()} data-testid="document-remove">
        {st('documents.remove')}
      </Button>
      {error ? <ErrorBox testId="document-remove-error">{error}</ErrorBox> : null}
    </Stack>
  );
}
