import { useQuery } from '@apollo/client/react';
import { Stack, Text, Title } from '@mantine/core';
import { DocumentRow } from './DocumentRow';
import { VisitDocumentsDocument } from './documents';
import { st } from '../../i18n/staff';

/**
 * On a visit's detail (issue 38): the documents the tenant asks of the visit's visitor and the file each one uploaded on
 * the pre-arrival page (downloaded by staff of the visit's tenant and depot; each download is in the audit trail).
 * Nothing when the visit is asked for none.
 */
export function VisitDocuments({ visitId }: { visitId: string }) {
  const { data } = useQuery(VisitDocumentsDocument, { variables: { visitId }, fetchPolicy: 'cache-and-network' });
  const rows = data?.visitDocuments ?? [];
  if (!rows.length) return null;
  return (
    <Stack gap="xs" data-testid="visit-documents">
      <Title order={3} size="h5">
        {st('documents.visitTitle')}
      </Title>
      {rows.map((r) => (
        <DocumentRow
          key={r.documentTypeId}
          name={r.name}
          file={r.documentId ? { path: `/api/visitor-document/${r.documentId}`, fileName: r.fileName ?? null } : null}
          testId="visit-document-row"
          downloadTestId="visit-document-download"
        >
          {r.documentId ? null : (
            <Text size="sm" fw={600}>
              {st('documents.visitMissing')}
            </Text>
          )}
        </DocumentRow>
      ))}
    </Stack>
  );
}
