import { Anchor, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { useFormik } from 'formik';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { localErrors } from '../../app/apollo';
import { useAuth } from '../../app/auth';
import { backAfterSignIn, paths } from '../../app/paths';
import { ErrorBox } from '../../ui/ErrorBox';
import { SignInDocument } from './signInDocuments';
import { toSession, type SessionPayload } from './sessionPayload';
import { TotpEnrolment } from './TotpEnrolment';
import { RecoveryCodes, TotpCodeStep } from './TwoStep';
import { formErrorText } from './formErrors';
import { FormikSubmit } from '../../ui/FormikSubmit';
import { UsernameInput } from './UsernameInput';
import { at } from '../../i18n/auth';

type Values = { username: string; password: string };

export function validateLogin(values: Values) {
  const errors: Partial<Record<keyof Values, string>> = {};
  if (!values.username.trim()) errors.username = at('login.required', { field: at('login.username') });
  if (!values.password) errors.password = at('login.required', { field: at('login.password') });
  return errors;
}

type Step =
  { kind: 'password' } | { kind: 'code' | 'enrol'; challenge: string } | { kind: 'recovery'; codes: string[]; session: SessionPayload };

/**
 * Staff login (spec 2.1 /ml-admin, 5): username and password required. With two-step sign-in (issue 25) the password
 * leads to the code step, or, when the tenant requires it and the user has none, to setting up the authenticator.
 */
export function LoginForm() {
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const back = backAfterSignIn(useLocation().state);
  const [login] = useMutation(SignInDocument, { context: localErrors });
  const [serverError, setServerError] = useState<string | null>(null);
  const [step, setStep] = useState<Step>({ kind: 'password' });
  const finish = (session: SessionPayload) => {
    signIn(session);
    navigate(back, { replace: true });
  };

  const formik = useFormik<Values>({
    initialValues: { username: '', password: '' },
    validateOnMount: true,
    validate: validateLogin,
    onSubmit: async (values) => {
      setServerError(null);
      try {
        const { data } = await login({ variables: { username: values.username.trim(), password: values.password } });
        if (!data) throw new Error('empty login answer');
        const answer = data.signIn;
        if (answer.session) finish(toSession(answer.session));
        else if (answer.challenge) setStep({ kind: answer.next === 'TOTP_ENROL' ? 'enrol' : 'code', challenge: answer.challenge });
        else throw new Error('sign-in answered neither a session nor a challenge');
      } catch (error) {
        setServerError(formErrorText(error, at('login.loginFailed')));
      }
    },
  });

  const show = (field: keyof Values) => (formik.touched[field] ? formik.errors[field] : undefined);
  const restart = () => {
    formik.setFieldValue('password', '');
    setStep({ kind: 'password' });
  };

  if (step.kind === 'code') return <TotpCodeStep challenge={step.challenge} onSession={finish} onRestart={restart} />;
  if (step.kind === 'recovery') return <RecoveryCodes codes={step.codes} onDone={() => finish(step.session)} />;
  if (step.kind === 'enrol') {
    return (
      <Stack gap="md">
        <Text fw={600}>{at('signIn.enrolTitle')}</Text>
        <Text size="sm">{at('signIn.enrolRequired')}</Text>
        <TotpEnrolment
          challenge={step.challenge}
          onCancel={restart}
          onEnabled={(codes, session) => (session ? setStep({ kind: 'recovery', codes, session }) : restart())}
        />
      </Stack>
    );
  }

  return (
    <form onSubmit={formik.handleSubmit} noValidate data-testid="login-form">
      <Stack gap="md">
        {serverError ? <ErrorBox testId="login-error">{serverError}</ErrorBox> : null}
        <UsernameInput field={formik.getFieldProps('username')} error={show('username')} testId="login-username" />
        <PasswordInput
          label={at('login.password')}
          autoComplete="current-password"
          withAsterisk
          {...formik.getFieldProps('password')}
          error={show('password')}
          data-testid="login-password"
        />
        <FormikSubmit formik={formik} testId="login-submit" mt="xs">
          {at('login.loginSubmit')}
        </FormikSubmit>
        <Group justify="center">
          <Anchor component={Link} to={paths.forgotPassword} size="sm" py={6} data-testid="login-reset-link">
            {at('login.resetPasswordLink')}
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}
