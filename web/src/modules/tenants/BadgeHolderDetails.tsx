import { useMutation } from '@apollo/client/react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { localErrors } from '../../app/apollo';
import { successMessages } from '../../app/messages';
import { tenantUi } from './messages';
import { toastSuccess } from '../../app/notify';
import { dateTimeIn } from '../../app/time';
import { ErrorBox } from '../../ui/ErrorBox';
import { DepotCheckOutHolderDocument } from './documents';
import { errorText } from './form';
import { personKindLabel, st, visitTypeLabel } from '../../i18n/staff';

/** Who holds a badge, as the badge table's View holder shows it. */
export type Holder = { badgeNum: string; kind: string; name: string; company: string; checkedInAt: unknown; visitType: string };

/** A badge holder's details and their check-out (visitor, optionally with the host notified) or clock-out (partner). */
export function BadgeHolderDetails({
  depotId,
  zone,
  holder,
  onDone,
}: {
  depotId: string;
  zone: string;
  holder: Holder;
  onDone: () => void;
}) {
  const [out] = useMutation(DepotCheckOutHolderDocument, { context: localErrors });
  const [busy, setBusy] = useState<'plain' | 'notify' | null>(null);
  /** The check-out asked for (true: with the host notified), waiting for its confirmation. */
  const [asking, setAsking] = useState<boolean | null>(null);
  const [error, setError] = useState<string | null>(null);
  const partner = holder.kind === 'Partner';
  const kind = personKindLabel(holder.kind);
  const checkOut = async (notify: boolean) => {
    setBusy(notify ? 'notify' : 'plain');
    setError(null);
    try {
      await out({ variables: { depotId, badgeNum: holder.badgeNum, notify } });
      toastSuccess(partner ? st('tenants.partnerClockedOut', { name: holder.name }) : successMessages.visitorCheckedOut, {
        autoClose: 4000,
      });
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
        {row(st('tenants.name'), holder.name, 'badge-holder-name')}
        {row(st('tenants.holderCompany'), holder.company)}
        {row(st('tenants.holderKind'), partner ? kind : `${kind} · ${visitTypeLabel(holder.visitType)}`)}
        {row(st('tenants.holderSince'), dateTimeIn(holder.checkedInAt, zone))}
      </Stack>
      {asking !== null ? (
        <Stack gap="sm" data-testid="badge-holder-confirm">
          <Text fw={600}>{partner ? st('tenants.clockOut') : st('visits.checkoutConfirmTitle')}</Text>
          <Text size="sm">{tenantUi.holderConfirm(holder.name, partner, asking)}</Text>
          <Group justify="flex-end" gap="sm" wrap="wrap">
            <Button variant="default" mih={44} onClick={() => setAsking(null)} disabled={!!busy} data-testid="badge-confirm-no">
              {st('visits.notNow')}
            </Button>
            <Button mih={44} onClick={() => void checkOut(asking)} loading={!!busy} data-testid="badge-confirm-yes">
              {partner ? st('tenants.clockOut') : asking ? st('tenants.notifyAndCheckOut') : st('tenants.checkOut')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <Group justify="flex-end" gap="sm" wrap="wrap">
          {partner ? (
            <Button size="sm" mih={44} onClick={() => setAsking(false)} data-testid="badge-clock-out">
              {st('tenants.clockOut')}
            </Button>
          ) : (
            <>
              <Button size="sm" mih={44} variant="default" onClick={() => setAsking(false)} data-testid="badge-check-out">
                {st('tenants.checkOut')}
              </Button>
              <Button size="sm" mih={44} onClick={() => setAsking(true)} data-testid="badge-notify-check-out">
                {st('tenants.notifyAndCheckOut')}
              </Button>
            </>
          )}
        </Group>
      )}
    </Stack>
  );
}
