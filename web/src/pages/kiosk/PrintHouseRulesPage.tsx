import { Button, Checkbox, Divider, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { DateTime } from 'luxon';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { DATE_FORMAT, TIME_FORMAT } from '../../app/time';
import { usePersonalDataTimeout } from '../../modules/kiosk/usePersonalDataTimeout';
import { kioskText } from '../../modules/kiosk/kioskText';
import { useKiosk } from '../../modules/kiosk/KioskContext';
import { KioskShell } from '../../modules/kiosk/ui/KioskShell';
import { ALL_RULES_ACCEPTED, RULE_TEXTS } from '../../modules/kiosk/rulePages';
import { useKioskTexts } from '../../modules/kiosk/useKioskTexts';
import { answerInWords } from '@contracts/rule-questions';
import { answerWords, ruleWords } from '../../i18n/rules';
import { KioskWelcome } from '../../modules/kiosk/ui/KioskWelcome';
import type { RuleKey } from '@contracts/kiosk-rules';

/**
 * The printable confirmation (spec 2.1): the visitor's details and the rules as answered; with the flag
 * 'regular' every rule shows ticked. The screen shows only the first name and the badge (issue 36: a public
 * entrance), and goes home by itself after KIOSK_TIMERS.personalData; the details are printed, not shown. Print, or
 * Done to go home at once.
 */
export function PrintHouseRulesPage() {
  const { journey, depot, goHome, goHomeInPlace } = useKiosk();
  const { regularFlag } = useParams();
  const { texts } = useKioskTexts();
  useEffect(() => {
    if (!journey?.result) goHome();
  }, [journey, goHome]);
  // A shared screen (issue 36): the visitor's first name and badge for a few seconds, then the depot home.
  usePersonalDataTimeout(goHomeInPlace);
  if (!journey?.result || !depot) return null;
  // A regular visitor's quick sign-in and a planned visitor who arrived ready (issue 38: the server checked the
  // answers given before arrival by the same proceed rules) accepted the rules without answering them here.
  const answers = regularFlag === 'regular' || journey.preArrived ? ALL_RULES_ACCEPTED : journey.answers;
  const at = DateTime.fromISO(journey.result.checkedInAt).setZone(depot.timeZone);
  const p = journey.person;
  const rows: [string, string][] = [
    [kioskText.printName, journey.result.name],
    [kioskText.company, p.company],
    [kioskText.email, p.email],
    [kioskText.printHost, p.meetingWith || '-'],
    [kioskText.carReg, p.carReg || '-'],
    [kioskText.badgeTitle, journey.result.badgeNumber ?? '-'],
    [kioskText.printTemperature, journey.temperature ? `${journey.temperature} °C` : '-'],
    [kioskText.printCheckedIn, at.toFormat(`${DATE_FORMAT} ${TIME_FORMAT}`)],
    [kioskText.printReference, journey.reference ?? '-'],
  ];
  return (
    <KioskShell title={kioskText.printTitle} home={false}>
      <KioskWelcome
        badgeNumber={journey.result.badgeNumber}
        firstName={journey.person.firstName}
        badgeTestId="print-badge"
        welcomeTestId="print-welcome"
      />
      <Text fz="lg" ta="center" data-testid="print-team-told">
        {kioskText.teamTold}
      </Text>
      {p.email ? (
        <Text ta="center" c="dimmed" data-testid="print-sheet-emailed">
          {kioskText.sheetEmailed}
        </Text>
      ) : null}
      {/* The sign-in sheet is printed, never shown: the screen is in a public entrance (issue 36). */}
      <Stack gap="md" className="print-only" data-testid="print-sheet">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" verticalSpacing="sm" data-testid="print-details">
          {rows.map(([k, v]) => (
            // the label above its value: columns stay aligned and an e-mail address keeps its line
            <Stack key={k} gap={0}>
              <Text c="dimmed" fz="sm">
                {k}
              </Text>
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {v}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
        <Divider />
        <Stack gap={6} data-testid="print-rules">
          {[...RULE_TEXTS, ...(texts?.questions ?? []).map((key) => ({ key, text: '', question: true }))].map((r) => {
            const label = ruleWords(r.key as RuleKey, texts?.texts[r.key]);
            return r.question ? (
              // a question's answer in words, beside it: a ticked box would read as "yes" at a glance (issue 27)
              <Group key={r.key} gap="sm" wrap="nowrap" justify="space-between" align="flex-start" data-testid={`print-${r.key}`}>
                <Text size="sm" dir="auto">
                  {label}
                </Text>
                <Text size="sm" fw={700} miw={40} ta="right" data-testid={`print-${r.key}-answer`}>
                  {answerWords(answerInWords(r.key as RuleKey, answers[r.key] ?? '')) || '-'}
                </Text>
              </Group>
            ) : (
              <Checkbox
                key={r.key}
                readOnly
                size="sm"
                label={<span dir="auto">{label}</span>}
                checked={answers[r.key] === 'yes'}
                data-testid={`print-${r.key}`}
              />
            );
          })}
        </Stack>
      </Stack>
      <Group grow className="no-print">
        <Button size="lg" variant="default" onClick={() => window.print()} data-testid="print-button">
          {kioskText.print}
        </Button>
        <Button size="lg" onClick={goHomeInPlace} data-testid="print-done">
          {kioskText.done}
        </Button>
      </Group>
    </KioskShell>
  );
}
