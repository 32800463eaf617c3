import { useMutation, useQuery } from '@apollo/client/react';
import { TextInput } from '@mantine/core';
import { useState } from 'react';
import { localErrors } from '../../app/apollo';
import { toastError, toastSuccess } from '../../app/notify';
import { graphQLErrorText } from '../auth/errors';
import { st } from '../../i18n/staff';
import { InlineSetting } from '../../ui/InlineSetting';
import { DepotAssemblyPointDocument, SetDepotAssemblyPointDocument } from './documents';

const MAX = 300;

/**
 * A depot's assembly point (issues 37, 39), on its on-site list: the kiosk shows it during a roll-call and every person
 * on the roll-call is e-mailed it with their "I am safe" link. Shown, changed or cleared.
 */
export function AssemblyPointSetting({ depotId }: { depotId: string }) {
  const { data, refetch } = useQuery(DepotAssemblyPointDocument, { variables: { depotId }, context: localErrors });
  const point = data?.depotAssemblyPoint ?? null;
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState('');
  const [save, saving] = useMutation(SetDepotAssemblyPointDocument, { context: localErrors });
  const submit = async (next: string | null) => {
    try {
      const r = await save({ variables: { depotId, text: next } });
      toastSuccess(r.data?.setDepotAssemblyPoint ? st('assemblyPoint.saved') : st('assemblyPoint.cleared'));
      setEditing(false);
      void refetch();
    } catch (err) {
      toastError(graphQLErrorText(err) ?? st('assemblyPoint.failed'));
    }
  };
  if (!data) return null;
  const tooLong = value.trim().length > MAX;
  return (
    <InlineSetting
      testId="assembly-point"
      summary={point ? st('assemblyPoint.is', { point }) : st('assemblyPoint.none')}
      editing={editing}
      onEdit={() => {
        setValue(point ?? '');
        setEditing(true);
      }}
      onCancel={() => setEditing(false)}
      field={
        <TextInput
          label={st('assemblyPoint.label')}
          description={st('assemblyPoint.hint')}
          placeholder={st('assemblyPoint.placeholder')}
          value={value}
          onChange={(e) => setValue(e.currentTarget.value)}
          error={tooLong ? st('assemblyPoint.tooLong', { max: MAX }) : undefined}
          w={{ base: '100%', sm: 360 }}
          data-testid="assembly-point-text"
        />
      }
      canSave={!tooLong && !!value.trim()}
      onSave={() => void submit(value.trim())}
      onOff={point ? () => void submit(null) : null}
      offLabel={st('assemblyPoint.clear')}
      saving={saving.loading}
    />
  );
}
