import { TABLE_SCROLL } from '../../ui/tableScroll';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { Badge, Button, Group, Modal, Paper, ScrollArea, SegmentedControl, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { localErrors } from '../../app/apollo';
import { infoMessages, successMessages, tenantUi, visitUi } from '../../app/messages';
import { toastError, toastSuccess } from '../../app/notify';
import { dateTimeIn } from '../../app/time';
import { ErrorBox } from '../../ui/ErrorBox';
import { AddDepotBadgesDocument, DepotBadgeAssigneeDocument, DepotBadgesDocument, DepotCheckOutHolderDocument } from './documents';
import { errorText } from './form';
import { useAttendanceLive } from '../staff/useAttendanceLive';
import { applyToBadges } from '@contracts/live-feed';
import type { DepotBadgesQuery } from '../../gql/graphql';

type Holder = { badgeNum: string; kind: string; name: string; company: string; checkedInAt: unknown; visitType: string };
type Filter = 'all' | 'inUse' | 'free';

/**
 * A depot's badge table (spec 3 Badge, 4.7): add a single badge or a range whose From is the next number,
 * which badges are in use and by whom, and the holder's check-out (visitor) or clock-out (partner).
 */
export function BadgeTable({ depotId, zone }: { depotId: string; zone: string }) {
  const client = useApolloClient();
  const { data, refetch, updateQuery } = useQuery(DepotBadgesDocument, { variables: { depotId }, fetchPolicy: 'cache-and-network' });
  // A badge taken or handed back at the kiosk shows at once, from the event (a read when it does not say which badge).
  useAttendanceLive(depotId, {
    refetch,
    idempotent: false,
    apply: (event) => {
      if (!data?.badges) return false;
      let applied = false;
      updateQuery((prev, { complete }) => {
        if (!complete || !prev.badges) return undefined;
        const shown = prev as DepotBadgesQuery; // complete: every field is there
        const next = applyToBadges(shown.badges, event);
        applied = next !== null;
        return next && next !== shown.badges ? { ...shown, badges: next } : undefined;
      });
      return applied;
    },
  });
  const [add, adding] = useMutation(AddDepotBadgesDocument, { context: localErrors });
  const [single, setSingle] = useState<'single' | 'range'>('single'); // spec 9: the single-badge flag defaults to true
  const [num, setNum] = useState('');
  const [to, setTo] = useState('');
  const [addError, setAddError] = useState<string | null>(null);
  const [filter, setFilter] = useState<Filter>('all');
  const [holder, setHolder] = useState<Holder | null>(null);
  const next = data?.nextBadgeNumber ?? '';
  const badges = data?.badges ?? [];
  const inUse = badges.filter((b) => b.inUse).length;
  const shown = badges.filter((b) => (filter === 'all' ? true : filter === 'inUse' ? b.inUse : !b.inUse));

  const save = async () => {
    setAddError(null);
    try {
      await add({
        variables: {
          input: single === 'single' ? { depotId, badgeNum: num.trim() } : { depotId, badgeNumFrom: next, badgeNumTo: to.trim() },
        },
      });
      toastSuccess(successMessages.badgeAdded, { autoClose: 4000 });
      setNum('');
      setTo('');
      await refetch();
    } catch (e) {
      setAddError(errorText(e));
    }
  };
  const view = async (badgeNum: string) => {
    try {
      const r = await client.query({
        query: DepotBadgeAssigneeDocument,
        variables: { depotId, badgeNum },
        context: localErrors,
        fetchPolicy: 'no-cache',
      });
      setHolder({ badgeNum, ...r.data!.badgeAssignee });
    } catch (e) {
      toastError(errorText(e) || infoMessages.batchNumberNotInUse);
      void refetch();
    }
  };

  return (
    <Stack gap="sm" data-testid="badge-table">
      <div>
        <Title order={4} size="h5">
          {tenantUi.badgesTitle}
        </Title>
        <Text c="dimmed" size="sm">
          {tenantUi.badgesIntro}
        </Text>
      </div>
      <Paper withBorder radius="md" p="sm" bg="gray.0">
        <Stack gap="xs">
          {addError ? <ErrorBox testId="badge-add-error">{addError}</ErrorBox> : null}
          <SegmentedControl
            value={single}
            onChange={(v) => {
              setSingle(v as 'single' | 'range');
              setAddError(null);
            }}
            style={{ alignSelf: 'flex-start' }}
            data={[
              { value: 'single', label: tenantUi.singleBadge },
              { value: 'range', label: tenantUi.badgeRange },
            ]}
            data-testid="badge-mode"
          />
          <Group align="flex-end" gap="sm" wrap="wrap">
            {single === 'single' ? (
              <TextInput
                label={tenantUi.badgeNumber}
                value={num}
                onChange={(e) => setNum(e.currentTarget.value.toUpperCase())}
                w={160}
                data-testid="badge-number"
              />
            ) : (
              <>
                <TextInput
                  label={tenantUi.badgeFrom}
                  description={tenantUi.badgeFromHint}
                  value={next}
                  readOnly
                  variant="filled"
                  w={130}
                  data-testid="badge-from"
                />
                <TextInput
                  label={tenantUi.badgeTo}
                  value={to}
                  onChange={(e) => setTo(e.currentTarget.value)}
                  inputMode="numeric"
                  w={130}
                  data-testid="badge-to"
                />
              </>
            )}
            <Button
              onClick={() => void save()}
              loading={adding.loading}
              disabled={single === 'single' ? !num.trim() : !to.trim() || !next}
              data-testid="badge-add"
            >
              {tenantUi.addBadges}
            </Button>
          </Group>
        </Stack>
      </Paper>
      {badges.length === 0 ? (
        <Text c="dimmed" size="sm" data-testid="badges-empty">
          {data ? tenantUi.noBadges : '…'}
        </Text>
      ) : (
        <>
          <SegmentedControl
            size="xs"
            value={filter}
            onChange={(v) => setFilter(v as Filter)}
            style={{ alignSelf: 'flex-start' }}
            data-testid="badge-filter"
            data={[
              { value: 'all', label: tenantUi.filterAll(badges.length) },
              { value: 'inUse', label: tenantUi.filterInUse(inUse) },
              { value: 'free', label: tenantUi.filterFree(badges.length - inUse) },
            ]}
          />
          {shown.length === 0 ? (
            <Text c="dimmed" size="sm">
              {filter === 'inUse' ? tenantUi.noBadgesInUse : tenantUi.noFreeBadges}
            </Text>
          ) : (
            <ScrollArea.Autosize viewportProps={TABLE_SCROLL} mah={400} type="auto">
              {/* Three columns that fit a phone (issue 23): the number with its status, the holder, View holder. */}
              <Table striped verticalSpacing={6} stickyHeader>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{tenantUi.colBadge}</Table.Th>
                    <Table.Th>{tenantUi.colHolder}</Table.Th>
                    <Table.Th />
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {shown.map((b) => (
                    <Table.Tr key={b.id} data-testid="badge-row" data-badge={b.badgeNum} data-in-use={b.inUse ? 'true' : 'false'}>
                      <Table.Td>
                        <Group gap={6} wrap="wrap">
                          <Text fw={600} size="sm">
                            {b.badgeNum}
                          </Text>
                          <Badge color={b.inUse ? 'teal' : 'gray'} variant={b.inUse ? 'filled' : 'light'} data-testid="badge-status">
                            {b.inUse ? tenantUi.inUse : tenantUi.free}
                          </Badge>
                        </Group>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm" data-testid="badge-holder" style={{ overflowWrap: 'anywhere' }}>
                          {b.holderName ?? '—'}
                        </Text>
                        {b.holderKind ? (
                          <Text size="xs" c="dimmed">
                            {b.holderKind}
                          </Text>
                        ) : null}
                      </Table.Td>
                      <Table.Td ta="right">
                        {b.inUse ? (
                          <Button size="xs" mih={44} px="sm" variant="light" onClick={() => void view(b.badgeNum)} data-testid="badge-view">
                            {tenantUi.viewHolder}
                          </Button>
                        ) : null}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollArea.Autosize>
          )}
        </>
      )}
      <Modal
        opened={!!holder}
        onClose={() => setHolder(null)}
        title={holder ? tenantUi.holderTitle(holder.badgeNum) : ''}
        centered
        size="md"
      >
        {holder ? (
          <HolderDetails
            depotId={depotId}
            zone={zone}
            holder={holder}
            onDone={() => {
              setHolder(null);
              void refetch();
            }}
          />
        ) : null}
      </Modal>
    </Stack>
  );
}

function HolderDetails({ depotId, zone, holder, onDone }: { depotId: string; zone: string; holder: Holder; onDone: () => void }) {
  const [out] = useMutation(DepotCheckOutHolderDocument, { context: localErrors });
  const [busy, setBusy] = useState<'plain' | 'notify' | null>(null);
  /** The check-out asked for (true: with the host notified), waiting for its confirmation. */
  const [asking, setAsking] = useState<boolean | null>(null);
  const [error, setError] = useState<string | null>(null);
  const partner = holder.kind === 'Partner';
  const checkOut = async (notify: boolean) => {
    setBusy(notify ? 'notify' : 'plain');
    setError(null);
    try {
      await out({ variables: { depotId, badgeNum: holder.badgeNum, notify } });
      toastSuccess(partner ? tenantUi.partnerClockedOut(holder.name) : successMessages.visitorCheckedOut, { autoClose: 4000 });
      onDone();
    } catch (e) {
      setError(errorText(e));
      setAsking(null);
    } finally {
      setBusy(null);
    }
  };
  const row = (label: string, value: string, testId?: string) => (
    <Group gap="xs" wrap="nowrap" align="baseline">
      <Text c="dimmed" size="sm" w={120} style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Text size="sm" data-testid={testId}>
        {value}
      </Text>
    </Group>
  );
  return (
    <Stack gap="md" data-testid="badge-holder-details">
      {error ? <ErrorBox testId="badge-holder-error">{error}</ErrorBox> : null}
      <Stack gap={6}>
        {row(tenantUi.name, holder.name, 'badge-holder-name')}
        {row(tenantUi.holderCompany, holder.company)}
        {row(tenantUi.holderKind, partner ? holder.kind : `${holder.kind} · ${holder.visitType}`)}
        {row(tenantUi.holderSince, dateTimeIn(holder.checkedInAt, zone))}
      </Stack>
      {asking !== null ? (
        <Stack gap="sm" data-testid="badge-holder-confirm">
          <Text fw={600}>{partner ? tenantUi.clockOut : visitUi.checkoutConfirmTitle}</Text>
          <Text size="sm">{tenantUi.holderConfirm(holder.name, partner, asking)}</Text>
          <Group justify="flex-end" gap="sm" wrap="wrap">
            <Button variant="default" mih={44} onClick={() => setAsking(null)} disabled={!!busy} data-testid="badge-confirm-no">
              {visitUi.notNow}
            </Button>
            <Button mih={44} onClick={() => void checkOut(asking)} loading={!!busy} data-testid="badge-confirm-yes">
              {partner ? tenantUi.clockOut : asking ? tenantUi.notifyAndCheckOut : tenantUi.checkOut}
            </Button>
          </Group>
        </Stack>
      ) : (
        <Group justify="flex-end" gap="sm" wrap="wrap">
          {partner ? (
            <Button size="sm" mih={44} onClick={() => setAsking(false)} data-testid="badge-clock-out">
              {tenantUi.clockOut}
            </Button>
          ) : (
            <>
              <Button size="sm" mih={44} variant="default" onClick={() => setAsking(false)} data-testid="badge-check-out">
                {tenantUi.checkOut}
              </Button>
              <Button size="sm" mih={44} onClick={() => setAsking(true)} data-testid="badge-notify-check-out">
                {tenantUi.notifyAndCheckOut}
              </Button>
            </>
          )}
        </Group>
      )}
    </Stack>
  );
}
