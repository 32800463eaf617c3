import { useMutation, useQuery } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import { successMessages } from '../../app/messages';
import { toastSuccess } from '../../app/notify';
import { paths } from '../../app/paths';
import { RecordList } from '../records/RecordList';
import { AddRoleDocument, DeleteRoleDocument, EditRoleDocument, RolesDocument } from './documents';
import { st } from '../../i18n/staff';

type RoleValues = { roleName: string };

/** /role (spec 2.2, 3, 5): RoleName required; every action ends on /role. */
export function RoleList() {
  const navigate = useNavigate();
  const { data, loading } = useQuery(RolesDocument, { fetchPolicy: 'cache-and-network' });
  const refetchQueries = [{ query: RolesDocument }];
  const [add] = useMutation(AddRoleDocument, { refetchQueries, awaitRefetchQueries: true });
  const [edit] = useMutation(EditRoleDocument, { refetchQueries, awaitRefetchQueries: true });
  const [remove] = useMutation(DeleteRoleDocument, { refetchQueries, awaitRefetchQueries: true });
  const done = (text: string) => {
    toastSuccess(text, { autoClose: 4000 });
    navigate(paths.role);
  };

  return (
    <RecordList<{ id: string; roleName: string }, RoleValues>
      testId="roles"
      records={data?.roles ?? []}
      loading={loading}
      fields={[{ name: 'roleName', label: st('partners.roleName'), required: true }]}
      columns={[{ header: st('partners.roleName'), cell: (r) => r.roleName }]}
      empty={st('partners.noRoles')}
      addLabel={st('partners.addRole')}
      detailsTitle={st('partners.roleDetails')}
      removeTitle={st('partners.removeRole')}
      removeBody={(r) => r.roleName}
      blank={{ roleName: '' }}
      toValues={(r) => ({ roleName: r.roleName })}
      onAdd={async (v) => {
        await add({ variables: { input: { roleName: v.roleName.trim() } } });
        done(successMessages.roleAdded);
      }}
      onSave={async (id, v) => {
        await edit({ variables: { id, input: { roleName: v.roleName.trim() } } });
        done(successMessages.roleUpdated);
      }}
      onDelete={async (id) => {
        await remove({ variables: { id } });
        done(successMessages.roleDeleted);
      }}
    />
  );
}
