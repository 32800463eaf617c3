import { useQuery } from '@apollo/client/react';
import { Group, Pagination, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { RegularVisitorsDocument } from './documents';
import { st } from '../../i18n/staff';

/**
 * A depot's regular visitors, a page at a time from the server, with a search box (name, e-mail, company
 * or RV code); `searchBox` and `pager` are the controls to place on the screen.
 */
export function useRegularVisitorList(depotId: string | null, testId = 'rv') {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [searchNow] = useDebouncedValue(search.trim(), 300);
  useEffect(() => setPage(1), [depotId, searchNow]);
  const list = useQuery(RegularVisitorsDocument, {
    variables: { depotId: depotId ?? '', page, search: searchNow || null },
    skip: !depotId,
    fetchPolicy: 'cache-and-network',
  });
  const data = list.data?.regularVisitors;
  const pages = data ? Math.ceil(data.total / Math.max(1, data.pageSize)) : 0;
  const searchBox = (
    <TextInput
      label={st('staff.searchRegular')}
      placeholder={st('staff.searchRegularPlaceholder')}
      type="search"
      value={search}
      onChange={(e) => setSearch(e.currentTarget.value)}
      w={{ base: '100%', sm: 300 }}
      data-testid={`${testId}-search`}
    />
  );
  const pager =
    pages > 1 ? (
      <Group justify="center" mt="md">
        <Pagination total={pages} value={page} onChange={setPage} data-testid={`${testId}-pages`} />
      </Group>
    ) : null;
  const empty = data && !data.items.length ? (searchNow ? st('staff.noRegularFound') : st('staff.noRegularYet')) : null;
  return { list, items: data?.items ?? [], searchBox, pager, empty };
}
