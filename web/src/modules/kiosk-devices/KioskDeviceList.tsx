import { useQuery } from '@apollo/client/react';
import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { kioskDevicesUi as ui } from '../presence/messages';
import { dateTimeIn } from '../../app/time';
import { ResponsiveRows, type RowColumn } from '../../ui/ResponsiveRows';
import { RowActions } from '../../ui/RowActions';
import { DepotHoursSetting } from './DepotHoursSetting';
import { KioskDeviceDialogs, type KioskAction } from './KioskDeviceDialogs';
import { KioskDevicesDocument } from './documents';
import { KioskPairingButton } from './KioskPairing';
import { st } from '../../i18n/staff';

/** The list asks again this often: a heartbeat comes once a minute, a silence counts after five. */
const POLL_MS = 30_000;
const COLORS: Record<string, string> = { ONLINE: 'green', SILENT: 'red', CLOSED: 'gray' };

type Row = {
  id: string;
  deviceId: string;
  name?: string | null;
  version: string;
  heldEntries: number;
  lastSeenAt: string;
  status: string;
  paired: boolean;
};

/**
 * A depot's kiosk tablets (issue 27): each one's state, when it was last seen, its version and what it holds unsent;
 * a kiosk silent for more than five minutes while the depot is open is flagged. Staff name and remove kiosks and set
 * the depot's opening hours here.
 */
export function KioskDeviceList({ depotId }: { depotId: string }) {
  const { data, refetch, loading } = useQuery(KioskDevicesDocument, {
    variables: { depotId },
    fetchPolicy: 'cache-and-network',
    pollInterval: POLL_MS,
  });
  const [action, setAction] = useState<KioskAction | null>(null);
  const list = data?.kioskDevices;
  if (!list) return <Text c="dimmed">{loading ? st('kioskDevices.loading') : null}</Text>;
  const rows = list.devices as Row[];
  const now = new Date(list.currentTime).getTime();
  const label = (r: Row) => r.name || ui.unnamed(r.deviceId);
  const count = (status: string) => rows.filter((r) => r.status === status).length;
  const columns: RowColumn<Row>[] = [
    { key: 'name', header: st('kioskDevices.name'), cell: (r) => <Text fw={600}>{label(r)}</Text>, tableOnly: true, nowrap: true },
    { key: 'state', header: st('kioskDevices.state'), cell: (r) => <StatusBadge status={r.status} />, tableOnly: true, nowrap: true },
    {
      key: 'seen',
      header: st('kioskDevices.lastSeen'),
      cell: (r) => `${ui.ago(Math.floor((now - new Date(r.lastSeenAt).getTime()) / 60_000))} (${dateTimeIn(r.lastSeenAt, list.timeZone)})`,
    },
    { key: 'version', header: st('kioskDevices.version'), cell: (r) => r.version },
    { key: 'held', header: st('kioskDevices.held'), cell: (r) => ui.heldCount(r.heldEntries) },
    {
      key: 'paired',
      header: st('kioskDevices.pairing'),
      // the badge and Unpair stack in a narrow column: the table fits a 1280 screen (the row's actions stay in view)
      cell: (r) => (
        <Group gap={4}>
          <Badge
            color={r.paired ? 'teal' : 'orange'}
            variant="light"
            style={{ flexShrink: 0 }}
            styles={{ root: { maxWidth: 'none' }, label: { overflow: 'visible' } }}
            data-testid="kiosk-paired"
          >
            {r.paired ? st('kioskDevices.paired') : st('kioskDevices.notPaired')}
          </Badge>
          {r.paired ? (
            <Button
              size="compact-sm"
              variant="subtle"
              color="red"
              style={{ flexShrink: 0 }}
              onClick={() => setAction({ kind: 'unpair', id: r.id, label: label(r), name: r.name ?? null })}
              data-testid="kiosk-unpair"
            >
              {st('kioskDevices.unpair')}
            </Button>
          ) : null}
        </Group>
      ),
    },
  ];
  return (
    <Stack gap="md" data-testid="kiosk-devices">
      <div>
        <Title order={2} size="h3" data-testid="kiosk-summary">
          {ui.summary(count('ONLINE'), count('SILENT'))}
        </Title>
        <DepotHoursSetting depotId={depotId} hours={list} onSaved={() => void refetch()} />
        <KioskPairingButton depotId={depotId} timeZone={list.timeZone} onPaired={() => void refetch()} />
      </div>
      {rows.length === 0 ? (
        <Text c="dimmed" data-testid="kiosk-none">
          {st('kioskDevices.none')}
        </Text>
      ) : (
        <ResponsiveRows
          rows={rows}
          columns={columns}
          rowAttrs={(r) => ({ 'data-testid': 'kiosk-row', 'data-status': r.status, 'data-device': r.deviceId })}
          title={(r) => <Text fw={600}>{label(r)}</Text>}
          state={(r) => <StatusBadge status={r.status} />}
          actionsHeader=""
          actions={(r) => (
            <RowActions
              testId="kiosk"
              editLabel={st('kioskDevices.rename')}
              onEdit={() => setAction({ kind: 'rename', id: r.id, label: label(r), name: r.name ?? null })}
              onRemove={() => setAction({ kind: 'forget', id: r.id, label: label(r), name: r.name ?? null })}
            />
          )}
          testId="kiosk-table"
        />
      )}
      <KioskDeviceDialogs action={action} onClose={() => setAction(null)} onDone={() => void refetch()} />
    </Stack>
  );
}

function StatusBadge({ status }: { status: string }) {
  return (
    <Badge
      color={COLORS[status] ?? 'gray'}
      variant={status === 'SILENT' ? 'filled' : 'light'}
      size="lg"
      style={{ flexShrink: 0 }}
      styles={{ root: { maxWidth: 'none' }, label: { overflow: 'visible' } }}
      data-testid="kiosk-status"
    >
      {ui.status[status] ?? status}
    </Badge>
  );
}
