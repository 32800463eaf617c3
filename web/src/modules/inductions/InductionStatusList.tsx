import { useMutation, useQuery } from '@apollo/client/react';
import { Skeleton, Text } from '@mantine/core';
import { localErrors } from '../../app/apollo';
import { ErrorBox } from '../../ui/ErrorBox';
import { ResponsiveRows, type RowColumn } from '../../ui/ResponsiveRows';
import type { InductionStatusQuery } from '../../gql/graphql';
import { InductionStatusDocument, RecordInductionPassDocument } from './documents';
import { st } from '../../i18n/staff';
import { passColumns, passState } from './passColumns';
import { usePassInPerson } from './usePassInPerson';
import { Panel } from '../../ui/Panel';

type Row = InductionStatusQuery['inductionStatus'][number] & { id: string };

/** A depot's partners and the courses they need: inducted, expiring within 30 days, not; a pass given in person. */
export function InductionStatusList({ depotId, timeZone }: { depotId: string; timeZone?: string | null }) {
  const { data, loading } = useQuery(InductionStatusDocument, { variables: { depotId }, fetchPolicy: 'cache-and-network' });
  const [record, recording] = useMutation(RecordInductionPassDocument, { context: localErrors, refetchQueries: [InductionStatusDocument] });
  const { error, give, passedOnField } = usePassInPerson(timeZone, 'induction-passed-on');
  const rows: Row[] = (data?.inductionStatus ?? []).map((r) => ({ ...r, id: `${r.partnerId}:${r.courseId}` }));
  const count = (...states: string[]) => rows.filter((r) => states.includes(r.state)).length;
  const giveTo = (r: Row) =>
    give(r.partnerName, (passedOn) => record({ variables: { courseId: r.courseId, partnerId: r.partnerId, passedOn } }));
  const columns: RowColumn<Row>[] = [
    { key: 'partner', header: st('inductions.partner'), cell: (r) => <Text fw={600}>{r.partnerName}</Text>, tableOnly: true },
    ...passColumns<Row>((r) => void giveTo(r), recording.loading, 'induction-record'),
  ];
  return (
    <Panel title={st('inductions.statusTitle')}>
      {rows.some((r) => r.state !== 'VALID') ? passedOnField : null}
      {error ? <ErrorBox testId="induction-error">{error}</ErrorBox> : null}
      {loading && !data ? <Skeleton h={120} radius="md" /> : null}
      {data ? (
        <Text fz="sm" data-testid="induction-counts">
          {st('inductions.counts', {
            valid: count('VALID', 'EXPIRING'),
            expiring: count('EXPIRING'),
            missing: count('MISSING', 'EXPIRED'),
          })}
        </Text>
      ) : null}
      {rows.length ? (
        <ResponsiveRows
          rows={rows}
          columns={columns}
          rowAttrs={(r) => ({ 'data-testid': 'induction-row', 'data-state': r.state, 'data-work-id': r.workId })}
          title={(r) => r.partnerName}
          state={passState}
          testId="induction-status"
        />
      ) : data ? (
        <Text c="dimmed" fz="sm">
          {st('inductions.noPartners')}
        </Text>
      ) : null}
    </Panel>
  );
}
