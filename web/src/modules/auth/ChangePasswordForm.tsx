import { useMutation } from '@apollo/client/react';
import { PasswordInput, Stack } from '@mantine/core';
import { useFormik } from 'formik';
import { useState } from 'react';
import { localErrors } from '../../app/apollo';
import { useAuth } from '../../app/auth';
import { ui, validationMessages } from '../../app/messages';
import { toastSuccess } from '../../app/notify';
import { ErrorBox } from '../../ui/ErrorBox';
import { FormikSubmit } from '../../ui/FormikSubmit';
import { ChangePasswordDocument } from './documents';
import { formErrorText } from './formErrors';
import { NewPasswordFields, validateNewPassword, type NewPasswordValues } from './NewPasswordFields';
import { st } from '../../i18n/staff';

type Values = NewPasswordValues & { currentPassword: string };

/**
 * The signed-in user's own password: the current one, a new one (8 characters or more, said beside it) and
 * its confirmation. On success this session carries on with the fresh token; every other session ends.
 */
export function ChangePasswordForm() {
  const { signIn } = useAuth();
  const [change] = useMutation(ChangePasswordDocument, { context: localErrors });
  const [failure, setFailure] = useState<string | null>(null);
  const formik = useFormik<Values>({
    initialValues: { currentPassword: '', password: '', password_confirmation: '' },
    validateOnMount: true,
    validate: (v) => ({
      ...(v.currentPassword ? {} : { currentPassword: validationMessages.required(st('account.currentPassword')) }),
      ...validateNewPassword(v),
    }),
    onSubmit: async (v, helpers) => {
      setFailure(null);
      try {
        const { data } = await change({ variables: { input: { currentPassword: v.currentPassword, newPassword: v.password } } });
        if (!data) throw new Error('empty answer');
        const { token, user } = data.changePassword;
        signIn({
          token,
          user: {
            ...user,
            department: user.department ?? null,
            tenantId: user.tenantId ?? null,
            tenantName: user.tenantName ?? null,
            depot: user.depot ?? null,
            ownLanguage: user.ownLanguage ?? null,
          },
        });
        toastSuccess(ui.passwordChanged, { autoClose: 4000 });
        helpers.resetForm();
      } catch (error) {
        setFailure(formErrorText(error, st('account.changePasswordFailed')));
      }
    },
  });
  const show = (field: keyof Values) => (formik.touched[field] ? formik.errors[field] : undefined);
  return (
    <form onSubmit={formik.handleSubmit} noValidate data-testid="change-password-form">
      <Stack gap="md" maw={420}>
        {failure ? <ErrorBox testId="change-password-error">{failure}</ErrorBox> : null}
        <PasswordInput
          label={st('account.currentPassword')}
          autoComplete="current-password"
          withAsterisk
          {...formik.getFieldProps('currentPassword')}
          error={show('currentPassword')}
          data-testid="change-password-current"
        />
        <NewPasswordFields formik={formik} testId={{ password: 'change-password-new', confirmation: 'change-password-confirmation' }} />
        <FormikSubmit formik={formik} testId="change-password-submit">
          {st('account.changePasswordSubmit')}
        </FormikSubmit>
      </Stack>
    </form>
  );
}
