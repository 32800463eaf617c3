import { Alert, Button, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useEffect, useState } from 'react';
import { graphqlFetch } from '../../app/graphqlFetch';
import { currentLanguage } from '../../i18n/core';
import { kioskText } from '../kiosk/kioskText';
import { KioskMarkSafeDocument } from './musterDocuments';
import { MusterByName } from './MusterByName';

/** How long "thank you" stays before the panel is empty again for the next person (the screen is public). */
const DONE_MS = 6_000;

/** What the kiosk says of a refused "I am safe": not on this roll-call, the roll-call over, or try again. */
function refusal(error: unknown): string {
  const code = CombinedGraphQLErrors.is(error) ? error.errors[0]?.extensions?.code : null;
  if (code === 'NOT_FOUND') return kioskText.musterNotFound;
  if (code === 'CONFLICT') return kioskText.musterEnded;
  return kioskText.musterFailed;
}

/**
 * "I am safe" at the kiosk at the muster point (issue 39): by badge number or work id, or by name (a type-ahead over
 * those still missing, first name and initial only), confirmed once; the marshals see it at once, with the time.
 */
export function MusterPanel({ depotId, timeZone }: { depotId: string; timeZone?: string }) {
  const [badge, setBadge] = useState('');
  // a new round after each mark: the name search starts empty for the next person
  const [round, setRound] = useState(0);
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (!done) return undefined;
    const t = setTimeout(() => setDone(null), DONE_MS);
    return () => clearTimeout(t);
  }, [done]);
  const mark = async (input: { badge?: string; entryId?: string }) => {
    setBusy(true);
    setError(null);
    try {
      const r = (await graphqlFetch(KioskMarkSafeDocument, { input: { depotId, ...input } }, { errorHandling: 'silent' })).kioskMarkSafe;
      const time = new Intl.DateTimeFormat(currentLanguage(), { hour: '2-digit', minute: '2-digit', timeZone }).format(
        new Date(r.markedAt),
      );
      setDone(kioskText.musterDone(r.label, time));
      setBadge('');
      setRound((n) => n + 1);
    } catch (e) {
      setError(refusal(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} data-testid="muster-panel">
      <Title order={2} size="h3" mb="sm">
        {kioskText.musterTitle}
      </Title>
      {done ? (
        <Alert color="teal" radius="md" mb="sm" data-testid="muster-done">
          <Text fz="lg" fw={600} dir="auto">
            {done}
          </Text>
        </Alert>
      ) : null}
      {error ? (
        <Alert color="red" radius="md" mb="sm" data-testid="muster-error">
          {error}
        </Alert>
      ) : null}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (badge.trim()) void mark({ badge: badge.trim() });
          }}
        >
          <Stack gap="sm">
            <TextInput
              size="lg"
              label={kioskText.musterBadge}
              value={badge}
              onChange={(e) => setBadge(e.currentTarget.value)}
              data-testid="muster-badge"
            />
            <Button type="submit" size="lg" color="teal" disabled={!badge.trim() || busy} loading={busy} data-testid="muster-badge-safe">
              {kioskText.musterSafe}
            </Button>
          </Stack>
        </form>
        <MusterByName key={round} depotId={depotId} busy={busy} onMark={(entryId) => void mark({ entryId })} />
      </SimpleGrid>
    </Paper>
  );
}
