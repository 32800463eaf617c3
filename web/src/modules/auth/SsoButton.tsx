import { Button, Divider, Stack } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { localErrors } from '../../app/apollo';
import { ErrorBox } from '../../ui/ErrorBox';
import { formErrorText } from './formErrors';
import { SsoProviderDocument, StartOidcSignInDocument } from './signInDocuments';
import { at } from '../../i18n/auth';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A tenant's single sign-on on the login page (issue 25): its link `/ml-admin?sso=<tenant id>` (shown to its admins
 * on /profile) offers "Sign in with <tenant> single sign-on", which sends the browser to the tenant's provider.
 */
export function SsoButton() {
  const [params] = useSearchParams();
  const tenantId = params.get('sso') ?? '';
  const valid = UUID.test(tenantId);
  const provider = useQuery(SsoProviderDocument, { variables: { tenantId }, skip: !valid, context: localErrors });
  const [start, { loading }] = useMutation(StartOidcSignInDocument, { context: localErrors });
  const [failure, setFailure] = useState<string | null>(null);
  const sso = provider.data?.ssoProvider;
  if (!valid || !sso) return null;
  return (
    <Stack gap="md" mb="md">
      {failure ? <ErrorBox testId="sso-start-error">{failure}</ErrorBox> : null}
      <Button
        size="md"
        variant="filled"
        loading={loading}
        h="auto"
        mih={44}
        py={8}
        styles={{ label: { whiteSpace: 'normal', textAlign: 'center', lineHeight: 1.3 } }}
        data-testid="sso-start"
        onClick={async () => {
          setFailure(null);
          try {
            const { data } = await start({ variables: { tenantId: sso.tenantId } });
            if (data) window.location.assign(data.startOidcSignIn);
          } catch (error) {
            setFailure(formErrorText(error, at('signIn.ssoFailed')));
          }
        }}
      >
        {at('signIn.ssoButton', { tenant: sso.tenantName })}
      </Button>
      <Divider label={at('signIn.ssoOr')} labelPosition="center" />
    </Stack>
  );
}
