import { useMutation } from '@apollo/client/react';
import { Button, Group, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { localErrors } from '../../app/apollo';
import { toastError, toastSuccess } from '../../app/notify';
import { isClockTime } from '../../app/time';
import { graphQLErrorText } from '../auth/errors';
import { SetDepotHoursDocument } from './documents';
import { st } from '../../i18n/staff';

type Hours = { opensAt?: string | null; closesAt?: string | null };

/** A depot's opening hours (issue 27), on its Kiosks screen: a kiosk silent while the depot is open is flagged. */
export function DepotHoursSetting({ depotId, hours, onSaved }: { depotId: string; hours: Hours; onSaved: () => void }) {
  const [editing, setEditing] = useState(false);
  const [opensAt, setOpensAt] = useState('');
  const [closesAt, setClosesAt] = useState('');
  const [save, saving] = useMutation(SetDepotHoursDocument, { context: localErrors });
  const submit = async (next: Hours) => {
    try {
      await save({ variables: { depotId, ...next } });
      toastSuccess(st('kioskDevices.hoursSaved'));
      setEditing(false);
      onSaved();
    } catch (err) {
      toastError(graphQLErrorText(err) ?? st('kioskDevices.failed'));
    }
  };
  if (!editing)
    return (
      <Group gap="xs" wrap="wrap" data-testid="depot-hours">
        <Text size="sm">
          {hours.opensAt && hours.closesAt
            ? st('kioskDevices.hoursOpen', { from: hours.opensAt, to: hours.closesAt })
            : st('kioskDevices.hoursNone')}
        </Text>
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={() => {
            setOpensAt(hours.opensAt ?? '');
            setClosesAt(hours.closesAt ?? '');
            setEditing(true);
          }}
          data-testid="depot-hours-change"
        >
          {st('kioskDevices.hoursChange')}
        </Button>
      </Group>
    );
  const bad = (v: string) => (v.trim() !== '' && !isClockTime(v) ? st('kioskDevices.hoursBad') : undefined);
  const ready = isClockTime(opensAt) && isClockTime(closesAt);
  const field = (label: string, value: string, set: (v: string) => void, testId: string) => (
    <TextInput
      label={label}
      description={st('kioskDevices.hoursHint')}
      placeholder="07:00"
      value={value}
      onChange={(e) => set(e.currentTarget.value)}
      error={bad(value)}
      w={{ base: '100%', xs: 160 }}
      data-testid={testId}
    />
  );
  return (
    <Group gap="xs" align="end" wrap="wrap" data-testid="depot-hours-form">
      {field(st('kioskDevices.opensAt'), opensAt, setOpensAt, 'depot-hours-opens')}
      {field(st('kioskDevices.closesAt'), closesAt, setClosesAt, 'depot-hours-closes')}
      <Button
        loading={saving.loading}
        disabled={!ready}
        onClick={() => void submit({ opensAt: opensAt.trim(), closesAt: closesAt.trim() })}
        data-testid="depot-hours-save"
      >
        {st('kioskDevices.save')}
      </Button>
      {hours.opensAt ? (
        <Button variant="default" loading={saving.loading} onClick={() => void submit({ opensAt: null, closesAt: null })}>
          {st('kioskDevices.hoursClear')}
        </Button>
      ) : null}
      <Button variant="subtle" onClick={() => setEditing(false)}>
        {st('kioskDevices.cancel')}
      </Button>
    </Group>
  );
}
