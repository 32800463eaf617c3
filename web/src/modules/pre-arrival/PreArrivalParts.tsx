import { Suspense } from 'react';
import { Button, Checkbox, Group, Loader, Radio, Stack, Text, Title } from '@mantine/core';
import { RULE_QUESTIONS } from '@contracts/rule-questions';
import type { RuleKey } from '@contracts/kiosk-rules';
import { translate } from '../../i18n/core';
import { kt } from '../../i18n/kiosk';
import { pat } from '../../i18n/preArrival';
import { SignaturePad } from '../kiosk/ui/lazy';
import type { PreArrivalFieldsFragment } from '../../gql/graphql';

export type View = PreArrivalFieldsFragment;

/** A radio's whole row is its touch target: at least 44 x 44 px (web/e2e/ux.ts). */
const TARGET = { root: { minHeight: 44, minWidth: 64, display: 'flex', alignItems: 'center' } } as const;

/** A rule's words: the tenant's own as written; the built-in default's in the visitor's language. */
const ruleWords = (key: string, text: string) =>
  RULE_QUESTIONS[key as RuleKey]?.text === text ? (translate(`rules.${key}`) ?? text) : text;

/** The rules and questions of the version shown, by group: each rule ticked, each question answered yes or no. */
export function RulesSection({
  view,
  answers,
  onAnswer,
}: {
  view: View;
  answers: Record<string, string>;
  onAnswer: (key: string, answer: string) => void;
}) {
  const groups = view.rules.reduce<Record<string, View['rules']>>((g, r) => ({ ...g, [r.group]: [...(g[r.group] ?? []), r] }), {});
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {/* Version 0 is the built-in default words (no save of the tenant): no number to show. */}
        {view.versionNumber > 0 ? pat('rules', { number: view.versionNumber }) : pat('rulesBuiltIn')}
      </Title>
      <Text c="dimmed">{pat('rulesNote')}</Text>
      {Object.entries(groups).map(([group, rules]) => (
        <Stack key={group} gap="sm" component="section">
          {rules.map((r) =>
            r.question ? (
              <Radio.Group
                key={r.key}
                label={ruleWords(r.key, r.text)}
                value={answers[r.key] ?? ''}
                onChange={(v) => onAnswer(r.key, v)}
                data-testid={`prearrival-q-${r.key}`}
                styles={{ label: { fontWeight: 500, fontSize: 'var(--mantine-font-size-md)' } }}
              >
                <Group gap="xl" mt={6}>
                  <Radio size="md" value="yes" label={kt('yes')} data-testid={`prearrival-q-${r.key}-yes`} styles={TARGET} />
                  <Radio size="md" value="no" label={kt('no')} data-testid={`prearrival-q-${r.key}-no`} styles={TARGET} />
                </Group>
              </Radio.Group>
            ) : (
              <Checkbox
                key={r.key}
                size="md"
                label={ruleWords(r.key, r.text)}
                checked={answers[r.key] === 'yes'}
                onChange={(e) => {
                  const on = e.currentTarget.checked;
                  onAnswer(r.key, on ? 'yes' : '');
                }}
                data-testid={`prearrival-rule-${r.key}`}
                styles={{ root: { minHeight: 44, display: 'flex', alignItems: 'center' } }}
              />
            ),
          )}
        </Stack>
      ))}
    </Stack>
  );
}

/** The signature, when the booking asks for one: the pad, or what was drawn with a way to draw again. */
export function SignatureSection({
  signed,
  signature,
  onSignature,
}: {
  signed: boolean;
  signature: string | null;
  onSignature: (png: string | null) => void;
}) {
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {pat('signature')}
      </Title>
      {signed && !signature ? <Text data-testid="prearrival-signed">{pat('signed')}</Text> : null}
      {signature ? (
        <Group justify="space-between" wrap="wrap">
          <img src={signature} alt={pat('signature')} style={{ maxWidth: '100%', height: 80, background: 'white' }} />
          <Button variant="default" size="md" onClick={() => onSignature(null)} data-testid="prearrival-resign">
            {kt('clearSignature')}
          </Button>
        </Group>
      ) : (
        <Suspense fallback={<Loader />}>
          <SignaturePad onComplete={onSignature} />
        </Suspense>
      )}
    </Stack>
  );
}
