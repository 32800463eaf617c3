import { useQuery } from '@apollo/client/react';
import { Paper, Text } from '@mantine/core';
import { useParams } from 'react-router';
import { EvacuationDocument } from './documents';
import { EvacuationRecord } from './EvacuationRecord';
import { StaffPage } from '../../ui/StaffPage';
import { st } from '../../i18n/staff';
import { failureText } from '../../ui/failureText';

/** One evacuation's record (issue 23), printable as a page. */
export function EvacuationRecordPage() {
  const { evacuationId = '' } = useParams();
  const { data, error } = useQuery(EvacuationDocument, { variables: { id: evacuationId } });
  const ev = data?.evacuation;
  return (
    <StaffPage section={st('evacuation.title')}>
      <Paper withBorder radius="md" p="md">
        {ev ? <EvacuationRecord evacuation={ev} depotLabel={ev.depotCode} /> : null}
        {error ? <Text c="red.9">{failureText(error)}</Text> : null}
      </Paper>
    </StaffPage>
  );
}
