import { Anchor, Group, Loader, Stack, Text } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { localErrors } from '../../app/apollo';
import { useAuth } from '../../app/auth';
import { paths } from '../../app/paths';
import { formErrorText } from '../../modules/auth/formErrors';
import { CompleteOidcSignInDocument } from '../../modules/auth/signInDocuments';
import { toSession } from '../../modules/auth/sessionPayload';
import { AuthLayout } from '../../ui/AuthLayout';
import { ErrorBox } from '../../ui/ErrorBox';
import { at } from '../../i18n/auth';

/**
 * /sso/callback (issue 25): the tenant's OpenID provider sends the browser back here; the answer (code, state, iss)
 * goes to the server once, which signs the user in or says why not.
 */
export function SsoCallbackPage() {
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const [complete] = useMutation(CompleteOidcSignInDocument, { context: localErrors });
  const [failure, setFailure] = useState<string | null>(null);
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return; // the state works once: never send it twice (React's development double effect)
    sent.current = true;
    const callback = window.location.search;
    window.history.replaceState(null, '', paths.ssoCallback);
    complete({ variables: { callback } })
      .then(({ data }) => {
        if (!data) throw new Error('empty answer');
        signIn(toSession(data.completeOidcSignIn));
        navigate(paths.dashboard, { replace: true });
      })
      .catch((error) => setFailure(formErrorText(error, at('signIn.ssoFailed')) ?? at('signIn.ssoFailed')));
  }, [complete, signIn, navigate]);
  return (
    <AuthLayout title={at('signIn.ssoTitleCallback')}>
      {failure ? (
        <Stack gap="md">
          <ErrorBox testId="sso-error">{failure}</ErrorBox>
          <Group justify="center">
            <Anchor component={Link} to={paths.login} py={10} data-testid="sso-back">
              {at('login.backToLogin')}
            </Anchor>
          </Group>
        </Stack>
      ) : (
        <Group gap="sm" data-testid="sso-completing">
          <Loader size="sm" />
          <Text>{at('signIn.ssoCompleting')}</Text>
        </Group>
      )}
    </AuthLayout>
  );
}
