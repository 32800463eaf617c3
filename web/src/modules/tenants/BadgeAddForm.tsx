import { useMutation } from '@apollo/client/react';
import { Button, Group, Paper, SegmentedControl, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { localErrors } from '../../app/apollo';
import { successMessages } from '../../app/messages';
import { toastSuccess } from '../../app/notify';
import { ErrorBox } from '../../ui/ErrorBox';
import { AddDepotBadgesDocument } from './documents';
import { errorText } from './form';
import { st } from '../../i18n/staff';

/** The badge table's add form: a single badge, or a range whose From is the depot's next number (`next`). */
export function BadgeAddForm({ depotId, next, onAdded }: { depotId: string; next: string; onAdded: () => Promise<unknown> }) {
  const [add, adding] = useMutation(AddDepotBadgesDocument, { context: localErrors });
  const [single, setSingle] = useState<'single' | 'range'>('single'); // spec 9: the single-badge flag defaults to true
  const [num, setNum] = useState('');
  const [to, setTo] = useState('');
  const [addError, setAddError] = useState<string | null>(null);

  const save = async () => {
    setAddError(null);
    try {
      await add({
        variables: {
          input: single === 'single' ? { depotId, badgeNum: num.trim() } : { depotId, badgeNumFrom: next, badgeNumTo: to.trim() },
        },
      });
      toastSuccess(successMessages.badgeAdded, { autoClose: 4000 });
      setNum('');
      setTo('');
      await onAdded();
    } catch (e) {
      setAddError(errorText(e));
    }
  };

  return (
    <Paper withBorder radius="md" p="sm" bg="gray.0">
      <Stack gap="xs">
        {addError ? <ErrorBox testId="badge-add-error">{addError}</ErrorBox> : null}
        <SegmentedControl
          value={single}
          onChange={(v) => {
            setSingle(v as 'single' | 'range');
            setAddError(null);
          }}
          style={{ alignSelf: 'flex-start' }}
          data={[
            { value: 'single', label: st('tenants.singleBadge') },
            { value: 'range', label: st('tenants.badgeRange') },
          ]}
          data-testid="badge-mode"
        />
        <Group align="flex-end" gap="sm" wrap="wrap">
          {single === 'single' ? (
            <TextInput
              label={st('tenants.badgeNumber')}
              value={num}
              onChange={(e) => setNum(e.currentTarget.value.toUpperCase())}
              w={160}
              data-testid="badge-number"
            />
          ) : (
            <>
              <TextInput
                label={st('tenants.badgeFrom')}
                description={st('tenants.badgeFromHint')}
                value={next}
                readOnly
                variant="filled"
                w={130}
                data-testid="badge-from"
              />
              <TextInput
                label={st('tenants.badgeTo')}
                value={to}
                onChange={(e) => setTo(e.currentTarget.value)}
                inputMode="numeric"
                w={130}
                data-testid="badge-to"
              />
            </>
          )}
          <Button
            onClick={() => void save()}
            loading={adding.loading}
            disabled={single === 'single' ? !num.trim() : !to.trim() || !next}
            data-testid="badge-add"
          >
            {st('tenants.addBadges')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
