import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Group, Select, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { localErrors } from '../../app/apollo';
import { useAuth } from '../../app/auth';
import { toastError, toastSuccess } from '../../app/notify';
import { mayViewPresence } from '../../app/roles';
import { graphQLErrorText } from '../auth/errors';
import type { ApprovalRule } from '../../gql/graphql';
import { DepotApprovalRuleDocument, SetDepotApprovalRuleDocument } from './documents';
import { st } from '../../i18n/staff';

const RULES = ['OFF', 'WALK_INS', 'FLAGGED'] as const satisfies readonly ApprovalRule[];
const TIMEOUTS = [60, 120, 180, 300, 600, 900, 1800, 3600];
const timeoutLabel = (s: number) => (s % 60 === 0 ? st('approvals.minutes', { n: s / 60 }) : st('approvals.seconds', { n: s }));

/**
 * Issue 37: a depot's approval before entry, on its location panel: whether walk-ins sign in at once, all wait for
 * approval, or only flagged ones do, and how long they wait for an answer (TenantAdmin, DepotManager, SuperAdmin).
 */
export function DepotApprovalSetting({ depotId }: { depotId: string }) {
  const { user } = useAuth();
  const allowed = mayViewPresence(user?.role);
  const current = useQuery(DepotApprovalRuleDocument, { variables: { depotId }, skip: !allowed });
  const [rule, setRule] = useState<ApprovalRule>('OFF');
  const [timeout, setTimeoutSeconds] = useState(300);
  const saved = current.data?.depotApprovalRule;
  useEffect(() => {
    if (!saved) return;
    setRule(saved.rule);
    setTimeoutSeconds(saved.timeoutSeconds);
  }, [saved]);
  const [save, saving] = useMutation(SetDepotApprovalRuleDocument, { context: localErrors });
  if (!allowed || !saved) return null;
  const timeouts = TIMEOUTS.includes(timeout) ? TIMEOUTS : [timeout, ...TIMEOUTS];
  const submit = async () => {
    try {
      // The save answers the rule as stored: it becomes the setting's query result, with no second read.
      await save({
        variables: { depotId, rule, timeoutSeconds: timeout },
        update: (cache, { data }) => {
          if (data)
            cache.writeQuery({
              query: DepotApprovalRuleDocument,
              variables: { depotId },
              data: { depotApprovalRule: data.setDepotApprovalRule },
            });
        },
      });
      toastSuccess(st('approvals.saved'));
    } catch (err) {
      toastError(graphQLErrorText(err) ?? st('approvals.failedSave'));
    }
  };
  const changed = rule !== saved.rule || timeout !== saved.timeoutSeconds;
  return (
    <Stack gap="xs" data-testid="depot-approval">
      <Title order={4} size="h5">
        {st('approvals.ruleTitle')}
      </Title>
      <Group gap="sm" align="end" wrap="wrap">
        <Select
          label={st('approvals.ruleLabel')}
          data={RULES.map((r) => ({ value: r, label: st(`approvals.rule${r}` as const) }))}
          value={rule}
          onChange={(v) => v && setRule(v as ApprovalRule)}
          allowDeselect={false}
          w={{ base: '100%', xs: 340 }}
          data-testid="depot-approval-rule"
        />
        <Select
          label={st('approvals.timeoutLabel')}
          data={timeouts.map((s) => ({ value: String(s), label: timeoutLabel(s) }))}
          value={String(timeout)}
          onChange={(v) => v && setTimeoutSeconds(Number(v))}
          allowDeselect={false}
          disabled={rule === 'OFF'}
          w={{ base: '100%', xs: 160 }}
          data-testid="depot-approval-timeout"
        />
        <Button loading={saving.loading} disabled={!changed} onClick={() => void submit()} data-testid="depot-approval-save">
          {st('common.save')}
        </Button>
      </Group>
      {rule === 'FLAGGED' ? (
        <Text size="sm" c="dimmed">
          {st('approvals.ruleFlaggedHint')}
        </Text>
      ) : null}
    </Stack>
  );
}
