import { useMutation, useQuery } from '@apollo/client/react';
import { Group, Paper, SimpleGrid, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { useFormik } from 'formik';
import type { ReactNode } from 'react';
import { localErrors } from '../../app/apollo';
import { toastSuccess } from '../../app/notify';
import { required } from '@contracts/messages';
import { Messages } from '../../i18n/serverMessages';
import { graphQLErrorText } from '../auth/errors';
import { RegisterRegularVisitorDocument, RegularVisitorReferenceDocument } from './documents';
import { ErrorBox } from '../../ui/ErrorBox';
import { FormikSubmit } from '../../ui/FormikSubmit';
import { st, live } from '../../i18n/staff';

const FIELDS = live(() => ({
  firstName: st('booking.firstName'),
  lastName: st('booking.lastName'),
  email: st('booking.email'),
  company: st('booking.company'),
}));
const FLAGS = live(() => ({
  signFlag: st('booking.signHouseRules'),
  badgeNumFlag: st('booking.badgeNumber'),
  enterTemperature: st('booking.enterTemperature'),
}));

/** Register a regular visitor (spec 2.2, 5) with a fresh RV code; the passcode goes by e-mail only. */
export function RegularVisitorForm({
  depotId,
  picker,
  onRegistered,
}: {
  depotId: string | null;
  picker: ReactNode;
  onRegistered: () => void;
}) {
  const ref = useQuery(RegularVisitorReferenceDocument, { fetchPolicy: 'network-only' });
  const [register] = useMutation(RegisterRegularVisitorDocument, { context: localErrors });
  const formik = useFormik({
    initialValues: {
      firstName: '',
      lastName: '',
      email: '',
      company: '',
      hostIsMe: true,
      hostname: '',
      hostemail: '',
      department: '',
      signFlag: false,
      badgeNumFlag: false,
      enterTemperature: false,
    },
    validate: (v) =>
      Object.fromEntries(
        Object.entries(FIELDS)
          .filter(([k]) => !String(v[k as keyof typeof FIELDS]).trim())
          .map(([k, l]) => [k, required(l)]),
      ),
    onSubmit: async (v, h) => {
      h.setStatus(null);
      try {
        const host = v.hostIsMe ? { hostname: null, hostemail: null, department: null } : {};
        const meetingReference = ref.data?.regularVisitorReference ?? null;
        await register({ variables: { input: { ...v, depotId: depotId!, meetingReference, ...host } } });
        toastSuccess(Messages.regularVisitorBooked, { autoClose: 4000 });
        h.resetForm();
        void ref.refetch();
        onRegistered();
      } catch (e) {
        h.setStatus(graphQLErrorText(e));
      }
    },
  });
  const text = (name: 'hostname' | 'hostemail' | 'department', label: string) => (
    <TextInput label={label} name={name} value={formik.values[name]} onChange={formik.handleChange} />
  );
  return (
    <Paper withBorder radius="md" p="lg">
      <form onSubmit={formik.handleSubmit}>
        <Stack gap="md">
          <Group justify="space-between">
            <Title order={2} size="h3">
              {st('booking.registerRegular')}
            </Title>
            <Text c="dimmed" data-testid="rv-code">
              {st('booking.rvCodeLine', { code: ref.data?.regularVisitorReference ?? '…' })}
            </Text>
          </Group>
          {picker}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {Object.entries(FIELDS).map(([k, label]) => (
              <TextInput
                key={k}
                label={label}
                name={k}
                required
                value={formik.values[k as keyof typeof FIELDS]}
                onChange={formik.handleChange}
                onBlur={formik.handleBlur}
                error={formik.touched[k as keyof typeof FIELDS] && formik.errors[k as keyof typeof FIELDS]}
                data-testid={`rv-${k}`}
              />
            ))}
          </SimpleGrid>
          <Switch
            label={st('booking.hostIsMe')}
            checked={formik.values.hostIsMe}
            onChange={(e) => formik.setFieldValue('hostIsMe', e.currentTarget.checked)}
          />
          {!formik.values.hostIsMe ? (
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              {text('hostname', st('booking.hostNameLower'))}
              {text('hostemail', st('booking.hostEmailLower'))}
              {text('department', st('booking.department'))}
            </SimpleGrid>
          ) : null}
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {(Object.keys(FLAGS) as (keyof typeof FLAGS)[]).map((k) => (
              <Switch
                key={k}
                label={FLAGS[k]}
                checked={formik.values[k]}
                onChange={(e) => formik.setFieldValue(k, e.currentTarget.checked)}
              />
            ))}
          </SimpleGrid>
          {formik.status ? <ErrorBox testId="rv-error">{formik.status as string}</ErrorBox> : null}
          <FormikSubmit formik={formik} testId="rv-submit" disabled={!depotId}>
            {st('booking.register')}
          </FormikSubmit>
        </Stack>
      </form>
    </Paper>
  );
}
