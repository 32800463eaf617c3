import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { signInUi } from './messages';
import { toastSuccess } from '../../app/notify';
import { MyTwoStepDocument } from './signInDocuments';
import { TotpEnrolment } from './TotpEnrolment';
import { RecoveryCodes } from './TwoStep';
import { TwoStepDisableForm } from './TwoStepDisableForm';
import { at } from '../../i18n/auth';

type Mode = { kind: 'view' } | { kind: 'enrol' } | { kind: 'codes'; codes: string[] } | { kind: 'disable' };

/** /profile: two-step sign-in of the signed-in user (set up, recovery codes shown once, turn off). */
export function TwoStepProfile() {
  const me = useQuery(MyTwoStepDocument, { fetchPolicy: 'network-only' });
  const [mode, setMode] = useState<Mode>({ kind: 'view' });
  const on = !!me.data?.me.totpEnabled;
  const statusText = on ? at('signIn.statusOn') : at('signIn.statusOff');
  const done = async () => {
    await me.refetch();
    setMode({ kind: 'view' });
  };
  return (
    <Stack gap="md" data-testid="two-step">
      <Group justify="space-between" wrap="wrap">
        <Title order={2} size="h4">
          {at('signIn.profileTitle')}
        </Title>
        {me.data ? (
          <Badge color={on ? 'green' : 'gray'} variant="light" data-testid="two-step-status">
            {statusText}
          </Badge>
        ) : null}
      </Group>
      {me.data ? (
        <Text size="sm" c="dimmed">
          {on ? at('signIn.profileOn') : at('signIn.profileOff')} {me.data.me.totpRequired ? at('signIn.profileRequired') : ''}
        </Text>
      ) : null}
      {mode.kind === 'view' && me.data && !on ? (
        <Group>
          <Button size="md" onClick={() => setMode({ kind: 'enrol' })} data-testid="two-step-on">
            {at('signIn.turnOn')}
          </Button>
        </Group>
      ) : null}
      {mode.kind === 'view' && on ? (
        <Group>
          <Button size="md" variant="default" onClick={() => setMode({ kind: 'disable' })} data-testid="two-step-off">
            {at('signIn.turnOff')}
          </Button>
        </Group>
      ) : null}
      {mode.kind === 'enrol' ? (
        <TotpEnrolment
          onCancel={() => setMode({ kind: 'view' })}
          onEnabled={(codes) => {
            toastSuccess(signInUi.enabled, { autoClose: 4000 });
            setMode({ kind: 'codes', codes });
            void me.refetch();
          }}
        />
      ) : null}
      {mode.kind === 'codes' ? <RecoveryCodes codes={mode.codes} onDone={done} /> : null}
      {mode.kind === 'disable' ? <TwoStepDisableForm onDone={done} onCancel={() => setMode({ kind: 'view' })} /> : null}
    </Stack>
  );
}
