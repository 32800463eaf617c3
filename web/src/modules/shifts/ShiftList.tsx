import { useMutation, useQuery } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import { graphql } from '../../gql';
import { localErrors } from '../../app/apollo';
import { successMessages } from '../../app/messages';
import { toastSuccess } from '../../app/notify';
import { paths } from '../../app/paths';
import { RecordList } from '../records/RecordList';
import { AddShiftDocument, DeleteShiftDocument, EditShiftDocument, ShiftsDocument } from './documents';
import { st } from '../../i18n/staff';

/** A shift as the list shows it and the partner forms offer it. */
export const ShiftFields = graphql(`
  fragment ShiftFields on Shift {
    id
    shiftName
    startTime
    endTime
  }
`);

type ShiftValues = { shiftName: string; startTime: string; endTime: string };

/** /shifts (spec 2.2, 3, 5): name, start and end (HH:mm, required); every action ends on /shifts. */
export function ShiftList() {
  const navigate = useNavigate();
  const { data, loading } = useQuery(ShiftsDocument, { fetchPolicy: 'cache-and-network' });
  const refetchQueries = [{ query: ShiftsDocument }];
  // the form shows a refusal itself, at its field (issue 36): not the app's toast as well
  const [add] = useMutation(AddShiftDocument, { refetchQueries, awaitRefetchQueries: true, context: localErrors });
  const [edit] = useMutation(EditShiftDocument, { refetchQueries, awaitRefetchQueries: true, context: localErrors });
  const [remove] = useMutation(DeleteShiftDocument, { refetchQueries, awaitRefetchQueries: true });
  const done = (text: string) => {
    toastSuccess(text, { autoClose: 4000 });
    navigate(paths.shifts);
  };
  const input = (v: ShiftValues) => ({ shiftName: v.shiftName.trim(), startTime: v.startTime, endTime: v.endTime });

  return (
    <RecordList<{ id: string; shiftName: string; startTime: string; endTime: string }, ShiftValues>
      testId="shifts"
      records={data?.shifts ?? []}
      loading={loading}
      fields={[
        { name: 'shiftName', label: st('partners.shiftName') },
        { name: 'startTime', label: st('partners.startTime'), type: 'time', required: true },
        { name: 'endTime', label: st('partners.endTime'), type: 'time', required: true },
      ]}
      columns={[
        { header: st('partners.shiftName'), cell: (s) => s.shiftName || '—' },
        { header: st('partners.startTime'), cell: (s) => s.startTime },
        { header: st('partners.endTime'), cell: (s) => s.endTime },
      ]}
      empty={st('partners.noShifts')}
      addLabel={st('partners.addShift')}
      detailsTitle={st('partners.shiftDetails')}
      removeTitle={st('partners.removeShift')}
      removeBody={(s) => `${s.shiftName || st('partners.shift')} ${s.startTime} – ${s.endTime}`}
      blank={{ shiftName: '', startTime: '', endTime: '' }}
      toValues={(s) => ({ shiftName: s.shiftName, startTime: s.startTime, endTime: s.endTime })}
      onAdd={async (v) => {
        await add({ variables: { input: input(v) } });
        done(successMessages.shiftAdded);
      }}
      onSave={async (id, v) => {
        await edit({ variables: { id, input: input(v) } });
        done(successMessages.shiftUpdated);
      }}
      onDelete={async (id) => {
        await remove({ variables: { id } });
        done(successMessages.shiftDeleted);
      }}
    />
  );
}
