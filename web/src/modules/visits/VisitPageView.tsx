import { Alert, Group, Pagination, Stack, Text } from '@mantine/core';
import { visitUi } from './messages';
import type { VisitPageFieldsFragment } from '../../gql/graphql';
import { VisitTable } from './VisitTable';

/** The table of one page of visits, its total, the server's empty-state message and the pager (5 a page, spec 9). */
export function VisitPageView({
  page,
  zone,
  onPage,
  testId,
  withDate,
}: {
  page: VisitPageFieldsFragment;
  zone: string;
  onPage: (p: number) => void;
  testId: string;
  withDate?: boolean;
}) {
  return (
    <Stack gap="sm">
      {page.items.length === 0 ? (
        <Alert color="blue" variant="light" data-testid={`${testId}-empty`}>
          {page.message}
        </Alert>
      ) : (
        <>
          <Text size="sm" c="dimmed" data-testid={`${testId}-total`}>
            {visitUi.total(page.total)}
          </Text>
          <VisitTable visits={page.items} zone={zone} testId={`${testId}-table`} withDate={withDate} />
        </>
      )}
      {page.pages > 1 ? (
        <Group justify="center">
          <Pagination total={page.pages} value={page.page} onChange={onPage} size="xl" data-testid={`${testId}-pages`} />
        </Group>
      ) : null}
    </Stack>
  );
}
