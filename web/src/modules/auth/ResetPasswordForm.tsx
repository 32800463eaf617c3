import { Button, Loader, Stack } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { useFormik } from 'formik';
import { useState } from 'react';
import { Link } from 'react-router';
import { localErrors } from '../../app/apollo';
import { errorMessages } from '../../app/messages';
import { paths } from '../../app/paths';
import { ErrorBox } from '../../ui/ErrorBox';
import { ResetLinkValidDocument, ResetPasswordDocument } from './documents';
import { graphQLErrorText } from './errors';
import { FormikSubmit } from '../../ui/FormikSubmit';
import { AuthOutcome } from './AuthOutcome';
import { NewPasswordFields, validateNewPassword, type NewPasswordValues } from './NewPasswordFields';
import { at } from '../../i18n/auth';

/**
 * Reset password (spec 2.1, 5): password (its 8-character minimum said beside it from the start) and a
 * matching confirmation; the token comes from the link. A spent or expired link shows no form, only the
 * way to ask for a new one.
 */
export function ResetPasswordForm({ token, username }: { token: string; username: string }) {
  const [resetPassword] = useMutation(ResetPasswordDocument, { context: localErrors });
  const link = useQuery(ResetLinkValidDocument, { variables: { token, username }, context: localErrors, fetchPolicy: 'network-only' });
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<string | null | undefined>(undefined);

  const formik = useFormik<NewPasswordValues>({
    initialValues: { password: '', password_confirmation: '' },
    validateOnMount: true,
    validate: validateNewPassword,
    onSubmit: async (values) => {
      setFailure(undefined);
      try {
        const { data } = await resetPassword({ variables: { input: { token, username, password: values.password } } });
        if (!data?.resetPassword) throw new Error('reset refused');
        setDone(true);
      } catch (error) {
        const detail = graphQLErrorText(error);
        setFailure(detail && detail !== errorMessages.resetPasswordFailed ? detail : null);
      }
    },
  });

  if (done) {
    return (
      <AuthOutcome ok message={at('login.pleaseLogin')} testId="reset-success">
        <Button component={Link} to={paths.login} size="lg" fullWidth data-testid="reset-login-link">
          {at('login.goToLogin')}
        </Button>
      </AuthOutcome>
    );
  }

  if (link.loading) return <Loader mx="auto" data-testid="reset-checking" />;
  if (link.data?.resetLinkValid === false) {
    return (
      <AuthOutcome ok={false} message={at('login.resetLinkInvalid')} testId="reset-link-invalid">
        <Button component={Link} to={paths.forgotPassword} size="lg" fullWidth data-testid="reset-new-link">
          {at('login.requestNewLink')}
        </Button>
      </AuthOutcome>
    );
  }

  return (
    <form onSubmit={formik.handleSubmit} noValidate data-testid="reset-form">
      <Stack gap="md">
        {failure !== undefined ? (
          <ErrorBox testId="reset-error" title={at('login.resetFailed')}>
            {failure}
          </ErrorBox>
        ) : null}
        {/* Lets password managers file the new password under the right account. */}
        <input type="text" name="username" value={username} autoComplete="username" readOnly hidden />
        <NewPasswordFields formik={formik} testId={{ password: 'reset-password', confirmation: 'reset-password-confirmation' }} />
        <FormikSubmit formik={formik} testId="reset-submit">
          {at('login.resetSubmit')}
        </FormikSubmit>
      </Stack>
    </form>
  );
}
