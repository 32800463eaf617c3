import { Button, Code, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { SectionHeading } from '../../ui/SectionHeading';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { localErrors } from '../../app/apollo';
import { signInUi } from './messages';
import { toastSuccess } from '../../app/notify';
import { ErrorBox } from '../../ui/ErrorBox';
import { formErrorText } from './formErrors';
import { graphQLErrorFields } from './errors';
import { SetTenantSsoDocument } from './signInDocuments';
import { at } from '../../i18n/auth';
import { useTextFields } from './useTextFields';

type SsoSettings = {
  oidcIssuer?: string | null;
  oidcClientId?: string | null;
  oidcClientSecretSet: boolean;
  oidcRedirectUri: string;
  ssoLoginUrl: string;
};

/** An address for the admin to copy (to the provider, to the staff), whole, under its label. */
function ShownAddress({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div>
      <Text size="sm" fw={500}>
        {label}
      </Text>
      <Code fz="sm" data-testid={testId} style={{ overflowWrap: 'anywhere', display: 'block' }}>
        {value}
      </Code>
    </div>
  );
}

/** The tenant's OpenID Connect provider: issuer, client id, client secret (never shown again), and what to register. */
export function SsoSettingsForm({ current, onSaved }: { current: SsoSettings; onSaved: () => void }) {
  const [save, { loading }] = useMutation(SetTenantSsoDocument, { context: localErrors });
  const { values, set, bind } = useTextFields({ issuer: current.oidcIssuer ?? '', clientId: current.oidcClientId ?? '', clientSecret: '' });
  const [failure, setFailure] = useState<string | null>(null);
  const [fields, setFields] = useState<Record<string, string[]>>({});
  const submit = async (input: { issuer: string | null; clientId: string | null; clientSecret: string | null }) => {
    setFailure(null);
    setFields({});
    try {
      await save({ variables: { input } });
      toastSuccess(signInUi.ssoSaved, { autoClose: 4000 });
      set({ clientSecret: '' });
      onSaved();
    } catch (error) {
      setFailure(formErrorText(error, at('signIn.settingFailed')));
      setFields(graphQLErrorFields(error));
    }
  };
  return (
    <form
      noValidate
      data-testid="sso-settings"
      onSubmit={(e) => {
        e.preventDefault();
        const { issuer, clientId, clientSecret } = values;
        void submit({ issuer: issuer.trim() || null, clientId: clientId.trim() || null, clientSecret: clientSecret || null });
      }}
    >
      <Stack gap="md" maw={560}>
        <SectionHeading title={at('signIn.ssoTitle')} intro={at('signIn.ssoIntro')} order={3} size="h5" />
        <ShownAddress label={at('signIn.ssoRedirectUri')} value={current.oidcRedirectUri} testId="sso-redirect-uri" />
        {failure ? <ErrorBox testId="sso-settings-error">{failure}</ErrorBox> : null}
        <TextInput
          label={at('signIn.ssoIssuer')}
          placeholder="https://login.example.com"
          size="md"
          {...bind('issuer', fields.issuer?.[0])}
          data-testid="sso-issuer"
        />
        <TextInput label={at('signIn.ssoClientId')} size="md" {...bind('clientId', fields.clientId?.[0])} data-testid="sso-client-id" />
        <PasswordInput
          label={at('signIn.ssoClientSecret')}
          description={current.oidcClientSecretSet ? at('signIn.ssoSecretKept') : undefined}
          autoComplete="off"
          size="md"
          {...bind('clientSecret', fields.clientSecret?.[0])}
          data-testid="sso-client-secret"
        />
        <Group>
          <Button type="submit" size="md" loading={loading} data-testid="sso-save">
            {at('signIn.ssoSave')}
          </Button>
          {current.oidcIssuer ? (
            <Button
              variant="default"
              size="md"
              onClick={() =>
                void submit({ issuer: null, clientId: null, clientSecret: null }).then(() => set({ issuer: '', clientId: '' }))
              }
              data-testid="sso-off"
            >
              {at('signIn.ssoOff')}
            </Button>
          ) : null}
        </Group>
        {current.oidcIssuer ? <ShownAddress label={at('signIn.ssoLoginLink')} value={current.ssoLoginUrl} testId="sso-login-url" /> : null}
      </Stack>
    </form>
  );
}
