import { TABLE_SCROLL } from '../../ui/tableScroll';
import { useQuery } from '@apollo/client/react';
import { Button, Group, List, Paper, ScrollArea, Stack, Table, Text, TextInput, ThemeIcon, Title, UnstyledButton } from '@mantine/core';
import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { tenantUi } from '../../app/messages';
import { paths, tenantDetailsPath } from '../../app/paths';
import { dayMonthYear } from './form';
import { FirstRunDocument, TenantsDocument } from './documents';

type SortKey = 'name' | 'numDepots' | 'dateRegistered' | 'numReps';
type Row = { id: string; name: string; numDepots: number; numReps: number; dateRegistered: unknown };

const compare: Record<SortKey, (a: Row, b: Row) => number> = {
  name: (a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }),
  numDepots: (a, b) => a.numDepots - b.numDepots,
  numReps: (a, b) => a.numReps - b.numReps,
  dateRegistered: (a, b) => String(a.dateRegistered).localeCompare(String(b.dateRegistered)),
};

function SortHeader({
  label,
  sortKey,
  sort,
  onSort,
  align,
}: {
  label: string;
  sortKey: SortKey;
  sort: { key: SortKey; desc: boolean };
  onSort: (k: SortKey) => void;
  align?: 'right';
}) {
  const active = sort.key === sortKey;
  return (
    <Table.Th ta={align} aria-sort={active ? (sort.desc ? 'descending' : 'ascending') : 'none'}>
      <UnstyledButton onClick={() => onSort(sortKey)} data-testid={`sort-${sortKey}`} fw={600} fz="sm" style={{ whiteSpace: 'nowrap' }}>
        {label}{' '}
        <Text span c={active ? undefined : 'dimmed'} aria-hidden>
          {active ? (sort.desc ? '▼' : '▲') : '↕'}
        </Text>
      </UnstyledButton>
    </Table.Th>
  );
}

/** The first-run guide: no tenant exists yet, so the next step is adding one with its first location. */
export function FirstRunGuide() {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} data-testid="first-run">
      <Stack gap="md" align="flex-start" maw={720}>
        <Title order={2} size="h3">
          {tenantUi.firstRunTitle}
        </Title>
        <Text>{tenantUi.firstRunBody}</Text>
        <List type="ordered" spacing="xs" icon={undefined}>
          {tenantUi.firstRunSteps.map((s, i) => (
            <List.Item
              key={s}
              icon={
                <ThemeIcon size={24} radius="xl" variant="light">
                  {i + 1}
                </ThemeIcon>
              }
            >
              {s}
            </List.Item>
          ))}
        </List>
        <Button component={Link} to={paths.addTenant} size="md" data-testid="first-run-add">
          {tenantUi.addFirstTenant}
        </Button>
      </Stack>
    </Paper>
  );
}

/** /tenants (spec 2.4): name, number of depots, date registered, number of reps; searchable, sortable; a row opens its details. */
export function TenantList() {
  const navigate = useNavigate();
  const { data, loading } = useQuery(TenantsDocument, { fetchPolicy: 'cache-and-network' });
  const firstRun = useQuery(FirstRunDocument, { fetchPolicy: 'cache-and-network' }).data?.firstRun ?? false;
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<{ key: SortKey; desc: boolean }>({ key: 'name', desc: false });
  const all = useMemo(() => data?.tenants ?? [], [data]);
  const rows = useMemo(() => {
    const q = query.trim().toLowerCase();
    const found = q ? all.filter((t) => t.name.toLowerCase().includes(q)) : [...all];
    found.sort((a, b) => (sort.desc ? -1 : 1) * compare[sort.key](a, b));
    return found;
  }, [all, query, sort]);
  const onSort = (key: SortKey) => setSort((s) => ({ key, desc: s.key === key ? !s.desc : key !== 'name' }));

  if (firstRun && all.length === 0) return <FirstRunGuide />;

  return (
    <Stack gap="lg">
      {firstRun ? <FirstRunGuide /> : null}
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} data-testid="tenant-list">
        <Stack gap="md">
          <Group justify="space-between" align="end" wrap="wrap">
            <TextInput
              label={tenantUi.searchTenants}
              placeholder={tenantUi.searchPlaceholder}
              value={query}
              onChange={(e) => setQuery(e.currentTarget.value)}
              w={{ base: '100%', sm: 320 }}
              type="search"
              data-testid="tenant-search"
            />
            <Group gap="sm">
              <Text c="dimmed" size="sm" data-testid="tenant-count">
                {tenantUi.tenantCount(rows.length)}
              </Text>
              <Button component={Link} to={paths.manageTenants} variant="default" data-testid="tenant-manage">
                {tenantUi.manageTenantsTitle}
              </Button>
              <Button component={Link} to={paths.addTenant} data-testid="tenant-add">
                {tenantUi.addTenantTitle}
              </Button>
            </Group>
          </Group>
          {loading && !data ? <Text c="dimmed">…</Text> : null}
          {data && all.length === 0 ? (
            <Text c="dimmed" ta="center" py="xl" data-testid="tenant-none">
              {tenantUi.noActiveTenants}
            </Text>
          ) : null}
          {data && all.length > 0 && rows.length === 0 ? (
            <Text c="dimmed" ta="center" py="xl" data-testid="tenant-no-match">
              {tenantUi.noMatch(query.trim())}
            </Text>
          ) : null}
          {rows.length ? (
            <ScrollArea viewportProps={TABLE_SCROLL} type="auto">
              <Table highlightOnHover verticalSpacing="sm" miw={560}>
                <Table.Thead>
                  <Table.Tr>
                    <SortHeader label={tenantUi.colName} sortKey="name" sort={sort} onSort={onSort} />
                    <SortHeader label={tenantUi.colDepots} sortKey="numDepots" sort={sort} onSort={onSort} align="right" />
                    <SortHeader label={tenantUi.colRegistered} sortKey="dateRegistered" sort={sort} onSort={onSort} />
                    <SortHeader label={tenantUi.colReps} sortKey="numReps" sort={sort} onSort={onSort} align="right" />
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((t) => (
                    <Table.Tr
                      key={t.id}
                      data-testid="tenant-row"
                      data-name={t.name}
                      style={{ cursor: 'pointer' }}
                      onClick={() => navigate(tenantDetailsPath(t.id))}
                    >
                      <Table.Td>
                        <Text
                          component={Link}
                          to={tenantDetailsPath(t.id)}
                          fw={600}
                          c="depot.8"
                          onClick={(e) => e.stopPropagation()}
                          data-testid="tenant-link"
                        >
                          {t.name}
                        </Text>
                      </Table.Td>
                      <Table.Td ta="right">{t.numDepots}</Table.Td>
                      <Table.Td>{dayMonthYear(t.dateRegistered)}</Table.Td>
                      <Table.Td ta="right">{t.numReps}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollArea>
          ) : null}
        </Stack>
      </Paper>
    </Stack>
  );
}
