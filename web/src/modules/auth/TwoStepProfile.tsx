import { Badge, Button, Group, PasswordInput, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { localErrors } from '../../app/apollo';
import { signInUi, ui, validationMessages } from '../../app/messages';
import { toastSuccess } from '../../app/notify';
import { ErrorBox } from '../../ui/ErrorBox';
import { formErrorText } from './formErrors';
import { DisableTotpDocument, MyTwoStepDocument, SetTenantRequireTotpDocument } from './signInDocuments';
import { RecoveryCodes, TotpEnrolment } from './TwoStep';

type Mode = { kind: 'view' } | { kind: 'enrol' } | { kind: 'codes'; codes: string[] } | { kind: 'disable' };

/** /profile: two-step sign-in of the signed-in user (set up, recovery codes shown once, turn off). */
export function TwoStepProfile() {
  const me = useQuery(MyTwoStepDocument, { fetchPolicy: 'network-only' });
  const [mode, setMode] = useState<Mode>({ kind: 'view' });
  const on = !!me.data?.me.totpEnabled;
  const statusText = on ? signInUi.statusOn : signInUi.statusOff;
  const done = async () => {
    await me.refetch();
    setMode({ kind: 'view' });
  };
  return (
    <Stack gap="md" data-testid="two-step">
      <Group justify="space-between" wrap="wrap">
        <Title order={2} size="h4">
          {signInUi.profileTitle}
        </Title>
        {me.data ? (
          <Badge color={on ? 'green' : 'gray'} variant="light" data-testid="two-step-status">
            {statusText}
          </Badge>
        ) : null}
      </Group>
      {me.data ? (
        <Text size="sm" c="dimmed">
          {on ? signInUi.profileOn : signInUi.profileOff} {me.data.me.totpRequired ? signInUi.profileRequired : ''}
        </Text>
      ) : null}
      {mode.kind === 'view' && me.data && !on ? (
        <Group>
          <Button size="md" onClick={() => setMode({ kind: 'enrol' })} data-testid="two-step-on">
            {signInUi.turnOn}
          </Button>
        </Group>
      ) : null}
      {mode.kind === 'view' && on ? (
        <Group>
          <Button size="md" variant="default" onClick={() => setMode({ kind: 'disable' })} data-testid="two-step-off">
            {signInUi.turnOff}
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
      {mode.kind === 'disable' ? <DisableForm onDone={done} onCancel={() => setMode({ kind: 'view' })} /> : null}
    </Stack>
  );
}

function DisableForm({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const [disable, { loading }] = useMutation(DisableTotpDocument, { context: localErrors });
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [touched, setTouched] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const errors = {
    password: password ? undefined : validationMessages.required(ui.password),
    code: code.trim() ? undefined : validationMessages.required(signInUi.code),
  };
  return (
    <form
      noValidate
      data-testid="two-step-off-form"
      onSubmit={async (e) => {
        e.preventDefault();
        setTouched(true);
        if (errors.password || errors.code) return;
        setFailure(null);
        try {
          await disable({ variables: { password, code: code.trim() } });
          toastSuccess(signInUi.disabled, { autoClose: 4000 });
          onDone();
        } catch (error) {
          setFailure(formErrorText(error, signInUi.turnOffFailed));
        }
      }}
    >
      <Stack gap="md" maw={420}>
        <Text size="sm">{signInUi.turnOffIntro}</Text>
        {failure ? <ErrorBox testId="two-step-off-error">{failure}</ErrorBox> : null}
        <PasswordInput
          label={ui.password}
          autoComplete="current-password"
          withAsterisk
          size="md"
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
          error={touched ? errors.password : undefined}
          data-testid="two-step-off-password"
        />
        <TextInput
          label={signInUi.code}
          autoComplete="one-time-code"
          withAsterisk
          size="md"
          value={code}
          onChange={(e) => setCode(e.currentTarget.value)}
          error={touched ? errors.code : undefined}
          data-testid="two-step-off-code"
        />
        <Group>
          <Button type="submit" size="md" color="red" loading={loading} data-testid="two-step-off-submit">
            {signInUi.turnOff}
          </Button>
          <Button variant="default" size="md" onClick={onCancel}>
            {signInUi.cancel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** A TenantAdmin's company-wide settings: two-step sign-in required for every staff user. */
export function TenantSignInSettings() {
  const me = useQuery(MyTwoStepDocument);
  const [save, { loading }] = useMutation(SetTenantRequireTotpDocument, { context: localErrors });
  const [failure, setFailure] = useState<string | null>(null);
  const requireTotp = !!me.data?.me.totpRequired;
  return (
    <Stack gap="sm" data-testid="tenant-sign-in">
      <Title order={2} size="h4">
        {signInUi.tenantTitle}
      </Title>
      {failure ? <ErrorBox testId="require-totp-error">{failure}</ErrorBox> : null}
      <Switch
        size="lg"
        checked={requireTotp}
        disabled={loading}
        label={signInUi.requireTotp}
        description={signInUi.requireTotpHint}
        data-testid="require-totp"
        onChange={async (e) => {
          const required = e.currentTarget.checked;
          setFailure(null);
          try {
            await save({ variables: { required } });
            toastSuccess(required ? signInUi.requiredOn : signInUi.requiredOff, { autoClose: 4000 });
            await me.refetch();
          } catch (error) {
            setFailure(formErrorText(error, signInUi.settingFailed));
          }
        }}
      />
    </Stack>
  );
}
