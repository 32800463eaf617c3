import { useMutation } from '@apollo/client/react';
import { SegmentedControl, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { localErrors } from '../../app/apollo';
import { toastError } from '../../app/notify';
import { dateTimeIn } from '../../app/time';
import type { EvacuationFieldsFragment } from '../../gql/graphql';
import { graphQLErrorText } from '../auth/errors';
import { MarkEvacueeDocument } from './documents';
import { EndEvacuation } from './EndEvacuation';
import { EvacueeCard } from './EvacueeCard';
import { filterOnSite } from './onSite';
import { st } from '../../i18n/staff';

type Show = 'MISSING' | 'SAFE' | 'LEFT' | 'ALL';
type Evacuee = EvacuationFieldsFragment['entries'][number];

/**
 * An open roll-call, phone first (issue 23): who is still to find, each with one large "Mark safe" button a thumb
 * reaches; the safe and those who left on their own tabs; the counts at the top. `mayEnd`: the End button (DepotManager
 * and above). `onChanged` refetches after this device's own mark (every other device hears it from the server).
 */
export function RollCall({
  evacuation,
  mayEnd,
  onChanged,
}: {
  evacuation: EvacuationFieldsFragment;
  mayEnd: boolean;
  onChanged: () => void;
}) {
  const [show, setShow] = useState<Show>('MISSING');
  const [search, setSearch] = useState('');
  const [busy, setBusy] = useState<string | null>(null);
  const [mark] = useMutation(MarkEvacueeDocument, { context: localErrors });
  const zone = evacuation.timeZone;
  const people = filterOnSite(
    evacuation.entries.map((e) => ({ ...e, earlierDay: false })),
    'All',
    search,
  ).filter((e) => show === 'ALL' || e.status === show);

  const setSafe = async (e: Evacuee, safe: boolean) => {
    setBusy(e.entryId);
    try {
      await mark({ variables: { entryId: e.entryId, safe } });
      onChanged();
    } catch (err) {
      toastError(graphQLErrorText(err) ?? st('evacuation.failed'));
      onChanged();
    } finally {
      setBusy(null);
    }
  };
  return (
    <Stack gap="md" data-testid="roll-call" data-evacuation={evacuation.id}>
      <div>
        <Title order={2} size="h3" c="red.9" data-testid="roll-call-counts">
          {st('evacuation.counts', { missing: evacuation.missing, safe: evacuation.safe, left: evacuation.left })}
        </Title>
        <Text size="sm" c="dimmed">
          {st('evacuation.underWay', { started: dateTimeIn(evacuation.startedAt, zone), by: evacuation.startedByName })}
        </Text>
      </div>
      <SegmentedControl
        fullWidth
        size="md"
        value={show}
        onChange={(v) => setShow(v as Show)}
        data={[
          { value: 'MISSING', label: `${st('evacuation.missing')} (${evacuation.missing})` },
          { value: 'SAFE', label: `${st('evacuation.safe')} (${evacuation.safe})` },
          { value: 'LEFT', label: `${st('evacuation.left')} (${evacuation.left})` },
          { value: 'ALL', label: st('evacuation.all') },
        ]}
        data-testid="roll-call-show"
      />
      <TextInput
        label={st('evacuation.search')}
        placeholder={st('evacuation.searchPlaceholder')}
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
        size="md"
        data-testid="roll-call-search"
      />
      {show === 'MISSING' && evacuation.missing === 0 ? (
        <Text fw={600} c="teal.9" data-testid="roll-call-all-found">
          {st('evacuation.everyoneAccounted')}
        </Text>
      ) : null}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
        {people.map((e) => (
          <EvacueeCard key={e.entryId} evacuee={e} zone={zone} busy={busy === e.entryId} onSafe={(safe) => void setSafe(e, safe)} />
        ))}
      </SimpleGrid>
      {mayEnd ? <EndEvacuation evacuation={evacuation} onEnded={onChanged} /> : null}
    </Stack>
  );
}
