import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Group, Modal, Paper, SimpleGrid, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { useFormik } from 'formik';
import { useRegularVisitorList } from '../../../modules/staff/useRegularVisitorList';
import { useState } from 'react';
import { localErrors } from '../../../app/apollo';
import { toastError, toastSuccess } from '../../../app/notify';
import { Messages, required } from '@contracts/messages';
import { graphQLErrorText } from '../../../modules/auth/errors';
import {
  EditRegularHostDocument,
  EditRegularVisitorDocument,
  RegisterRegularVisitorDocument,
  RegularVisitorReferenceDocument,
  RemoveRegularVisitorDocument,
  ResendRegularVisitorDocument,
} from '../../../modules/staff/documents';
import { StaffPage } from '../../../modules/staff/StaffPage';
import { useDepotChoice } from '../../../modules/staff/useDepots';
import { ErrorBox } from '../../../ui/ErrorBox';
import { FormikSubmit } from '../../../ui/FormikSubmit';
import { ResponsiveRows } from '../../../ui/ResponsiveRows';
import type { RegularVisitorsQuery } from '../../../gql/graphql';

type Row = RegularVisitorsQuery['regularVisitors']['items'][number];
const FIELDS = { firstName: 'First Name', lastName: 'Last Name', email: 'Email', company: 'Company' } as const;

/**
 * Regular visitors (spec 2.2, 3, 4.7, 5): register with a fresh RV code (the passcode goes by e-mail
 * only), then the list with edit, remove ('Remove Regular Visitor?'), resend and host edit. A regular
 * booking stays on /regular-visitor.
 */
export function RegularVisitorStaffPage() {
  const { depotId, picker } = useDepotChoice();
  const ref = useQuery(RegularVisitorReferenceDocument, { fetchPolicy: 'network-only' });
  const rv = useRegularVisitorList(depotId);
  const list = rv.list;
  const [register] = useMutation(RegisterRegularVisitorDocument, { context: localErrors });
  const [edit] = useMutation(EditRegularVisitorDocument, { context: localErrors });
  const [remove] = useMutation(RemoveRegularVisitorDocument, { context: localErrors });
  const [resend] = useMutation(ResendRegularVisitorDocument, { context: localErrors });
  const [editHost] = useMutation(EditRegularHostDocument, { context: localErrors });
  const [editing, setEditing] = useState<Row | null>(null);
  const [hostOf, setHostOf] = useState<Row | null>(null);
  const [removing, setRemoving] = useState<Row | null>(null);
  const act = async (f: () => Promise<unknown>, ok: string) => {
    try {
      await f();
      toastSuccess(ok);
      void list.refetch();
    } catch (e) {
      toastError(graphQLErrorText(e) ?? 'That did not work');
    }
  };
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
        await register({
          variables: {
            input: {
              ...v,
              depotId: depotId!,
              meetingReference: ref.data?.regularVisitorReference ?? null,
              hostname: v.hostIsMe ? null : v.hostname,
              hostemail: v.hostIsMe ? null : v.hostemail,
              department: v.hostIsMe ? null : v.department,
            },
          },
        });
        toastSuccess(Messages.regularVisitorBooked, { autoClose: 4000 });
        h.resetForm();
        void ref.refetch();
        void list.refetch();
      } catch (e) {
        h.setStatus(graphQLErrorText(e));
      }
    },
  });
  return (
    <StaffPage section="Manage Visits" tabs="visit">
      <Paper withBorder radius="md" p="lg">
        <form onSubmit={formik.handleSubmit}>
          <Stack gap="md">
            <Group justify="space-between">
              <Title order={2} size="h3">
                Register a regular visitor
              </Title>
              <Text c="dimmed" data-testid="rv-code">
                RV code {ref.data?.regularVisitorReference ?? '…'}
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
              label="Host is me"
              checked={formik.values.hostIsMe}
              onChange={(e) => formik.setFieldValue('hostIsMe', e.currentTarget.checked)}
            />
            {!formik.values.hostIsMe ? (
              <SimpleGrid cols={{ base: 1, sm: 3 }}>
                <TextInput label="Host name" name="hostname" value={formik.values.hostname} onChange={formik.handleChange} />
                <TextInput label="Host email" name="hostemail" value={formik.values.hostemail} onChange={formik.handleChange} />
                <TextInput label="Department" name="department" value={formik.values.department} onChange={formik.handleChange} />
              </SimpleGrid>
            ) : null}
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              {(['signFlag', 'badgeNumFlag', 'enterTemperature'] as const).map((k) => (
                <Switch
                  key={k}
                  label={{ signFlag: 'Sign house rules', badgeNumFlag: 'Badge number', enterTemperature: 'Enter temperature' }[k]}
                  checked={formik.values[k]}
                  onChange={(e) => formik.setFieldValue(k, e.currentTarget.checked)}
                />
              ))}
            </SimpleGrid>
            {formik.status ? <ErrorBox testId="rv-error">{formik.status as string}</ErrorBox> : null}
            <FormikSubmit formik={formik} testId="rv-submit" disabled={!depotId}>
              Register
            </FormikSubmit>
          </Stack>
        </form>
      </Paper>
      <Paper withBorder radius="md" p="md">
        <Group justify="space-between" align="flex-end" mb="sm" wrap="wrap">
          <Title order={2} size="h4">
            Regular visitors
          </Title>
          {rv.searchBox}
        </Group>
        {/* A card per regular visitor below 62em: its four actions never behind a sideways scroll (issue 23). */}
        <ResponsiveRows
          rows={rv.items}
          miw={860}
          testId="rv-table"
          rowAttrs={() => ({ 'data-testid': 'rv-row' })}
          title={(r) => (
            <>
              <Text fw={600} size="sm">
                {r.name}
              </Text>
              <Text c="dimmed" size="xs" style={{ overflowWrap: 'anywhere' }}>
                {r.email}
              </Text>
            </>
          )}
          columns={[
            { key: 'code', header: 'RV code', cell: (r) => r.meetingReference },
            { key: 'name', header: 'Name', cell: (r) => r.name, tableOnly: true },
            { key: 'email', header: 'Email', cell: (r) => r.email, tableOnly: true },
            { key: 'company', header: 'Company', cell: (r) => r.company },
            { key: 'host', header: 'Host', cell: (r) => r.host.hostname },
          ]}
          actions={(r) => (
            <>
              <Button size="xs" variant="light" onClick={() => setEditing(r)}>
                Edit
              </Button>
              <Button size="xs" variant="default" onClick={() => setHostOf(r)}>
                Host
              </Button>
              <Button
                size="xs"
                variant="default"
                onClick={() => void act(() => resend({ variables: { id: r.id } }), Messages.confirmationEmailSent)}
              >
                Resend
              </Button>
              <Button size="xs" color="red" variant="light" onClick={() => setRemoving(r)}>
                Remove
              </Button>
            </>
          )}
        />
        {rv.pager}
        {rv.empty ? (
          <Text c="dimmed" data-testid="rv-empty">
            {rv.empty}
          </Text>
        ) : null}
      </Paper>
      <SimpleEdit
        title="Edit regular visitor"
        row={editing}
        onClose={() => setEditing(null)}
        fields={[
          ['name', 'Name'],
          ['email', 'Email'],
          ['company', 'Company'],
        ]}
        initial={(r) => ({ name: r.name, email: r.email, company: r.company })}
        save={(r, v) =>
          act(
            () => edit({ variables: { id: r.id, input: { name: v.name, email: v.email, company: v.company } } }),
            Messages.regularVisitorUpdated,
          )
        }
      />
      <SimpleEdit
        title="Edit host"
        row={hostOf}
        onClose={() => setHostOf(null)}
        fields={[
          ['hostname', 'Host name'],
          ['hostemail', 'Host email'],
          ['department', 'Department'],
        ]}
        initial={(r) => ({ ...r.host })}
        save={(r, v) =>
          act(
            () =>
              editHost({
                variables: { hostId: r.hostid, input: { hostname: v.hostname, hostemail: v.hostemail, department: v.department } },
              }),
            Messages.hostUpdated,
          )
        }
      />
      <Modal opened={!!removing} onClose={() => setRemoving(null)} title={Messages.removeRegularVisitor} centered>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setRemoving(null)}>
            Cancel
          </Button>
          <Button
            color="red"
            onClick={() => {
              const r = removing!;
              setRemoving(null);
              void act(() => remove({ variables: { id: r.id } }), Messages.regularVisitorDeleted);
            }}
          >
            Remove
          </Button>
        </Group>
      </Modal>
    </StaffPage>
  );
}

/** A small edit modal: every field required (spec 5), Save disabled while pristine or invalid. */
function SimpleEdit({
  title,
  row,
  onClose,
  fields,
  initial,
  save,
}: {
  title: string;
  row: Row | null;
  onClose: () => void;
  fields: [string, string][];
  initial: (r: Row) => Record<string, string>;
  save: (r: Row, v: Record<string, string>) => Promise<void>;
}) {
  const formik = useFormik<Record<string, string>>({
    enableReinitialize: true,
    initialValues: row ? initial(row) : Object.fromEntries(fields.map(([k]) => [k, ''])),
    validate: (v) => Object.fromEntries(fields.filter(([k]) => !String(v[k] ?? '').trim()).map(([k, l]) => [k, required(l)])),
    onSubmit: async (v) => {
      await save(row!, v);
      onClose();
    },
  });
  return (
    <Modal opened={!!row} onClose={onClose} title={title} centered>
      <form onSubmit={formik.handleSubmit}>
        <Stack>
          {fields.map(([k, l]) => (
            <TextInput
              key={k}
              label={l}
              name={k}
              required
              value={formik.values[k] ?? ''}
              onChange={formik.handleChange}
              error={formik.errors[k]}
            />
          ))}
          <FormikSubmit formik={formik} testId="edit-save">
            Save
          </FormikSubmit>
        </Stack>
      </form>
    </Modal>
  );
}
