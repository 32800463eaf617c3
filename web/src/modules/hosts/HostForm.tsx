import { useMutation } from '@apollo/client/react';
import { Button, Group, MultiSelect, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useFormik } from 'formik';
import { localErrors } from '../../app/apollo';
import { toastSuccess } from '../../app/notify';
import { LANGUAGES, LANGUAGE_NAMES } from '@contracts/languages';
import { graphQLErrorText } from '../auth/errors';
import { ErrorBox } from '../../ui/ErrorBox';
import type { HostsQuery, NotificationChannel } from '../../gql/graphql';
import { HostsDocument, SaveHostDocument } from './documents';
import { st } from '../../i18n/staff';
import { DirectChannelFields } from '../channels/DirectChannelFields';

export type Host = HostsQuery['hosts']['hosts'][number];
const CHANNELS = ['EMAIL', 'SMS', 'TEAMS', 'SLACK', 'SLACK_DM', 'TEAMS_DM'] as const;

/**
 * A host of the directory, new or edited (issue 39): name, e-mail, phone (E.164), department, the depots they host at
 * (admins; none: every depot; a DepotManager's host is kept to their depot by the server), language, and how they hear
 * that a visitor arrived (their direct channels too: Slack member id, own Teams workflow). The server's rules answer (a phone not in E.164, an e-mail in use: the message shown).
 */
export function HostForm({
  tenantId,
  depots,
  host,
  onDone,
}: {
  tenantId: string | null;
  depots: { id: string; code: string }[] | null;
  host?: Host | null;
  onDone?: () => void;
}) {
  const [save] = useMutation(SaveHostDocument, { context: localErrors, refetchQueries: [HostsDocument] });
  const arrivals = host?.choices.find((c) => c.kind === 'ARRIVALS')?.channels ?? ['EMAIL'];
  const formik = useFormik({
    initialValues: {
      name: host?.name ?? '',
      email: host?.email ?? '',
      phone: host?.phone ?? '',
      department: host?.department ?? '',
      depotIds: host?.depotIds ?? [],
      language: host?.language ?? '',
      arrivals: arrivals as string[],
      slackMemberId: host?.slackMemberId ?? '',
      teamsWorkflowUrl: '',
    },
    onSubmit: async (v, helpers) => {
      helpers.setStatus(null);
      try {
        const r = await save({
          variables: {
            input: {
              id: host?.id ?? null,
              tenantId,
              name: v.name,
              email: v.email,
              phone: v.phone || null,
              department: v.department || null,
              depotIds: depots ? v.depotIds : null,
              language: v.language || null,
              choices: [{ kind: 'ARRIVALS', channels: v.arrivals as NotificationChannel[] }],
              slackMemberId: v.slackMemberId.trim(),
              // Write-only: left empty, the URL held is kept.
              ...(v.teamsWorkflowUrl.trim() ? { teamsWorkflowUrl: v.teamsWorkflowUrl.trim() } : {}),
            },
          },
        });
        toastSuccess(st('hosts.savedToast', { name: r.data!.saveHost.name }), { autoClose: 4000 });
        if (!host) helpers.resetForm();
        onDone?.();
      } catch (e) {
        helpers.setStatus(graphQLErrorText(e) ?? st('hosts.notSaved'));
      }
    },
  });
  const text = (name: 'name' | 'email' | 'phone' | 'department', extra: Record<string, unknown> = {}) => (
    <TextInput
      label={st(`hosts.label.${name}`)}
      name={name}
      value={formik.values[name]}
      onChange={formik.handleChange}
      data-testid={`host-${name}`}
      {...extra}
    />
  );
  return (
    <form onSubmit={formik.handleSubmit}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {text('name', { required: true })}
          {text('email', { required: true, type: 'email' })}
          {text('phone', { description: st('hosts.phoneHint'), type: 'tel' })}
          {text('department')}
          <Select
            label={st('hosts.label.language')}
            data={LANGUAGES.map((l) => ({ value: l, label: LANGUAGE_NAMES[l] }))}
            value={formik.values.language || null}
            onChange={(v) => void formik.setFieldValue('language', v ?? '')}
            placeholder={st('hosts.languageDefault')}
            clearable
            data-testid="host-language"
          />
          <MultiSelect
            label={st('hosts.label.arrivals')}
            data={CHANNELS.map((c) => ({ value: c, label: st(`hosts.channel.${c}`) }))}
            value={formik.values.arrivals}
            onChange={(v) => void formik.setFieldValue('arrivals', v)}
            data-testid="host-arrivals"
          />
          <DirectChannelFields
            values={formik.values}
            teamsHint={host?.teamsWorkflowHint ?? null}
            onChange={(k, v) => void formik.setFieldValue(k, v)}
            testIdPrefix="host"
          />
          {depots ? (
            <MultiSelect
              label={st('hosts.label.depots')}
              description={st('hosts.depotsHint')}
              data={depots.map((d) => ({ value: d.id, label: d.code }))}
              value={formik.values.depotIds}
              onChange={(v) => void formik.setFieldValue('depotIds', v)}
              data-testid="host-depots"
            />
          ) : null}
        </SimpleGrid>
        {formik.status ? <ErrorBox testId="host-error">{formik.status as string}</ErrorBox> : null}
        <Group justify="flex-end">
          <Button type="submit" loading={formik.isSubmitting} data-testid="host-save">
            {host ? st('hosts.save') : st('hosts.add')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
