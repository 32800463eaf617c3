import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { Button, Group, Modal, Paper, SegmentedControl, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { DateTime } from 'luxon';
import { useState } from 'react';
import { localErrors } from '../../../app/apollo';
import { toastError, toastSuccess } from '../../../app/notify';
import { Messages } from '@contracts/messages';
import { graphQLErrorText } from '../../../modules/auth/errors';
import { AddBadgesDocument, BadgeAssigneeDocument, BadgesDocument, CheckOutBadgeHolderDocument } from '../../../modules/staff/documents';
import { BookedVisitsTable } from '../../../modules/staff/BookedVisitsTable';
import { StaffPage } from '../../../modules/staff/StaffPage';
import { useDepotChoice } from '../../../modules/staff/useDepots';

/**
 * Manage Visits (spec 2.2, 4.7): today's planned visits of a depot with their state: Cancel Visit before
 * check-in, Manual Checkout (optionally notifying the host) while in; and the depot's badges.
 */
export function DashboardPage() {
  const { depotId, depot, picker } = useDepotChoice();
  const day = depot ? DateTime.now().setZone(depot.timeZone).toISODate()! : null;
  return (
    <StaffPage section="Manage Visits" tabs="visit">
      <Paper withBorder radius="md" p="md">
        <Stack gap="md">
          {picker}
          <Title order={2} size="h4">Today's planned visits</Title>
          {depot && day ? <BookedVisitsTable depotId={depot.id} zone={depot.timeZone} day={day} /> : null}
        </Stack>
      </Paper>
      {depotId ? <BadgesPanel depotId={depotId} /> : null}
    </StaffPage>
  );
}

/** A depot's badges (spec 3 Badge, 4.7): add one or a range (From is the next number), see who holds one, check the holder out. */
function BadgesPanel({ depotId }: { depotId: string }) {
  const client = useApolloClient();
  const { data, refetch } = useQuery(BadgesDocument, { variables: { depotId }, fetchPolicy: 'cache-and-network' });
  const [add] = useMutation(AddBadgesDocument, { context: localErrors });
  const [out] = useMutation(CheckOutBadgeHolderDocument, { context: localErrors });
  const [single, setSingle] = useState('single');
  const [num, setNum] = useState('');
  const [to, setTo] = useState('');
  const [holder, setHolder] = useState<{ badgeNum: string; kind: string; name: string; company: string; checkedInAt: unknown } | null>(null);
  const next = data?.nextBadgeNumber ?? '';
  const save = async () => {
    try {
      await add({ variables: { input: single === 'single' ? { depotId, badgeNum: num } : { depotId, badgeNumFrom: next, badgeNumTo: to } } });
      toastSuccess(Messages.badgeAdded); setNum(''); setTo(''); void refetch();
    } catch (e) { toastError(graphQLErrorText(e) ?? 'The badges were not added'); }
  };
  const view = async (badgeNum: string) => {
    try {
      const r = await client.query({ query: BadgeAssigneeDocument, variables: { depotId, badgeNum }, context: localErrors, fetchPolicy: 'no-cache' });
      setHolder({ badgeNum, ...r.data!.badgeAssignee });
    } catch (e) { toastError(graphQLErrorText(e) ?? Messages.batchNotInUse); }
  };
  const checkOut = async (notify: boolean) => {
    try {
      await out({ variables: { depotId, badgeNum: holder!.badgeNum, notify } });
      toastSuccess(Messages.visitorCheckedOut); setHolder(null); void refetch();
    } catch (e) { toastError(graphQLErrorText(e) ?? 'That did not work'); }
  };
  return (
    <Paper withBorder radius="md" p="md" data-testid="badges-panel">
      <Stack gap="sm">
        <Title order={2} size="h4">Badges</Title>
        <Group align="end" wrap="wrap">
          <SegmentedControl value={single} onChange={setSingle} data={[{ value: 'single', label: 'Single badge' }, { value: 'range', label: 'Range' }]} />
          {single === 'single'
            ? <TextInput label="Badge number" value={num} onChange={(e) => setNum(e.currentTarget.value.toUpperCase())} w={160} data-testid="badge-number" />
            : <><TextInput label="From (next)" value={next} readOnly w={120} /><TextInput label="To" value={to} onChange={(e) => setTo(e.currentTarget.value)} w={120} data-testid="badge-to" /></>}
          <Button onClick={() => void save()} disabled={single === 'single' ? !num.trim() : !to.trim()} data-testid="badge-add">Add</Button>
        </Group>
        <SimpleGrid cols={{ base: 4, sm: 8, md: 12 }} spacing={6}>
          {(data?.badges ?? []).map((b) => (
            <Button key={b.id} size="xs" variant={b.inUse ? 'filled' : 'default'} color={b.inUse ? 'teal' : 'gray'} disabled={!b.inUse} onClick={() => void view(b.badgeNum)}>{b.badgeNum}</Button>
          ))}
        </SimpleGrid>
        {data && !data.badges.length ? <Text c="dimmed">No badges yet.</Text> : null}
      </Stack>
      <Modal opened={!!holder} onClose={() => setHolder(null)} title={`Badge ${holder?.badgeNum ?? ''}`} centered>
        {holder ? (
          <Stack>
            <Text>{holder.name} ({holder.company}), {holder.kind}, in since {DateTime.fromISO(String(holder.checkedInAt)).toFormat('HH:mm')}</Text>
            <Group justify="flex-end">
              {holder.kind === 'Partner'
                ? <Button onClick={() => void checkOut(false)}>Clock-out</Button>
                : <><Button variant="default" onClick={() => void checkOut(false)}>Check-out</Button><Button onClick={() => void checkOut(true)}>Send Notification &amp; Check-out</Button></>}
            </Group>
          </Stack>
        ) : null}
      </Modal>
    </Paper>
  );
}
