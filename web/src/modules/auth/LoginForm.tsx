import { Anchor, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { useFormik } from 'formik';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { localErrors } from '../../app/apollo';
import { useAuth } from '../../app/auth';
import { ui, validationMessages } from '../../app/messages';
import { paths } from '../../app/paths';
import { ErrorBox } from '../../ui/ErrorBox';
import { LoginDocument } from './documents';
import { formErrorText } from './formErrors';
import { FormikSubmit } from '../../ui/FormikSubmit';

type Values = { username: string; password: string };

export function validateLogin(values: Values) {
  const errors: Partial<Record<keyof Values, string>> = {};
  if (!values.username.trim()) errors.username = validationMessages.required(ui.username);
  if (!values.password) errors.password = validationMessages.required(ui.password);
  return errors;
}

/** Staff login (spec 2.1 /ml-admin, 5): username and password required. */
export function LoginForm() {
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const [login] = useMutation(LoginDocument, { context: localErrors });
  const [serverError, setServerError] = useState<string | null>(null);

  const formik = useFormik<Values>({
    initialValues: { username: '', password: '' },
    validateOnMount: true,
    validate: validateLogin,
    onSubmit: async (values) => {
      setServerError(null);
      try {
        const { data } = await login({ variables: { username: values.username.trim(), password: values.password } });
        if (!data) throw new Error('empty login answer');
        signIn(data.login);
        navigate(paths.dashboard, { replace: true });
      } catch (error) {
        setServerError(formErrorText(error, ui.loginFailed));
      }
    },
  });

  const show = (field: keyof Values) => (formik.touched[field] ? formik.errors[field] : undefined);

  return (
    <form onSubmit={formik.handleSubmit} noValidate data-testid="login-form">
      <Stack gap="md">
        {serverError ? <ErrorBox testId="login-error">{serverError}</ErrorBox> : null}
        <TextInput
          label={ui.username}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          withAsterisk
          {...formik.getFieldProps('username')}
          error={show('username')}
          data-testid="login-username"
        />
        <PasswordInput
          label={ui.password}
          autoComplete="current-password"
          withAsterisk
          {...formik.getFieldProps('password')}
          error={show('password')}
          data-testid="login-password"
        />
        <FormikSubmit formik={formik} testId="login-submit" mt="xs">
          {ui.loginSubmit}
        </FormikSubmit>
        <Group justify="center">
          <Anchor component={Link} to={paths.forgotPassword} size="sm" py={6} data-testid="login-reset-link">
            {ui.resetPasswordLink}
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}
