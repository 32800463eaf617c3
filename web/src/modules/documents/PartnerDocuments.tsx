import { useQuery } from '@apollo/client/react';
import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useAuth } from '../../app/auth';
import { paths } from '../../app/paths';
import { DocumentRow } from './DocumentRow';
import { DocumentStatusBadge } from './DocumentStatusBadge';
import { DocumentUpload } from './DocumentUpload';
import { DocumentRemoveButton } from './DocumentRemoveButton';
import { PartnerDocumentsDocument } from './documents';
import { st } from '../../i18n/staff';

const UPLOADERS = ['SuperAdmin', 'TenantAdmin', 'DepotManager'];

/** On a partner's page: each document type that applies to it, its state and file, and the upload (issue 38). */
export function PartnerDocuments({ partnerId }: { partnerId: string }) {
  const { user } = useAuth();
  const { data } = useQuery(PartnerDocumentsDocument, { variables: { partnerId }, fetchPolicy: 'cache-and-network' });
  const rows = data?.partnerDocuments ?? [];
  return (
    <Stack gap="sm" data-testid="partner-documents">
      <Group justify="space-between" wrap="wrap">
        <Title order={4} size="h5">
          {st('documents.partnerTitle')}
        </Title>
        <Anchor component={Link} to={paths.documents} size="sm">
          {st('documents.allLink')}
        </Anchor>
      </Group>
      {rows.length ? (
        rows.map((r) => (
          <DocumentRow
            key={r.documentTypeId}
            name={r.documentTypeName}
            file={r.documentId ? { path: `/api/partner-document/${r.documentId}`, fileName: r.fileName ?? null } : null}
            testId="partner-document-row"
          >
            <Group gap="xs" wrap="wrap">
              <DocumentStatusBadge status={r.status} expiresOn={r.expiresOn ?? null} />
              {r.documentId && UPLOADERS.includes(user?.role ?? '') ? (
                <DocumentRemoveButton documentId={r.documentId} label={`${r.documentTypeName} (${r.fileName ?? ''})`} />
              ) : null}
            </Group>
          </DocumentRow>
        ))
      ) : (
        <Text c="dimmed" fz="sm">
          {st('documents.noneRequired')}
        </Text>
      )}
      {rows.length && UPLOADERS.includes(user?.role ?? '') ? (
        <DocumentUpload partnerId={partnerId} types={rows.map((r) => ({ value: r.documentTypeId, label: r.documentTypeName }))} />
      ) : null}
    </Stack>
  );
}
