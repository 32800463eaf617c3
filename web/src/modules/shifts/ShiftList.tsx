import { useMutation, useQuery } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import { graphql } from '../../gql';
import { partnerUi, successMessages } from '../../app/messages';
import { toastSuccess } from '../../app/notify';
import { paths } from '../../app/paths';
import { RecordList } from '../records/RecordList';
import { AddShiftDocument, DeleteShiftDocument, EditShiftDocument, ShiftsDocument } from './documents';

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
  const [add] = useMutation(AddShiftDocument, { refetchQueries, awaitRefetchQueries: true });
  const [edit] = useMutation(EditShiftDocument, { refetchQueries, awaitRefetchQueries: true });
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
        { name: 'shiftName', label: partnerUi.shiftName },
        { name: 'startTime', label: partnerUi.startTime, type: 'time', required: true },
        { name: 'endTime', label: partnerUi.endTime, type: 'time', required: true },
      ]}
      columns={[
        { header: partnerUi.shiftName, cell: (s) => s.shiftName || '—' },
        { header: partnerUi.startTime, cell: (s) => s.startTime },
        { header: partnerUi.endTime, cell: (s) => s.endTime },
      ]}
      empty={partnerUi.noShifts}
      addLabel={partnerUi.addShift}
      detailsTitle={partnerUi.shiftDetails}
      removeTitle={partnerUi.removeShift}
      removeBody={(s) => `${s.shiftName || partnerUi.shift} ${s.startTime} – ${s.endTime}`}
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
