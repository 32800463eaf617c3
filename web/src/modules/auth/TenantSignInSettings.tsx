import { Stack, Switch, Title } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { localErrors } from '../../app/apollo';
import { signInUi } from './messages';
import { toastSuccess } from '../../app/notify';
import { ErrorBox } from '../../ui/ErrorBox';
import { formErrorText } from './formErrors';
import { SetTenantRequireTotpDocument, StaffSignInSettingsDocument } from './signInDocuments';
import { SsoSettingsForm } from './SsoSettingsForm';
import { at } from '../../i18n/auth';

/** A TenantAdmin's company-wide settings: two-step sign-in required for every staff user, and single sign-on. */
export function TenantSignInSettings() {
  const settings = useQuery(StaffSignInSettingsDocument, { fetchPolicy: 'network-only' });
  const [save, { loading }] = useMutation(SetTenantRequireTotpDocument, { context: localErrors });
  const [failure, setFailure] = useState<string | null>(null);
  const current = settings.data?.staffSignInSettings;
  return (
    <Stack gap="md" data-testid="tenant-sign-in">
      <Title order={2} size="h4">
        {at('signIn.tenantTitle')}
      </Title>
      {failure ? <ErrorBox testId="require-totp-error">{failure}</ErrorBox> : null}
      <Switch
        size="lg"
        checked={!!current?.requireTotp}
        disabled={loading || !current}
        label={at('signIn.requireTotp')}
        description={at('signIn.requireTotpHint')}
        data-testid="require-totp"
        onChange={async (e) => {
          const required = e.currentTarget.checked;
          setFailure(null);
          try {
            await save({ variables: { required } });
            toastSuccess(required ? signInUi.requiredOn : signInUi.requiredOff, { autoClose: 4000 });
            await settings.refetch();
          } catch (error) {
            setFailure(formErrorText(error, at('signIn.settingFailed')));
          }
        }}
      />
      {current ? <SsoSettingsForm current={current} onSaved={() => void settings.refetch()} /> : null}
    </Stack>
  );
}
