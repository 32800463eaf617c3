import { Button, Checkbox, Divider, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { DateTime } from 'luxon';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { kioskText } from '../../modules/kiosk/kioskText';
import { useKiosk } from '../../modules/kiosk/KioskContext';
import { KioskShell } from '../../modules/kiosk/ui/KioskShell';
import { ALL_RULES_ACCEPTED, RULE_TEXTS } from '../../modules/kiosk/ui/RulesModals';

/** How long the confirmation stays before the kiosk returns home by itself (nobody may be left signed in on screen). */
const PRINT_PAGE_MS = 60_000;

/**
 * The printable confirmation (spec 2.1): the visitor's details and the rules as answered; with the flag
 * 'regular' every rule shows ticked. Print, or Done to clear the data and go home.
 */
export function PrintHouseRulesPage() {
  const { journey, depot, goHome } = useKiosk();
  const { regularFlag } = useParams();
  useEffect(() => { if (!journey?.result) goHome(); }, [journey, goHome]);
  useEffect(() => { const t = setTimeout(goHome, PRINT_PAGE_MS); return () => clearTimeout(t); }, [goHome]);
  if (!journey?.result || !depot) return null;
  const answers = regularFlag === 'regular' ? ALL_RULES_ACCEPTED : journey.answers;
  const at = DateTime.fromISO(journey.result.checkedInAt).setZone(depot.timeZone);
  const p = journey.person;
  const rows: [string, string][] = [
    ['Name', journey.result.name], ['Company', p.company], ['Email', p.email], ['Host', p.meetingWith || '-'], ['Car registration', p.carReg || '-'],
    ['Badge number', journey.result.badgeNumber ?? '-'], ['Temperature', journey.temperature ? `${journey.temperature} °C` : '-'],
    ['Checked in', at.toFormat('yyyy/MM/dd @ HH:mm')], ['Reference', journey.reference ?? '-'],
  ];
  return (
    <KioskShell title={kioskText.printTitle} home={false}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing={6} data-testid="print-details">
        {rows.map(([k, v]) => (
          <Group key={k} gap="xs" wrap="nowrap"><Text c="dimmed" w={140} fz="sm">{k}</Text><Text fw={600} style={{ overflowWrap: 'anywhere' }}>{v}</Text></Group>
        ))}
      </SimpleGrid>
      <Divider />
      <Stack gap={6} data-testid="print-rules">
        {RULE_TEXTS.map((r) => (
          <Checkbox key={r.key} readOnly size="sm" label={r.question ? `${r.text} ${answers[r.key] === 'no' ? '(No)' : answers[r.key] === 'yes' ? '(Yes)' : ''}` : r.text}
            checked={r.question ? answers[r.key] === 'no' : answers[r.key] === 'yes'} data-testid={`print-${r.key}`} />
        ))}
      </Stack>
      <Group grow className="no-print">
        <Button size="lg" variant="default" onClick={() => window.print()} data-testid="print-button">{kioskText.print}</Button>
        <Button size="lg" onClick={goHome} data-testid="print-done">{kioskText.done}</Button>
      </Group>
    </KioskShell>
  );
}
