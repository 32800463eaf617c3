import { useQuery } from '@apollo/client/react';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { tenantUi } from './messages';
import { paths } from '../../app/paths';
import { FirstRunDocument, TenantsDocument } from './documents';
import { FirstRunGuide } from './FirstRunGuide';
import { compare, TenantTable, type SortKey } from './TenantTable';
import { TenantSearchInput } from './TenantSearchInput';
import { st } from '../../i18n/staff';

/** /tenants (spec 2.4): name, number of depots, date registered, number of reps; searchable, sortable; a row opens its details. */
export function TenantList() {
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
            <TenantSearchInput value={query} onChange={setQuery} testId="tenant-search" />
            <Group gap="sm">
              <Text c="dimmed" size="sm" data-testid="tenant-count">
                {tenantUi.tenantCount(rows.length)}
              </Text>
              <Button component={Link} to={paths.manageTenants} variant="default" data-testid="tenant-manage">
                {st('tenants.manageTenantsTitle')}
              </Button>
              <Button component={Link} to={paths.addTenant} data-testid="tenant-add">
                {st('tenants.addTenantTitle')}
              </Button>
            </Group>
          </Group>
          {loading && !data ? <Text c="dimmed">…</Text> : null}
          {data && all.length === 0 ? (
            <Text c="dimmed" ta="center" py="xl" data-testid="tenant-none">
              {st('tenants.noActiveTenants')}
            </Text>
          ) : null}
          {data && all.length > 0 && rows.length === 0 ? (
            <Text c="dimmed" ta="center" py="xl" data-testid="tenant-no-match">
              {st('tenants.noMatch', { q: query.trim() })}
            </Text>
          ) : null}
          {rows.length ? <TenantTable rows={rows} sort={sort} onSort={onSort} /> : null}
        </Stack>
      </Paper>
    </Stack>
  );
}
