import { Badge, Button, Code, Group, PasswordInput, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { localErrors } from '../../app/apollo';
import { ui, validationMessages } from '../../app/messages';
import { signInUi } from '../../app/signInMessages';
import { toastSuccess } from '../../app/notify';
import { ErrorBox } from '../../ui/ErrorBox';
import { formErrorText } from './formErrors';
import { graphQLErrorFields } from './errors';
import {
  DisableTotpDocument,
  MyTwoStepDocument,
  SetTenantRequireTotpDocument,
  SetTenantSsoDocument,
  StaffSignInSettingsDocument,
} from './signInDocuments';
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

/** A TenantAdmin's company-wide settings: two-step sign-in required for every staff user, and single sign-on. */
export function TenantSignInSettings() {
  const settings = useQuery(StaffSignInSettingsDocument, { fetchPolicy: 'network-only' });
  const [save, { loading }] = useMutation(SetTenantRequireTotpDocument, { context: localErrors });
  const [failure, setFailure] = useState<string | null>(null);
  const current = settings.data?.staffSignInSettings;
  return (
    <Stack gap="md" data-testid="tenant-sign-in">
      <Title order={2} size="h4">
        {signInUi.tenantTitle}
      </Title>
      {failure ? <ErrorBox testId="require-totp-error">{failure}</ErrorBox> : null}
      <Switch
        size="lg"
        checked={!!current?.requireTotp}
        disabled={loading || !current}
        label={signInUi.requireTotp}
        description={signInUi.requireTotpHint}
        data-testid="require-totp"
        onChange={async (e) => {
          const required = e.currentTarget.checked;
          setFailure(null);
          try {
            await save({ variables: { required } });
            toastSuccess(required ? signInUi.requiredOn : signInUi.requiredOff, { autoClose: 4000 });
            await settings.refetch();
          } catch (error) {
            setFailure(formErrorText(error, signInUi.settingFailed));
          }
        }}
      />
      {current ? <SsoSettingsForm current={current} onSaved={() => void settings.refetch()} /> : null}
    </Stack>
  );
}

type SsoSettings = {
  oidcIssuer?: string | null;
  oidcClientId?: string | null;
  oidcClientSecretSet: boolean;
  oidcRedirectUri: string;
  ssoLoginUrl: string;
};

/** The tenant's OpenID Connect provider: issuer, client id, client secret (never shown again), and what to register. */
function SsoSettingsForm({ current, onSaved }: { current: SsoSettings; onSaved: () => void }) {
  const [save, { loading }] = useMutation(SetTenantSsoDocument, { context: localErrors });
  const [issuer, setIssuer] = useState(current.oidcIssuer ?? '');
  const [clientId, setClientId] = useState(current.oidcClientId ?? '');
  const [clientSecret, setClientSecret] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [fields, setFields] = useState<Record<string, string[]>>({});
  const submit = async (input: { issuer: string | null; clientId: string | null; clientSecret: string | null }) => {
    setFailure(null);
    setFields({});
    try {
      await save({ variables: { input } });
      toastSuccess(signInUi.ssoSaved, { autoClose: 4000 });
      setClientSecret('');
      onSaved();
    } catch (error) {
      setFailure(formErrorText(error, signInUi.settingFailed));
      setFields(graphQLErrorFields(error));
    }
  };
  return (
    <form
      noValidate
      data-testid="sso-settings"
      onSubmit={(e) => {
        e.preventDefault();
        void submit({ issuer: issuer.trim() || null, clientId: clientId.trim() || null, clientSecret: clientSecret || null });
      }}
    >
      <Stack gap="md" maw={560}>
        <Title order={3} size="h5">
          {signInUi.ssoTitle}
        </Title>
        <Text size="sm" c="dimmed">
          {signInUi.ssoIntro}
        </Text>
        <div>
          <Text size="sm" fw={500}>
            {signInUi.ssoRedirectUri}
          </Text>
          <Code fz="sm" data-testid="sso-redirect-uri" style={{ overflowWrap: 'anywhere', display: 'block' }}>
            {current.oidcRedirectUri}
          </Code>
        </div>
        {failure ? <ErrorBox testId="sso-settings-error">{failure}</ErrorBox> : null}
        <TextInput
          label={signInUi.ssoIssuer}
          placeholder="https://login.example.com"
          size="md"
          value={issuer}
          onChange={(e) => setIssuer(e.currentTarget.value)}
          error={fields.issuer?.[0]}
          data-testid="sso-issuer"
        />
        <TextInput
          label={signInUi.ssoClientId}
          size="md"
          value={clientId}
          onChange={(e) => setClientId(e.currentTarget.value)}
          error={fields.clientId?.[0]}
          data-testid="sso-client-id"
        />
        <PasswordInput
          label={signInUi.ssoClientSecret}
          description={current.oidcClientSecretSet ? signInUi.ssoSecretKept : undefined}
          autoComplete="off"
          size="md"
          value={clientSecret}
          onChange={(e) => setClientSecret(e.currentTarget.value)}
          error={fields.clientSecret?.[0]}
          data-testid="sso-client-secret"
        />
        <Group>
          <Button type="submit" size="md" loading={loading} data-testid="sso-save">
            {signInUi.ssoSave}
          </Button>
          {current.oidcIssuer ? (
            <Button
              variant="default"
              size="md"
              onClick={() => void submit({ issuer: null, clientId: null, clientSecret: null }).then(() => (setIssuer(''), setClientId('')))}
              data-testid="sso-off"
            >
              {signInUi.ssoOff}
            </Button>
          ) : null}
        </Group>
        {current.oidcIssuer ? (
          <div>
            <Text size="sm" fw={500}>
              {signInUi.ssoLoginLink}
            </Text>
            <Code fz="sm" data-testid="sso-login-url" style={{ overflowWrap: 'anywhere', display: 'block' }}>
              {current.ssoLoginUrl}
            </Code>
          </div>
        ) : null}
      </Stack>
    </form>
  );
}
