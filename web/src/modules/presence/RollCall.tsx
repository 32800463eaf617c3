import { useMutation } from '@apollo/client/react';
import { Badge, Button, Card, Group, Modal, SegmentedControl, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { localErrors } from '../../app/apollo';
import { evacuationUi } from '../../app/messages';
import { toastError } from '../../app/notify';
import { dateTimeIn, timeIn } from '../../app/time';
import type { EvacuationFieldsFragment } from '../../gql/graphql';
import { graphQLErrorText } from '../auth/errors';
import { EndEvacuationDocument, MarkEvacueeDocument } from './documents';
import { filterOnSite } from './onSite';

type Show = 'MISSING' | 'SAFE' | 'LEFT' | 'ALL';
type Evacuee = EvacuationFieldsFragment['entries'][number];

/**
 * An open roll-call, phone first (issue 23): who is still to find, each with one large "Mark safe" button a thumb
 * reaches; the safe and those who left on their own tabs; the counts at the top. `mayEnd`: the End button (DepotManager
 * and above). `onChanged` refetches after this device's own mark (every other device hears it from the server).
 */
export function RollCall({
  evacuation,
  mayEnd,
  onChanged,
}: {
  evacuation: EvacuationFieldsFragment;
  mayEnd: boolean;
  onChanged: () => void;
}) {
  const [show, setShow] = useState<Show>('MISSING');
  const [search, setSearch] = useState('');
  const [busy, setBusy] = useState<string | null>(null);
  const [ending, setEnding] = useState(false);
  const [mark] = useMutation(MarkEvacueeDocument, { context: localErrors });
  const [end, ended] = useMutation(EndEvacuationDocument, { context: localErrors });
  const zone = evacuation.timeZone;
  const people = filterOnSite(
    evacuation.entries.map((e) => ({ ...e, earlierDay: false })),
    'All',
    search,
  ).filter((e) => show === 'ALL' || e.status === show);

  const setSafe = async (e: Evacuee, safe: boolean) => {
    setBusy(e.entryId);
    try {
      await mark({ variables: { entryId: e.entryId, safe } });
      onChanged();
    } catch (err) {
      toastError(graphQLErrorText(err) ?? evacuationUi.failed);
      onChanged();
    } finally {
      setBusy(null);
    }
  };
  const confirmEnd = async () => {
    try {
      await end({ variables: { id: evacuation.id } });
      setEnding(false);
      onChanged();
    } catch (err) {
      toastError(graphQLErrorText(err) ?? evacuationUi.failed);
    }
  };

  return (
    <Stack gap="md" data-testid="roll-call" data-evacuation={evacuation.id}>
      <div>
        <Title order={2} size="h3" c="red.9" data-testid="roll-call-counts">
          {evacuationUi.counts(evacuation.missing, evacuation.safe, evacuation.left)}
        </Title>
        <Text size="sm" c="dimmed">
          {evacuationUi.underWay(dateTimeIn(evacuation.startedAt, zone), evacuation.startedByName)}
        </Text>
      </div>
      <SegmentedControl
        fullWidth
        size="md"
        value={show}
        onChange={(v) => setShow(v as Show)}
        data={[
          { value: 'MISSING', label: `${evacuationUi.missing} (${evacuation.missing})` },
          { value: 'SAFE', label: `${evacuationUi.safe} (${evacuation.safe})` },
          { value: 'LEFT', label: `${evacuationUi.left} (${evacuation.left})` },
          { value: 'ALL', label: evacuationUi.all },
        ]}
        data-testid="roll-call-show"
      />
      <TextInput
        label="Search"
        placeholder="Name, company or badge"
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
        size="md"
        data-testid="roll-call-search"
      />
      {show === 'MISSING' && evacuation.missing === 0 ? (
        <Text fw={600} c="teal.9" data-testid="roll-call-all-found">
          {evacuationUi.everyoneAccounted}
        </Text>
      ) : null}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
        {people.map((e) => (
          <Card key={e.entryId} withBorder radius="md" padding="md" data-testid="evacuee" data-name={e.name} data-status={e.status}>
            <Group justify="space-between" align="start" wrap="nowrap" gap="sm">
              <div style={{ minWidth: 0 }}>
                <Text fw={700} size="lg">
                  {e.name}
                </Text>
                <Text size="sm">{e.company}</Text>
                <Text size="sm" c="dimmed">
                  {e.visitType}
                  {e.host ? ` · ${e.host}` : ''}
                </Text>
              </div>
              {e.badgeNumber ? (
                <Badge size="lg" variant="outline">
                  {e.badgeNumber}
                </Badge>
              ) : null}
            </Group>
            {e.status === 'MISSING' ? (
              <Button
                mt="sm"
                fullWidth
                size="lg"
                color="teal"
                loading={busy === e.entryId}
                onClick={() => void setSafe(e, true)}
                data-testid="mark-safe"
              >
                {evacuationUi.markSafe}
              </Button>
            ) : null}
            {e.status === 'SAFE' ? (
              <Group mt="sm" justify="space-between" wrap="nowrap">
                <Text c="teal.9" fw={600} size="sm" data-testid="marked-safe">
                  {evacuationUi.safeBy(timeIn(e.markedAt, zone), e.markedByName ?? null)}
                </Text>
                <Button
                  variant="subtle"
                  color="gray"
                  loading={busy === e.entryId}
                  onClick={() => void setSafe(e, false)}
                  data-testid="mark-undo"
                >
                  {evacuationUi.undo}
                </Button>
              </Group>
            ) : null}
            {e.status === 'LEFT' ? (
              <Text mt="sm" c="dimmed" fw={600} size="sm">
                {evacuationUi.leftAt(timeIn(e.markedAt, zone))}
              </Text>
            ) : null}
          </Card>
        ))}
      </SimpleGrid>
      {mayEnd ? (
        <Button color="red" variant="outline" size="lg" onClick={() => setEnding(true)} data-testid="end-evacuation">
          {evacuationUi.end}
        </Button>
      ) : null}
      <Modal opened={ending} onClose={() => setEnding(false)} centered title={evacuationUi.endConfirmTitle}>
        <Stack>
          <Text>{evacuationUi.endConfirm(evacuation.missing)}</Text>
          <Group justify="flex-end" wrap="wrap">
            <Button variant="default" onClick={() => setEnding(false)}>
              {evacuationUi.cancel}
            </Button>
            <Button color="red" loading={ended.loading} onClick={() => void confirmEnd()} data-testid="end-confirm">
              {evacuationUi.endYes}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
