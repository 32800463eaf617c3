import { useMutation } from '@apollo/client/react';
import { Button, Group, Paper, SegmentedControl, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { localErrors } from '../../app/apollo';
import { toastError } from '../../app/notify';
import { dateTimeIn } from '../../app/time';
import type { EvacuationFieldsFragment } from '../../gql/graphql';
import { graphQLErrorText } from '../auth/errors';
import { MarkEvacueeDocument } from './documents';
import { EndEvacuation } from './EndEvacuation';
import { EvacueeCard } from './EvacueeCard';
import { filterOnSite } from './onSite';
import { useSteadyOrder } from './useSteadyOrder';
import { st } from '../../i18n/staff';

type Show = 'MISSING' | 'SAFE' | 'LEFT' | 'ALL';
type Evacuee = EvacuationFieldsFragment['entries'][number];
/** What this device last marked, said back with the person's name (and Undo while it was a mark safe). */
type Said = { entryId: string; name: string; safe: boolean };
/** How long the confirmation stays. */
const SAID_MS = 8000;

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
  const [said, setSaid] = useState<Said | null>(null);
  const [mark] = useMutation(MarkEvacueeDocument, { context: localErrors });
  const zone = evacuation.timeZone;
  const all = evacuation.entries.map((e) => ({ ...e, earlierDay: false }));
  const fresh = filterOnSite(all, 'All', search).filter((e) => show === 'ALL' || e.status === show);
  // Issue 36: the cards stay where they are under a marshal's finger, so the person tapped is the person marked.
  const steady = useSteadyOrder(fresh, all, (e) => e.entryId, `${show}\n${search}`);
  useEffect(() => {
    if (!said) return;
    const t = setTimeout(() => setSaid(null), SAID_MS);
    return () => clearTimeout(t);
  }, [said]);

  const setSafe = async (e: Evacuee, safe: boolean) => {
    setBusy(e.entryId);
    try {
      await mark({ variables: { entryId: e.entryId, safe } });
      setSaid({ entryId: e.entryId, name: e.name, safe });
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
        // four tabs across a phone: the labels keep their words (issue 36), on two lines where a language's are long (39)
        styles={{ label: { paddingInline: 4, fontSize: 'var(--mantine-font-size-sm)', whiteSpace: 'normal', lineHeight: 1.25 } }}
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
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm" data-testid="roll-call-list" data-held={steady.held} {...steady.bind}>
        {steady.items.map((e) => (
          <EvacueeCard key={e.entryId} evacuee={e} zone={zone} busy={busy === e.entryId} onSafe={(safe) => void setSafe(e, safe)} />
        ))}
      </SimpleGrid>
      {/* below the list, so that its coming moves no card */}
      {show === 'MISSING' && evacuation.missing === 0 ? (
        <Text fw={600} c="teal.9" data-testid="roll-call-all-found">
          {st('evacuation.everyoneAccounted')}
        </Text>
      ) : null}
      {said ? (
        <Paper
          withBorder
          shadow="md"
          radius="md"
          p="xs"
          pl="md"
          role="status"
          data-testid="roll-call-said"
          style={{ position: 'sticky', bottom: 'var(--mantine-spacing-sm)', zIndex: 5 }}
        >
          <Group justify="space-between" wrap="nowrap" gap="sm">
            <Text fw={600} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
              {said.safe ? st('evacuation.markedSafeNamed', { name: said.name }) : st('evacuation.markedSafeUndone', { name: said.name })}
            </Text>
            {said.safe ? (
              <Button
                variant="light"
                size="lg"
                style={{ flexShrink: 0 }}
                loading={busy === said.entryId}
                onClick={() => {
                  const e = evacuation.entries.find((x) => x.entryId === said.entryId);
                  if (e) void setSafe(e, false);
                }}
                data-testid="roll-call-said-undo"
              >
                {st('evacuation.undo')}
              </Button>
            ) : null}
          </Group>
        </Paper>
      ) : null}
      {mayEnd ? <EndEvacuation evacuation={evacuation} onEnded={onChanged} /> : null}
    </Stack>
  );
}
