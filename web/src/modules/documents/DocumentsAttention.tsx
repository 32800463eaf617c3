import { useQuery } from '@apollo/client/react';
import { Skeleton, Text } from '@mantine/core';
import { ResponsiveRows, type RowColumn } from '../../ui/ResponsiveRows';
import type { DocumentsNeedingAttentionQuery } from '../../gql/graphql';
import { DocumentStatusBadge } from './DocumentStatusBadge';
import { DocumentsNeedingAttentionDocument } from './documents';
import { st } from '../../i18n/staff';
import { Panel } from '../../ui/Panel';

type Row = DocumentsNeedingAttentionQuery['documentsNeedingAttention'][number] & { id: string };

/** Partners' documents missing, expired or expiring in the next 30 days at a depot, the most urgent first (issue 38). */
export function DocumentsAttention({ depotId }: { depotId: string | null }) {
  const { data, loading } = useQuery(DocumentsNeedingAttentionDocument, {
    variables: { depotId },
    skip: !depotId,
    fetchPolicy: 'cache-and-network',
  });
  const rows: Row[] = (data?.documentsNeedingAttention ?? []).map((r) => ({ ...r, id: `${r.partnerId}:${r.documentTypeId}` }));
  const state = (r: Row) => <DocumentStatusBadge status={r.status} expiresOn={r.expiresOn ?? null} />;
  const columns: RowColumn<Row>[] = [
    { key: 'who', header: st('documents.partner'), cell: (r) => <Text fw={600}>{r.partnerName}</Text>, tableOnly: true },
    { key: 'org', header: st('documents.organisation'), cell: (r) => r.organisation },
    { key: 'type', header: st('documents.type'), cell: (r) => r.documentTypeName },
    { key: 'blocks', header: st('documents.blocksColumn'), cell: (r) => (r.blocksClockIn ? st('documents.yes') : st('documents.no')) },
    { key: 'state', header: st('documents.state'), cell: state, tableOnly: true },
  ];
  return (
    <Panel title={st('documents.attentionTitle')}>
      {loading && !data ? (
        <Skeleton h={120} radius="md" />
      ) : (
        <ResponsiveRows
          rows={rows}
          columns={columns}
          rowAttrs={(r) => ({ 'data-testid': 'document-attention-row', 'data-status': r.status, 'data-name': r.partnerName })}
          title={(r) => r.partnerName}
          state={state}
          testId="documents-attention"
          empty={st('documents.allValid')}
          emptyTestId="documents-attention-none"
        />
      )}
    </Panel>
  );
}
