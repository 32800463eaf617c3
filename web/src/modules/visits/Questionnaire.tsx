import { useQuery } from '@apollo/client/react';
import { Alert, Badge, Button, Group, Image, Paper, SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { SectionHeading } from '../../ui/SectionHeading';
import { visitUi } from './messages';
import { dateTimeIn, timeIn } from '../../app/time';
import { VisitQuestionnaireDocument } from './documents';
import classes from './Questionnaire.module.css';
import { st } from '../../i18n/staff';
import { versionLabel } from '../agreements/versionLabel';
import { failureText } from '../../ui/failureText';
import { LabelledValue } from '../../ui/LabelledValue';

/**
 * A visit's questionnaire (spec 4.7), opened in its own tab and printable: the rule answers in plain words,
 * temperature (flagged outside the tenant's limits), car registration, reason, host, the times in the depot
 * (its zone), badge and signature; 'Visitor Has Not checked In Yet!' before the check-in.
 */
export function Questionnaire({ visitId }: { visitId: string }) {
  const { data, loading, error } = useQuery(VisitQuestionnaireDocument, { variables: { visitId }, fetchPolicy: 'network-only' });
  const q = data?.visitQuestionnaire;
  if (!q) {
    if (loading) return <Skeleton h={320} radius="md" />;
    return (
      <Alert color="red" variant="light" data-testid="questionnaire-error">
        {error ? failureText(error) : st('visits.notFound')}
      </Alert>
    );
  }
  const zone = q.timeZone;
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} className={classes.sheet} data-testid="questionnaire">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start" gap="sm">
          <div>
            <Text size="sm" c="dimmed">
              {st('visits.questionnaireTitle')} · {q.depotCode}
            </Text>
            <Title order={1} size="h2" data-testid="questionnaire-name">
              {q.visitorName}
            </Title>
            <Text c="dimmed">
              {q.company} · {q.email} · {visitUi.visitType[q.visitType] ?? q.visitType}
            </Text>
          </div>
          <Button variant="light" mih={44} onClick={() => window.print()} className={classes.noPrint} data-testid="questionnaire-print">
            {st('visits.print')}
          </Button>
        </Group>
        {q.message ? (
          <Alert color="yellow" variant="light" data-testid="questionnaire-message">
            {q.message}
          </Alert>
        ) : (
          <>
            <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
              <LabelledValue label={st('visits.host')}>{q.hostName ?? '-'}</LabelledValue>
              <LabelledValue label={st('visits.timesInDepot')} testId="questionnaire-times">
                {dateTimeIn(q.checkInTime, zone)}
                {q.checkOutTime ? ` – ${timeIn(q.checkOutTime, zone)}` : ''}
                {q.manualCheckout ? ` (${st('visits.manualCheckoutNote')})` : ''}
              </LabelledValue>
              <LabelledValue label={st('visits.badge')}>{q.depotBadgeNum ?? '-'}</LabelledValue>
              <LabelledValue label={st('visits.carReg')} testId="questionnaire-carreg">
                {q.carReg ?? '-'}
              </LabelledValue>
              <LabelledValue label={st('visits.reason')}>{q.reason ?? '-'}</LabelledValue>
              <LabelledValue label={st('visits.temperature')} testId="questionnaire-temperature">
                {q.temperature == null ? '-' : `${q.temperature.toFixed(1)} °C`}
                {q.temperatureFlagged ? (
                  <Badge ml="xs" color="red" variant="filled" data-testid="questionnaire-temperature-flag">
                    {st('visits.temperatureFlag')}
                  </Badge>
                ) : null}
              </LabelledValue>
            </SimpleGrid>
            <Stack gap="xs">
              <SectionHeading
                title={st('visits.answers')}
                intro={versionLabel(q.agreementVersionNumber, q.agreementSavedAt, zone)}
                introTestId="questionnaire-version"
              />
              {q.rulesOnDevice ? <Text c="dimmed">{st('visits.rulesOnDevice')}</Text> : null}
              {q.answers.length ? (
                <Table striped verticalSpacing="xs" data-testid="questionnaire-answers">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{st('visits.question')}</Table.Th>
                      <Table.Th w={120}>{st('visits.answer')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {q.answers.map((a) => (
                      <Table.Tr key={a.key} data-testid="questionnaire-answer" data-key={a.key}>
                        <Table.Td>
                          <Text size="xs" c="dimmed">
                            {a.group}
                          </Text>
                          {a.question}
                        </Table.Td>
                        <Table.Td fw={600}>{a.answer}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              ) : !q.rulesOnDevice ? (
                <Text c="dimmed">{st('visits.noAnswers')}</Text>
              ) : null}
            </Stack>
            <Stack gap="xs">
              <Title order={2} size="h4">
                {st('visits.signature')}
              </Title>
              {q.signatureDataUrl ? (
                <Image
                  src={q.signatureDataUrl}
                  alt={st('visits.signature')}
                  w="auto"
                  maw="min(650px, 100%)"
                  h="auto"
                  className={classes.signature}
                  data-testid="questionnaire-signature"
                />
              ) : (
                <Text c="dimmed">{st('visits.noSignature')}</Text>
              )}
            </Stack>
          </>
        )}
      </Stack>
    </Paper>
  );
}
