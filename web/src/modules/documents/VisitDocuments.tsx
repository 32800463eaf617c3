import { useQuery } from '@apollo/client/react';
import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { downloadFile } from '../uploads/rest';
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
        <Group key={r.documentTypeId} justify="space-between" wrap="wrap" gap="xs" data-testid="visit-document-row">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {r.name}
            </Text>
            {r.documentId ? (
              <Anchor
                component="button"
                type="button"
                size="sm"
                style={{ overflowWrap: 'anywhere', textAlign: 'start' }}
                onClick={() => void downloadFile(`/api/visitor-document/${r.documentId}`, r.fileName ?? 'document')}
                data-testid="visit-document-download"
              >
                {r.fileName}
              </Anchor>
            ) : null}
          </Stack>
          {r.documentId ? null : (
            <Text size="sm" fw={600}>
              {st('documents.visitMissing')}
            </Text>
          )}
        </Group>
      ))}
    </Stack>
  );
}
