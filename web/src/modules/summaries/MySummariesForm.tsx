import { useMutation, useQuery } from '@apollo/client/react';
import { Stack, Switch, Table, Text } from '@mantine/core';
import { SectionHeading } from '../../ui/SectionHeading';
import { useState } from 'react';
import { localErrors } from '../../app/apollo';
import { ErrorBox } from '../../ui/ErrorBox';
import { graphQLErrorText } from '../auth/errors';
import { MySummariesDocument, SetMySummaryDocument } from './documents';
import { st } from '../../i18n/staff';

type Row = { depotId: string; depotCode: string; timeZone: string; endOfDay: boolean; endOfWeek: boolean };

/**
 * /profile "Summaries" (issue 39): per depot the user may have (a DepotManager's own, a TenantAdmin's every depot), the
 * end-of-day and end-of-week summaries on or off; each toggle saves at once.
 */
export function MySummariesForm() {
  const { data } = useQuery(MySummariesDocument);
  const [save, { loading }] = useMutation(SetMySummaryDocument, { context: localErrors });
  const [error, setError] = useState<string | null>(null);
  const rows = data?.mySummaries;
  if (!rows) return null;
  const toggle = async (r: Row, change: Partial<Pick<Row, 'endOfDay' | 'endOfWeek'>>) => {
    setError(null);
    try {
      await save({
        variables: { input: { depotId: r.depotId, endOfDay: r.endOfDay, endOfWeek: r.endOfWeek, ...change } },
        update: (cache, { data: saved }) => {
          if (saved) cache.writeQuery({ query: MySummariesDocument, data: { mySummaries: saved.setMySummary } });
        },
      });
    } catch (err) {
      setError(graphQLErrorText(err) ?? st('summaries.notSaved'));
    }
  };
  return (
    <Stack gap="sm" data-testid="my-summaries">
      <SectionHeading title={st('summaries.title')} intro={st('summaries.intro')} />
      {rows.length === 0 ? (
        <Text size="sm">{st('summaries.none')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={300}>
          <Table verticalSpacing="xs" horizontalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{st('summaries.depot')}</Table.Th>
                <Table.Th>{st('summaries.endOfDay')}</Table.Th>
                <Table.Th>{st('summaries.endOfWeek')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((r) => (
                <Table.Tr key={r.depotId} data-testid={`summary-row-${r.depotCode}`}>
                  <Table.Td>
                    <Text fw={500}>{r.depotCode}</Text>
                    <Text size="xs" c="dimmed">
                      {r.timeZone}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Switch
                      size="md"
                      styles={{ root: { minHeight: 44, display: 'flex', alignItems: 'center' } }}
                      aria-label={`${st('summaries.endOfDay')}: ${r.depotCode}`}
                      checked={r.endOfDay}
                      disabled={loading}
                      onChange={(e) => void toggle(r, { endOfDay: e.currentTarget.checked })}
                      data-testid={`summary-day-${r.depotCode}`}
                    />
                  </Table.Td>
                  <Table.Td>
                    <Switch
                      size="md"
                      styles={{ root: { minHeight: 44, display: 'flex', alignItems: 'center' } }}
                      aria-label={`${st('summaries.endOfWeek')}: ${r.depotCode}`}
                      checked={r.endOfWeek}
                      disabled={loading}
                      onChange={(e) => void toggle(r, { endOfWeek: e.currentTarget.checked })}
                      data-testid={`summary-week-${r.depotCode}`}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {error ? <ErrorBox testId="my-summaries-error">{error}</ErrorBox> : null}
    </Stack>
  );
}
