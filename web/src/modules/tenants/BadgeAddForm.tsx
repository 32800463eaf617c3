import { useMutation } from '@apollo/client/react';
import { Button, Group, Paper, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { localErrors } from '../../app/apollo';
import { successMessages } from '../../app/messages';
import { toastSuccess } from '../../app/notify';
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
              onChange={(e) => {
                setNum(e.currentTarget.value.toUpperCase());
                setAddError(null);
              }}
              w={160}
              error={!!addError}
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
                onChange={(e) => {
                  setTo(e.currentTarget.value);
                  setAddError(null);
                }}
                inputMode="numeric"
                w={130}
                // the server's refusal of the range at the field typed (issue 36), not above the form
                error={!!addError}
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
        {/* under the field it is about (marked red), not above the form; the row's narrow fields keep their places */}
        {addError ? (
          <Text c="red.8" fz="sm" id="badge-add-error" role="alert" data-testid="badge-add-error">
            {addError}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
