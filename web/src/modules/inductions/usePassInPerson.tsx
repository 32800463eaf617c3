import { useState } from 'react';
import { todayIn } from '../../app/time';
import { toastSuccess } from '../../app/notify';
import { DayInput } from '../../ui/DateTimeInputs';
import { graphQLErrorText } from '../auth/errors';
import { st } from '../../i18n/staff';

/**
 * A pass given in person, as a depot's status lists (partners', visitors') record it: the day it was given (today in
 * the depot's zone until staff pick another; the server refuses a future day or one before the course existed), the
 * field for it, and `give`, which records the pass for the person named and says so, or keeps the refusal as `error`.
 */
export function usePassInPerson(timeZone: string | null | undefined, testId: string) {
  const [error, setError] = useState<string | null>(null);
  const [passedOn, setPassedOn] = useState(() => todayIn(timeZone));
  const give = async (name: string, record: (passedOn: string | null) => Promise<unknown>) => {
    setError(null);
    try {
      await record(passedOn || null);
      toastSuccess(st('inductions.recorded', { name }), { autoClose: 4000 });
    } catch (err) {
      setError(graphQLErrorText(err) ?? st('inductions.notSaved'));
    }
  };
  const passedOnField = (
    <DayInput
      label={st('inductions.passedOn')}
      description={st('inductions.passedOnHint')}
      value={passedOn}
      onChange={setPassedOn}
      maxDate={new Date()}
      w={{ base: '100%', sm: 340 }}
      testId={testId}
    />
  );
  return { error, give, passedOnField };
}
