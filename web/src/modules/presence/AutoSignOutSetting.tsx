import { useMutation } from '@apollo/client/react';
import { TextInput } from '@mantine/core';
import { useState } from 'react';
import { localErrors } from '../../app/apollo';
import { toastError, toastSuccess } from '../../app/notify';
import { isClockTime } from '../../app/time';
import { graphQLErrorText } from '../auth/errors';
import { InlineSetting } from '../../ui/InlineSetting';
import { SetAutoSignOutTimeDocument } from './documents';
import { st } from '../../i18n/staff';

/**
 * A depot's end-of-day sign-out time (issue 23), on its on-site list: everyone still signed in then is signed out
 * automatically (the worker does it). Shown, changed (HH:mm in the depot's zone) or turned off.
 */
export function AutoSignOutSetting({ depotId, time, onSaved }: { depotId: string; time: string | null; onSaved: () => void }) {
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(time ?? '');
  const [save, saving] = useMutation(SetAutoSignOutTimeDocument, { context: localErrors });
  const submit = async (next: string | null) => {
    try {
      await save({ variables: { depotId, time: next } });
      toastSuccess(next ? st('presence.autoSignOutSaved', { time: next }) : st('presence.autoSignOutOff'));
      setEditing(false);
      onSaved();
    } catch (err) {
      toastError(graphQLErrorText(err) ?? st('presence.autoSignOutFailed'));
    }
  };
  const bad = value.trim() !== '' && !isClockTime(value);
  return (
    <InlineSetting
      testId="auto-sign-out"
      summary={time ? st('presence.autoSignOutAt', { time }) : st('presence.autoSignOutNone')}
      editing={editing}
      onEdit={() => {
        setValue(time ?? '');
        setEditing(true);
      }}
      onCancel={() => setEditing(false)}
      field={
        <TextInput
          label={st('presence.autoSignOutLabel')}
          description={st('presence.autoSignOutHint')}
          placeholder="18:00"
          value={value}
          onChange={(e) => setValue(e.currentTarget.value)}
          error={bad ? st('presence.autoSignOutBad') : undefined}
          w={{ base: '100%', sm: 240 }}
          data-testid="auto-sign-out-time"
        />
      }
      canSave={!bad && value.trim() !== ''}
      onSave={() => void submit(value.trim())}
      onOff={time ? () => void submit(null) : null}
      saving={saving.loading}
    />
  );
}
