import { useMutation, useQuery } from '@apollo/client/react';
import { Skeleton, Stack, Text } from '@mantine/core';
import { localErrors } from '../../app/apollo';
import { ErrorBox } from '../../ui/ErrorBox';
import { ResponsiveRows, type RowColumn } from '../../ui/ResponsiveRows';
import type { VisitorInductionStatusQuery } from '../../gql/graphql';
import { RecordVisitorInductionPassDocument, VisitorInductionStatusDocument } from './visitorDocuments';
import { st } from '../../i18n/staff';
import { passColumns, passState } from './passColumns';
import { usePassInPerson } from './usePassInPerson';
import { Panel } from '../../ui/Panel';

type Row = VisitorInductionStatusQuery['visitorInductionStatus'][number] & { id: string };

/**
 * Issue 38: a depot's regular visitors and recent visitors (by their visit's reason) and the courses they need:
 * inducted, expiring within 30 days, not; a pass given in person, as for partners (InductionStatusList).
 */
export function VisitorInductionStatusList({ depotId, timeZone }: { depotId: string; timeZone?: string | null }) {
  const { data, loading } = useQuery(VisitorInductionStatusDocument, { variables: { depotId }, fetchPolicy: 'cache-and-network' });
  const [record, recording] = useMutation(RecordVisitorInductionPassDocument, {
    context: localErrors,
    refetchQueries: [VisitorInductionStatusDocument],
  });
  const { error, give, passedOnField } = usePassInPerson(timeZone, 'visitor-induction-passed-on');
  const rows: Row[] = (data?.visitorInductionStatus ?? []).map((r) => ({ ...r, id: `${r.attendeeId}:${r.courseId}` }));
  const giveTo = (r: Row) =>
    give(r.name, (passedOn) => record({ variables: { depotId, courseId: r.courseId, attendeeId: r.attendeeId, passedOn } }));
  const who = (r: Row) => (
    <Stack gap={0}>
      <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
        {r.name}
      </Text>
      <Text fz="xs" c="dimmed">
        {st(`inductions.kind.${r.kind}` as 'inductions.kind.REGULAR')}
      </Text>
    </Stack>
  );
  const columns: RowColumn<Row>[] = [
    { key: 'visitor', header: st('inductions.visitor'), cell: who, tableOnly: true },
    ...passColumns<Row>((r) => void giveTo(r), recording.loading, 'visitor-induction-record'),
  ];
  return (
    <Panel title={st('inductions.visitorsTitle')} intro={st('inductions.visitorsIntro')}>
      {rows.some((r) => r.state !== 'VALID') ? passedOnField : null}
      {error ? <ErrorBox testId="visitor-induction-error">{error}</ErrorBox> : null}
      {loading && !data ? <Skeleton h={120} radius="md" /> : null}
      {rows.length ? (
        <ResponsiveRows
          rows={rows}
          columns={columns}
          rowAttrs={(r) => ({ 'data-testid': 'visitor-induction-row', 'data-state': r.state, 'data-kind': r.kind })}
          title={(r) => r.name}
          state={passState}
          testId="visitor-induction-status"
        />
      ) : data ? (
        <Text c="dimmed" fz="sm">
          {st('inductions.noVisitors')}
        </Text>
      ) : null}
    </Panel>
  );
}
