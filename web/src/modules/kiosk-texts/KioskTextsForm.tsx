import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Checkbox, Paper, Skeleton, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { Messages } from '../../i18n/serverMessages';
import { localErrors } from '../../app/apollo';
import { toastSuccess } from '../../app/notify';
import { ErrorBox } from '../../ui/ErrorBox';
import { useFormSave } from '../auth/useFormSave';
import { SaveKioskTextsDocument, TenantKioskTextsDocument } from './documents';
import { st } from '../../i18n/staff';

type Rule = { key: string; group: string; question: boolean; defaultText: string; text?: string | null };

/** A key as people read it: hr_1 -> HR 1, q1 -> Q1. */
const keyLabel = (key: string) => key.toUpperCase().replace('_', ' ');

/**
 * The tenant's kiosk texts (issue 23): a field per rule and question, grouped as the kiosk asks them, the default
 * words as each field's placeholder (empty keeps them; a question Q1..Q6 left empty is not asked), and the
 * contractor rules partners accept, one a line. Saving sends the whole set.
 */
export function KioskTextsForm({ tenantId }: { tenantId: string | null }) {
  const { data, loading } = useQuery(TenantKioskTextsDocument, {
    variables: { tenantId },
    skip: !tenantId,
    fetchPolicy: 'network-only',
  });
  if (!tenantId) return <Text c="dimmed">{st('kioskTexts.chooseTenant')}</Text>;
  if (loading || !data) return <Skeleton h={320} radius="md" />;
  const t = data.tenantKioskTexts;
  return <Editor tenantId={tenantId} rules={t.rules} contractorRules={t.contractorRules} defaults={t.defaultContractorRules} />;
}

function Editor({
  tenantId,
  rules,
  contractorRules,
  defaults,
}: {
  tenantId: string;
  rules: Rule[];
  contractorRules: string[];
  defaults: string[];
}) {
  const [save] = useMutation(SaveKioskTextsDocument, { context: localErrors });
  const [texts, setTexts] = useState<Record<string, string>>(() => Object.fromEntries(rules.map((r) => [r.key, r.text ?? ''])));
  const [contractor, setContractor] = useState(contractorRules.join('\n'));
  const [askAgain, setAskAgain] = useState(false);
  const groups = [...new Set(rules.map((r) => r.group))];

  const { error, saving, onSubmit } = useFormSave(st('kioskTexts.notSaved'), async () => {
    await save({
      variables: {
        input: {
          tenantId,
          texts: Object.entries(texts)
            .filter(([, v]) => v.trim() !== '')
            .map(([key, text]) => ({ key, text: text.trim() })),
          contractorRules: contractor
            .split('\n')
            .map((l) => l.trim())
            .filter((l) => l !== ''),
          askAgain,
        },
      },
      refetchQueries: ['AgreementVersions'],
    });
    setAskAgain(false);
    toastSuccess(Messages.kioskTextsSaved, { autoClose: 4000 });
  });

  const field = (r: Rule) => (
    <Textarea
      key={r.key}
      label={r.question ? st('kioskTexts.yesNoLabel', { label: keyLabel(r.key) }) : keyLabel(r.key)}
      placeholder={r.key.startsWith('q') ? st('kioskTexts.notAsked') : r.defaultText}
      value={texts[r.key] ?? ''}
      onChange={(e) => {
        const v = e.currentTarget.value;
        setTexts((all) => ({ ...all, [r.key]: v }));
      }}
      autosize
      minRows={1}
      maxLength={500}
      data-testid={`text-${r.key}`}
    />
  );

  return (
    <form onSubmit={onSubmit} data-testid="kiosk-texts">
      <Stack gap="lg">
        {groups.map((g) => (
          <Paper key={g} withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
            <Stack gap="sm">
              <Title order={3} size="h4">
                {g === 'Questionnaire' ? st('kioskTexts.questionsGroup') : g}
              </Title>
              {rules.filter((r) => r.group === g).map(field)}
            </Stack>
          </Paper>
        ))}
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
          <Textarea
            label={st('kioskTexts.contractorRules')}
            placeholder={defaults.join('\n')}
            value={contractor}
            onChange={(e) => setContractor(e.currentTarget.value)}
            autosize
            minRows={4}
            data-testid="text-contractor-rules"
          />
        </Paper>
        <Checkbox
          label={st('kioskTexts.askAgain')}
          checked={askAgain}
          onChange={(e) => setAskAgain(e.currentTarget.checked)}
          data-testid="kiosk-texts-ask-again"
        />
        {error ? <ErrorBox testId="kiosk-texts-error">{error}</ErrorBox> : null}
        <Button type="submit" size="lg" loading={saving} data-testid="kiosk-texts-save">
          {st('kioskTexts.save')}
        </Button>
      </Stack>
    </form>
  );
}
