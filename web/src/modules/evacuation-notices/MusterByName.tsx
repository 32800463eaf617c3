import { Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { graphqlFetch } from '../../app/graphqlFetch';
import { kioskText } from '../kiosk/kioskText';
import { KioskMusterPeopleDocument } from './musterDocuments';

type Person = { entryId: string; label: string };

/**
 * "I am safe" by name at the muster kiosk (issue 39): a type-ahead over those still missing on the roll-call (two
 * letters at least; first name and initial only, the screen is public), then "Are you Ana N.?" before the mark.
 */
export function MusterByName({ depotId, busy, onMark }: { depotId: string; busy: boolean; onMark: (entryId: string) => void }) {
  const [search, setSearch] = useState('');
  const [people, setPeople] = useState<Person[] | null>(null);
  const [picked, setPicked] = useState<Person | null>(null);
  useEffect(() => {
    const typed = search.trim();
    if (typed.length < 2) return setPeople(null);
    const t = setTimeout(() => {
      graphqlFetch(KioskMusterPeopleDocument, { depotId, search: typed }, { errorHandling: 'silent' }).then(
        (d) => setPeople(d.kioskMusterPeople),
        () => undefined,
      );
    }, 250);
    return () => clearTimeout(t);
  }, [search, depotId]);
  return (
    <Stack gap="sm">
      <TextInput
        size="lg"
        label={kioskText.musterByName}
        description={kioskText.musterNameHint}
        value={search}
        onChange={(e) => {
          setSearch(e.currentTarget.value);
          setPicked(null);
        }}
        data-testid="muster-name"
      />
      {picked ? (
        <Stack gap="xs" data-testid="muster-confirm">
          <Text fz="lg" fw={600} dir="auto">
            {kioskText.musterAreYou(picked.label)}
          </Text>
          <Group grow>
            <Button size="lg" variant="default" onClick={() => setPicked(null)}>
              {kioskText.cancel}
            </Button>
            <Button size="lg" color="teal" loading={busy} onClick={() => onMark(picked.entryId)} data-testid="muster-yes">
              {kioskText.musterSafe}
            </Button>
          </Group>
        </Stack>
      ) : people ? (
        people.length ? (
          <SimpleGrid cols={2} spacing="xs" data-testid="muster-people">
            {people.map((p) => (
              <Button key={p.entryId} size="md" variant="light" onClick={() => setPicked(p)} dir="auto">
                {p.label}
              </Button>
            ))}
          </SimpleGrid>
        ) : (
          <Text c="dimmed" data-testid="muster-nobody">
            {kioskText.musterNobody}
          </Text>
        )
      ) : null}
    </Stack>
  );
}
