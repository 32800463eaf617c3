import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Button, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { localErrors } from '../../app/apollo';
import { dayLabel, todayIn } from '../../app/time';
import { DayInput } from '../../ui/DateTimeInputs';
import { toastSuccess } from '../../app/notify';
import { ErrorBox } from '../../ui/ErrorBox';
import { ResponsiveRows, type RowColumn } from '../../ui/ResponsiveRows';
import { graphQLErrorText } from '../auth/errors';
import type { InductionStatusQuery } from '../../gql/graphql';
import { InductionStatusDocument, RecordInductionPassDocument } from './documents';
import { st } from '../../i18n/staff';

type Row = InductionStatusQuery['inductionStatus'][number] & { id: string };
const COLOR: Record<string, string> = { VALID: 'teal', EXPIRING: 'orange', EXPIRED: 'red', MISSING: 'gray' };
/** A pass's last day as every staff screen writes a day (dd/MM/yyyy, app/time.ts). */
const day = (iso: unknown) => (iso ? dayLabel(String(iso).slice(0, 10)) : '—');

/** A depot's partners and the courses they need: inducted, expiring within 30 days, not; a pass given in person. */
export function InductionStatusList({ depotId, timeZone }: { depotId: string; timeZone?: string | null }) {
  const { data, loading } = useQuery(InductionStatusDocument, { variables: { depotId }, fetchPolicy: 'cache-and-network' });
  const [record, recording] = useMutation(RecordInductionPassDocument, { context: localErrors, refetchQueries: [InductionStatusDocument] });
  const [error, setError] = useState<string | null>(null);
  // The day a pass given in person was given (the server refuses a future day or one before the course existed).
  const [passedOn, setPassedOn] = useState(() => todayIn(timeZone));
  const rows: Row[] = (data?.inductionStatus ?? []).map((r) => ({ ...r, id: `${r.partnerId}:${r.courseId}` }));
  const count = (...states: string[]) => rows.filter((r) => states.includes(r.state)).length;
  const give = async (r: Row) => {
    setError(null);
    try {
      await record({ variables: { courseId: r.courseId, partnerId: r.partnerId, passedOn: passedOn || null } });
      toastSuccess(st('inductions.recorded', { name: r.partnerName }), { autoClose: 4000 });
    } catch (err) {
      setError(graphQLErrorText(err) ?? st('inductions.notSaved'));
    }
  };
  const state = (r: Row) => (
    <Badge color={COLOR[r.state]} variant="light">
      {st(`inductions.stateLabel.${r.state}` as 'inductions.stateLabel.VALID')}
    </Badge>
  );
  const columns: RowColumn<Row>[] = [
    { key: 'partner', header: st('inductions.partner'), cell: (r) => <Text fw={600}>{r.partnerName}</Text>, tableOnly: true },
    { key: 'course', header: st('inductions.course'), cell: (r) => r.courseTitle },
    { key: 'state', header: st('inductions.state'), cell: state, tableOnly: true },
    {
      key: 'expires',
      header: st('inductions.expires'),
      cell: (r) => `${day(r.expiresAt)}${r.inPerson ? ` (${st('inductions.inPerson')})` : ''}`,
      nowrap: true,
    },
    {
      key: 'record',
      header: '',
      cell: (r) =>
        r.state === 'VALID' ? null : (
          <Button size="xs" variant="light" loading={recording.loading} onClick={() => void give(r)} data-testid="induction-record">
            {st('inductions.recordPass')}
          </Button>
        ),
    },
  ];
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="sm">
        <Title order={3} size="h4">
          {st('inductions.statusTitle')}
        </Title>
        {rows.some((r) => r.state !== 'VALID') ? (
          <DayInput
            label={st('inductions.passedOn')}
            description={st('inductions.passedOnHint')}
            value={passedOn}
            onChange={setPassedOn}
            maxDate={new Date()}
            w={{ base: '100%', sm: 340 }}
            testId="induction-passed-on"
          />
        ) : null}
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
            state={state}
            testId="induction-status"
          />
        ) : data ? (
          <Text c="dimmed" fz="sm">
            {st('inductions.noPartners')}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
