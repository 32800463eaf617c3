import { Anchor, Group, Stack } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { useFormik } from 'formik';
import { useState } from 'react';
import { Link } from 'react-router';
import { localErrors } from '../../app/apollo';
import { paths } from '../../app/paths';
import { ErrorBox } from '../../ui/ErrorBox';
import { RequestPasswordResetDocument } from './documents';
import { formErrorText } from './formErrors';
import { FormikSubmit } from '../../ui/FormikSubmit';
import { AuthOutcome } from './AuthOutcome';
import { UsernameInput } from './UsernameInput';
import { at } from '../../i18n/auth';

type Values = { username: string };

/** Forgot password (spec 2.1, 5): username required; success says 'Please check your email!'. */
export function ForgotPasswordForm() {
  const [requestReset] = useMutation(RequestPasswordResetDocument, { context: localErrors });
  const [sent, setSent] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);

  const formik = useFormik<Values>({
    initialValues: { username: '' },
    validateOnMount: true,
    validate: (values) => (values.username.trim() ? {} : { username: at('login.required', { field: at('login.username') }) }),
    onSubmit: async (values) => {
      setServerError(null);
      try {
        await requestReset({ variables: { username: values.username.trim() } });
        setSent(true);
      } catch (error) {
        setServerError(formErrorText(error, at('login.requestFailed')));
      }
    },
  });

  const back = (
    <Group justify="center">
      <Anchor component={Link} to={paths.login} size="sm" py={6} data-testid="forgot-back-to-login">
        {at('login.backToLogin')}
      </Anchor>
    </Group>
  );

  if (sent) {
    return (
      <AuthOutcome ok message={at('login.checkEmail')} testId="forgot-success">
        {back}
      </AuthOutcome>
    );
  }

  return (
    <form onSubmit={formik.handleSubmit} noValidate data-testid="forgot-form">
      <Stack gap="md">
        {serverError ? <ErrorBox testId="forgot-error">{serverError}</ErrorBox> : null}
        <UsernameInput
          field={formik.getFieldProps('username')}
          error={formik.touched.username ? formik.errors.username : undefined}
          testId="forgot-username"
        />
        <FormikSubmit formik={formik} testId="forgot-submit">
          {at('login.forgotSubmit')}
        </FormikSubmit>
        {back}
      </Stack>
    </form>
  );
}
