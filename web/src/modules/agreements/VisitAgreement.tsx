import { useQuery } from '@apollo/client/react';
import { Accordion, Button, Group, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { VisitAgreementDocument } from './documents';
import { versionLabel } from './versionLabel';
import { downloadFile } from '../uploads/rest';
import { toastError } from '../../app/notify';
import { st } from '../../i18n/staff';

/**
 * The agreement a visit's sign-in accepted (issue 38), in the visit detail: the version and its date, the words as they
 * were then with the answers given, and the signed agreement as a PDF.
 */
export function VisitAgreement({ visitId }: { visitId: string }) {
  const { data } = useQuery(VisitAgreementDocument, { variables: { visitId }, fetchPolicy: 'cache-and-network' });
  const [busy, setBusy] = useState(false);
  const q = data?.visitQuestionnaire;
  if (!q?.attendanceId) return null;
  const attendanceId = q.attendanceId;
  const pdf = async () => {
    setBusy(true);
    try {
      await downloadFile(`api/agreements/${attendanceId}/pdf`, 'agreement.pdf');
    } catch {
      toastError(st('agreements.pdfFailed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap="xs" data-testid="visit-agreement">
      <Group justify="space-between" gap="sm">
        <Text fw={600} data-testid="visit-agreement-version">
          {st('agreements.accepted', { version: versionLabel(q.agreementVersionNumber, q.agreementSavedAt, q.timeZone) })}
        </Text>
        <Button variant="light" mih={44} loading={busy} onClick={() => void pdf()} data-testid="visit-agreement-pdf">
          {st('agreements.downloadPdf')}
        </Button>
      </Group>
      {q.answers.length ? (
        <Accordion variant="contained">
          <Accordion.Item value="words">
            <Accordion.Control mih={44}>{st('agreements.wordsThen', { n: q.answers.length })}</Accordion.Control>
            <Accordion.Panel>
              <Table striped verticalSpacing="xs" data-testid="visit-agreement-words">
                <Table.Tbody>
                  {q.answers.map((a) => (
                    <Table.Tr key={a.key} data-key={a.key}>
                      <Table.Td style={{ overflowWrap: 'anywhere' }}>{a.question}</Table.Td>
                      <Table.Td fw={600} w={110}>
                        {a.answer}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Accordion.Panel>
          </Accordion.Item>
        </Accordion>
      ) : null}
    </Stack>
  );
}
