import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Group, Modal, Paper, Stack, Table, Text, TextInput } from '@mantine/core';
import { useFormik } from 'formik';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { localErrors } from '../../../app/apollo';
import { toastSuccess } from '../../../app/notify';
import { paths } from '../../../app/paths';
import { Messages, required } from '@contracts/messages';
import { graphQLErrorText } from '../../../modules/auth/errors';
import { AddRoleDocument, DeleteRoleDocument, EditRoleDocument, RolesDocument } from '../../../modules/staff/documents';
import { StaffPage } from '../../../modules/staff/StaffPage';
import { ErrorBox } from '../../../ui/ErrorBox';
import { FormikSubmit } from '../../../ui/FormikSubmit';

type Role = { id: string; roleName: string };
type Mode = { kind: 'add' } | { kind: 'view' | 'edit' | 'remove'; role: Role } | null;

/** Role names (spec 2.2, 3, 4.7, 5): a list with add, view, edit and remove modals; RoleName required. */
export function RolePage() {
  const navigate = useNavigate();
  const { data, refetch } = useQuery(RolesDocument, { fetchPolicy: 'cache-and-network' });
  const [mode, setMode] = useState<Mode>(null);
  const [add] = useMutation(AddRoleDocument, { context: localErrors });
  const [edit] = useMutation(EditRoleDocument, { context: localErrors });
  const [remove] = useMutation(DeleteRoleDocument, { context: localErrors });
  const current = mode && mode.kind !== 'add' ? mode.role : null;
  const formik = useFormik({
    enableReinitialize: true,
    initialValues: { roleName: current?.roleName ?? '' },
    validate: (v) => (v.roleName.trim() ? {} : { roleName: required('Role name') }),
    onSubmit: async (v, h) => {
      try {
        if (mode?.kind === 'edit') { await edit({ variables: { id: mode.role.id, input: v } }); toastSuccess(Messages.roleUpdated); }
        else { await add({ variables: { input: v } }); toastSuccess(Messages.roleAdded); }
        done();
      } catch (e) { h.setStatus(graphQLErrorText(e)); }
    },
  });
  const done = () => { setMode(null); formik.resetForm(); void refetch(); navigate(paths.role); };
  const del = async () => {
    try { await remove({ variables: { id: current!.id } }); toastSuccess(Messages.roleDeleted); done(); } catch (e) { formik.setStatus(graphQLErrorText(e)); }
  };
  return (
    <StaffPage section="Manage Visits" tabs="visit">
      <Paper withBorder radius="md" p="md">
        <Stack gap="md">
          <Group justify="space-between"><Text fw={700} fz="lg">Role</Text><Button onClick={() => setMode({ kind: 'add' })} data-testid="role-add">Add role</Button></Group>
          <Table striped highlightOnHover data-testid="role-table">
            <Table.Thead><Table.Tr><Table.Th>Role name</Table.Th><Table.Th /></Table.Tr></Table.Thead>
            <Table.Tbody>
              {(data?.roles ?? []).map((r) => (
                <Table.Tr key={r.id} data-testid="role-row">
                  <Table.Td>{r.roleName}</Table.Td>
                  <Table.Td><Group gap="xs" justify="flex-end">
                    <Button size="xs" variant="default" onClick={() => setMode({ kind: 'view', role: r })}>View</Button>
                    <Button size="xs" variant="light" onClick={() => setMode({ kind: 'edit', role: r })}>Edit</Button>
                    <Button size="xs" variant="light" color="red" onClick={() => setMode({ kind: 'remove', role: r })}>Remove</Button>
                  </Group></Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          {data && !data.roles.length ? <Text c="dimmed">No role names yet.</Text> : null}
        </Stack>
      </Paper>
      <Modal opened={!!mode} onClose={() => setMode(null)} title={mode?.kind === 'add' ? 'Add role' : mode?.kind === 'edit' ? 'Edit role' : mode?.kind === 'remove' ? 'Remove role?' : 'Role'} centered data-testid="role-modal">
        {mode?.kind === 'remove' || mode?.kind === 'view' ? (
          <Stack>
            <Text>{current?.roleName}</Text>
            {formik.status ? <ErrorBox testId="role-error">{formik.status as string}</ErrorBox> : null}
            {mode.kind === 'remove' ? <Button color="red" onClick={() => void del()} data-testid="role-remove-confirm">Remove</Button> : null}
          </Stack>
        ) : (
          <form onSubmit={formik.handleSubmit}>
            <Stack>
              <TextInput label="Role name" name="roleName" required value={formik.values.roleName} onChange={formik.handleChange} error={formik.touched.roleName && formik.errors.roleName} data-testid="role-name" />
              {formik.status ? <ErrorBox testId="role-error">{formik.status as string}</ErrorBox> : null}
              <FormikSubmit formik={formik} testId="role-save">Save</FormikSubmit>
            </Stack>
          </form>
        )}
      </Modal>
    </StaffPage>
  );
}
