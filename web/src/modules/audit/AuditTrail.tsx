import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { toastError, toastSuccess } from '../../app/notify';
import { graphQLErrorText } from '../auth/errors';
import { waitAndDownload } from '../partner-report/exportFile';
import { AuditTrailDocument, ExportAuditTrailDocument } from './documents';
import { auditUi as ui } from './messages';
import { AuditRows } from './AuditRows';
import { EMPTY, PAGE_SIZE, sent, type Filter } from './auditText';
import { st } from '../../i18n/staff';

/** The audit trail (issue 25): filters, a server-side page, what changed in words, and the xlsx export. */
export function AuditTrail() {
  const [draft, setDraft] = useState<Filter>(EMPTY);
  const [filter, setFilter] = useState<Partial<Filter>>({});
  const [page, setPage] = useState(1);
  const { data, loading } = useQuery(AuditTrailDocument, {
    variables: { filter, page: { page, pageSize: PAGE_SIZE } },
    fetchPolicy: 'cache-and-network',
  });
  const client = useApolloClient();
  const [start] = useMutation(ExportAuditTrailDocument);
  const [exporting, setExporting] = useState(false);
  const trail = data?.auditTrail;
  const pages = trail ? Math.max(1, Math.ceil(trail.total / PAGE_SIZE)) : 1;

  const search = (e: FormEvent) => {
    e.preventDefault();
    setFilter(sent(draft));
    setPage(1);
  };
  const exportXlsx = async () => {
    setExporting(true);
    try {
      const { data: d } = await start({ variables: { filter } });
      const name = await waitAndDownload(client, d!.exportAuditTrail.id, d!.exportAuditTrail.fileName);
      toastSuccess(st('audit.exported', { name }));
    } catch (err) {
      toastError(graphQLErrorText(err) ?? st('audit.failed'));
    } finally {
      setExporting(false);
    }
  };
  const field = (key: keyof Filter, label: string, type = 'text', placeholder?: string) => (
    <TextInput
      label={label}
      type={type}
      placeholder={placeholder}
      value={draft[key]}
      onChange={(e) => setDraft({ ...draft, [key]: e.currentTarget.value })}
      data-testid={`audit-filter-${key}`}
    />
  );
  return (
    <Stack gap="md" data-testid="audit-trail">
      <form onSubmit={search}>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
          {field('person', st('audit.person'))}
          {field('action', st('audit.action'), 'text', st('audit.actionHint'))}
          {field('targetType', st('audit.target'))}
          {field('targetId', st('audit.targetId'))}
          {field('from', st('audit.from'), 'date')}
          {field('to', st('audit.to'), 'date')}
        </SimpleGrid>
        <Group mt="sm" gap="sm">
          <Button type="submit" data-testid="audit-search">
            {st('audit.search')}
          </Button>
          <Button
            variant="default"
            onClick={() => {
              setDraft(EMPTY);
              setFilter({});
              setPage(1);
            }}
          >
            {st('audit.clear')}
          </Button>
          <Button variant="light" loading={exporting} onClick={() => void exportXlsx()} data-testid="audit-export">
            {st('audit.export')}
          </Button>
        </Group>
      </form>
      {!trail ? (
        <Text c="dimmed">{loading ? st('audit.loading') : null}</Text>
      ) : (
        <>
          <Text fw={600} data-testid="audit-total">
            {ui.total(trail.total, trail.totalExact)}
          </Text>
          {trail.rows.length === 0 ? (
            <Text c="dimmed" data-testid="audit-none">
              {st('audit.none')}
            </Text>
          ) : (
            <AuditRows rows={trail.rows} />
          )}
          <Group justify="space-between" gap="sm">
            <Button variant="default" disabled={page <= 1} onClick={() => setPage(page - 1)} data-testid="audit-previous">
              {st('audit.previous')}
            </Button>
            <Text size="sm" data-testid="audit-page">
              {st('audit.pageOf', { p: page, of: pages })}
            </Text>
            <Button variant="default" disabled={page >= pages} onClick={() => setPage(page + 1)} data-testid="audit-next">
              {st('audit.next')}
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
}
