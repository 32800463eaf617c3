import { Badge, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { Messages } from '../../i18n/serverMessages';
import { ErrorBox } from '../../ui/ErrorBox';
import { ResponsiveRows, type RowColumn } from '../../ui/ResponsiveRows';
import type { DataSubjectQuery } from '../../gql/graphql';
import { useDataSubject } from './useDataSubject';
import { personKindLabel, st } from '../../i18n/staff';
import { Panel } from '../../ui/Panel';

type Person = DataSubjectQuery['dataSubject'][number];

/** A person who asks (issue 25): find by e-mail within the tenant, export everything as JSON, erase now (confirmed). */
export function DataSubjectPanel({ tenantId }: { tenantId: string }) {
  const s = useDataSubject(tenantId);
  const { people, email, busy } = s;
  const columns: RowColumn<Person>[] = [
    { key: 'kind', header: st('retention.personKind'), cell: (p) => personKindLabel(p.kind), tableOnly: true },
    { key: 'name', header: st('retention.personName'), cell: (p) => p.name, tableOnly: true },
    { key: 'company', header: st('retention.personCompany'), cell: (p) => p.company || '—' },
    { key: 'visits', header: st('retention.personVisits'), cell: (p) => p.visits, ta: 'right' },
    { key: 'attendances', header: st('retention.personAttendances'), cell: (p) => p.attendances, ta: 'right' },
  ];

  return (
    <Panel title={st('retention.subjectTitle')} testId="data-subject" intro={st('retention.subjectIntro')}>
      <form onSubmit={s.find} noValidate>
        <Group align="flex-end" gap="sm">
          <TextInput
            label={st('retention.email')}
            type="email"
            size="md"
            value={s.draft}
            onChange={(e) => s.setDraft(e.currentTarget.value)}
            error={s.emailError}
            w={{ base: '100%', sm: 360 }}
            data-testid="subject-email"
          />
          <Button type="submit" size="md" loading={s.loading} data-testid="subject-find">
            {st('retention.find')}
          </Button>
        </Group>
      </form>
      {s.error ? <ErrorBox testId="subject-error">{s.error}</ErrorBox> : null}
      {s.found && !people.length ? (
        <Text fz="sm" data-testid="subject-nobody">
          {st('retention.nobody')}
        </Text>
      ) : null}
      {people.length ? (
        <>
          <ResponsiveRows
            rows={people}
            columns={columns}
            rowAttrs={(p) => ({ 'data-testid': 'subject-person', 'data-kind': p.kind })}
            title={(p) => `${p.name} (${personKindLabel(p.kind)})`}
            state={(p) => (p.regularVisitor ? <Badge variant="light">{st('retention.regular')}</Badge> : null)}
            testId="subject-people"
          />
          <Group gap="sm">
            <Button size="md" variant="light" loading={busy === 'export'} onClick={() => void s.doExport()} data-testid="subject-export">
              {st('retention.export')}
            </Button>
            <Button size="md" color="red" onClick={() => s.setConfirming(true)} data-testid="subject-erase">
              {st('retention.erase')}
            </Button>
          </Group>
        </>
      ) : null}
      <Modal opened={s.confirming} onClose={() => s.setConfirming(false)} title={st('retention.eraseTitle')} centered size="md">
        <Stack gap="md">
          <Text fz="sm" data-testid="subject-erase-text">
            {email ? Messages.subjectEraseConfirm(email) : ''}
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button size="md" variant="default" onClick={() => s.setConfirming(false)}>
              {st('retention.cancel')}
            </Button>
            <Button size="md" color="red" loading={busy === 'erase'} onClick={() => void s.doErase()} data-testid="subject-erase-confirm">
              {st('retention.confirmErase')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Panel>
  );
}
