import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Card, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { localErrors } from '../../app/apollo';
import { refusedEntriesUi } from './messages';
import { toastError, toastSuccess } from '../../app/notify';
import { dateTimeIn } from '../../app/time';
import { graphQLErrorText } from '../auth/errors';
import { DismissRefusedKioskEntryDocument, RefusedKioskEntriesDocument } from './documents';
import { st } from '../../i18n/staff';

/** How often the list asks again while the page is open (a kiosk reconnecting sends its held entries by itself). */
const POLL_MS = 30_000;

/**
 * Issue 27: a depot's kiosk entries that were held while the kiosk was offline and refused when sent, so none is
 * dropped silently. Shown above the on-site list while there are any; each can be dismissed once dealt with.
 */
export function RefusedKioskEntries({ depotId, zone }: { depotId: string; zone: string }) {
  const { data, refetch } = useQuery(RefusedKioskEntriesDocument, {
    variables: { depotId },
    fetchPolicy: 'cache-and-network',
    pollInterval: POLL_MS,
  });
  const [dismiss, dismissing] = useMutation(DismissRefusedKioskEntryDocument, { context: localErrors });
  const rows = data?.refusedKioskEntries ?? [];
  if (!rows.length) return null;
  const onDismiss = async (id: string) => {
    try {
      await dismiss({ variables: { id } });
      toastSuccess(st('refusedEntries.dismissed'));
      await refetch();
    } catch (err) {
      toastError(graphQLErrorText(err) ?? st('refusedEntries.dismissFailed'));
    }
  };
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      bg="orange.0"
      style={{ borderLeft: '4px solid var(--mantine-color-orange-7)' }}
      role="region"
      aria-label={refusedEntriesUi.title(rows.length)}
      data-testid="refused-entries"
    >
      <Stack gap="sm">
        <Title order={2} size="h4">
          {refusedEntriesUi.title(rows.length)}
        </Title>
        <Text size="sm">{st('refusedEntries.intro')}</Text>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
          {rows.map((r) => (
            <Card key={r.id} withBorder padding="sm" radius="md" data-testid="refused-entry">
              <Stack gap={4}>
                <Group justify="space-between" wrap="wrap" gap="xs">
                  <Text size="sm" fw={700} tt="uppercase">
                    {refusedEntriesUi.kinds[r.kind] ?? r.kind}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {st('refusedEntries.when', { at: dateTimeIn(String(r.occurredAt), zone) })}
                  </Text>
                </Group>
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {r.summary}
                </Text>
                <Text size="sm" c="red.9" style={{ overflowWrap: 'anywhere' }}>
                  {st('refusedEntries.reason', { message: r.message })}
                </Text>
                <Group justify="flex-end">
                  <Button
                    variant="default"
                    size="sm"
                    mih={44}
                    loading={dismissing.loading}
                    onClick={() => void onDismiss(r.id)}
                    data-testid="refused-dismiss"
                  >
                    {st('refusedEntries.dismiss')}
                  </Button>
                </Group>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
