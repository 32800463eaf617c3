import { useMutation } from '@apollo/client/react';
import { Select } from '@mantine/core';
import { useState } from 'react';
import { localErrors } from '../../app/apollo';
import { toastError, toastSuccess } from '../../app/notify';
import { graphQLErrorText } from '../auth/errors';
import { st } from '../../i18n/staff';
import { InlineSetting } from '../../ui/InlineSetting';
import { SetDepotExpectedStayDocument } from './documents';
import { stayLabel, stayOptions } from './stay';

/**
 * A depot's expected stay (issue 37), on its on-site list beside the end-of-day sign-out: past it, people are flagged
 * on the list and the managers are told once. Shown, changed (a length from 30 minutes to 24 hours) or turned off.
 */
export function ExpectedStaySetting({ depotId, minutes, onSaved }: { depotId: string; minutes: number | null; onSaved: () => void }) {
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState<string>(minutes ? String(minutes) : '');
  const [save, saving] = useMutation(SetDepotExpectedStayDocument, { context: localErrors });
  const submit = async (next: number | null) => {
    try {
      await save({ variables: { depotId, minutes: next } });
      toastSuccess(next ? st('overstay.saved', { length: stayLabel(next) }) : st('overstay.off'));
      setEditing(false);
      onSaved();
    } catch (err) {
      toastError(graphQLErrorText(err) ?? st('overstay.failed'));
    }
  };
  return (
    <InlineSetting
      testId="expected-stay"
      summary={minutes ? st('overstay.stayIs', { length: stayLabel(minutes) }) : st('overstay.stayNone')}
      editing={editing}
      onEdit={() => {
        setValue(minutes ? String(minutes) : '');
        setEditing(true);
      }}
      onCancel={() => setEditing(false)}
      field={
        <Select
          label={st('overstay.stayLabel')}
          data={stayOptions(minutes)}
          value={value || null}
          onChange={(v) => setValue(v ?? '')}
          placeholder={st('overstay.noLimit')}
          w={{ base: '100%', sm: 240 }}
          data-testid="expected-stay-minutes"
        />
      }
      canSave={!!value}
      onSave={() => void submit(Number(value))}
      onOff={minutes ? () => void submit(null) : null}
      saving={saving.loading}
    />
  );
}
