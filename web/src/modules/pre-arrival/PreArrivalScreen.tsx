import { useMutation, useQuery } from '@apollo/client/react';
import {
  Alert,
  Button,
  Center,
  Checkbox,
  Container,
  Group,
  Loader,
  Paper,
  Radio,
  Stack,
  Text,
  TextInput,
  Title,
  useDirection,
} from '@mantine/core';
import { Suspense, useEffect, useMemo, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { RTL_LANGUAGES, isLanguage } from '@contracts/languages';
import { RULE_QUESTIONS } from '@contracts/rule-questions';
import type { RuleKey } from '@contracts/kiosk-rules';
import { carReg as normCarReg } from '@contracts/normalise';
import { localErrors } from '../../app/apollo';
import { graphQLErrorText } from '../auth/errors';
import { setLanguage, translate, useLanguage } from '../../i18n/core';
import { kt } from '../../i18n/kiosk';
import { translateMessage } from '../../i18n/messages';
import { pat } from '../../i18n/preArrival';
import { SignaturePad } from '../kiosk/ui/lazy';
import type { PreArrivalFieldsFragment } from '../../gql/graphql';
import { PreArrivalDocument, SubmitPreArrivalDocument } from './documents';

type View = PreArrivalFieldsFragment;

/** A radio's whole row is its touch target: at least 44 x 44 px (web/e2e/ux.ts). */
const TARGET = { root: { minHeight: 44, minWidth: 64, display: 'flex', alignItems: 'center' } } as const;

/** A rule's words: the tenant's own as written; the built-in default's in the visitor's language. */
const ruleWords = (key: string, text: string) =>
  RULE_QUESTIONS[key as RuleKey]?.text === text ? (translate(`rules.${key}`) ?? text) : text;

/**
 * The pre-arrival page (issue 38): the booking's details read-only, the car registration typed (the planned kiosk
 * path's one field), the tenant's rules and questions of the version in force (each ticked or answered), and the
 * signature when the booking asks for one. Sent as a whole; opened again before arrival it shows what was given and
 * may be changed. The server checks everything again (the kiosk's rules); its refusals are shown in the language.
 */
export function PreArrivalScreen() {
  const { token = '' } = useParams();
  const lng = useLanguage();
  const { setDirection } = useDirection();
  const read = useQuery(PreArrivalDocument, { variables: { token }, context: localErrors, fetchPolicy: 'network-only' });
  const [send, sending] = useMutation(SubmitPreArrivalDocument, { context: localErrors });
  const sent = sending.data?.submitPreArrival;
  const view: View | undefined = sent ?? read.data?.preArrival ?? undefined;
  // The e-mail's language (its link says it, ?lang=), else the visitor's last kiosk language, else English.
  const [params] = useSearchParams();
  const asked = params.get('lang');
  const wanted = asked && isLanguage(asked) ? asked : view?.language && isLanguage(view.language) ? view.language : 'en';
  useEffect(() => {
    void setLanguage(wanted);
  }, [wanted]);
  useEffect(() => setDirection(RTL_LANGUAGES.includes(lng) ? 'rtl' : 'ltr'), [lng, setDirection]);

  const error = read.error;
  return (
    <Center mih="100dvh" bg="gray.0" px={{ base: 'xs', sm: 'md' }}>
      <Container size={720} py="xl" w="100%" px={0}>
        <Paper
          withBorder
          radius="lg"
          p={{ base: 'md', sm: 'xl' }}
          shadow="sm"
          data-testid="prearrival-page"
          data-state={view ? (view.completedAt ? 'DONE' : 'OPEN') : error ? 'ERROR' : 'LOADING'}
        >
          {!view && !error ? (
            <Center py="xl">
              <Loader aria-label={kt('loading')} />
            </Center>
          ) : null}
          {!view && error ? (
            <Alert color="red" variant="light" data-testid="prearrival-error">
              <Text size="lg">{translateMessage(graphQLErrorText(error) ?? pat('invalid'))}</Text>
            </Alert>
          ) : null}
          {view ? (
            <PreArrivalForm
              key={view.versionId}
              view={view}
              lng={lng}
              busy={sending.loading}
              saved={!!sent}
              error={sending.error ? translateMessage(graphQLErrorText(sending.error) ?? pat('invalid')) : null}
              onSubmit={(input) => void send({ variables: { input: { token, ...input } } }).catch(() => undefined)}
            />
          ) : null}
        </Paper>
      </Container>
    </Center>
  );
}

type Input = { carReg: string; versionId: string; answers: { key: string; answer: string }[]; signature: string | null };

function PreArrivalForm({
  view,
  lng,
  busy,
  saved,
  error,
  onSubmit,
}: {
  view: View;
  lng: string;
  busy: boolean;
  saved: boolean;
  error: string | null;
  onSubmit: (input: Input) => void;
}) {
  const given = useMemo(() => Object.fromEntries(view.answers.map((a) => [a.key, a.answer])), [view.answers]);
  const [carReg, setCarReg] = useState(view.carReg ?? '');
  const [answers, setAnswers] = useState<Record<string, string>>(given);
  const [signature, setSignature] = useState<string | null>(null);
  const [tried, setTried] = useState(false);
  const when = new Date(view.dateOfVisit).toLocaleString(lng, { timeZone: view.timeZone, dateStyle: 'full', timeStyle: 'short' });
  const groups = view.rules.reduce<Record<string, View['rules']>>((g, r) => ({ ...g, [r.group]: [...(g[r.group] ?? []), r] }), {});
  const complete =
    carReg.trim() !== '' &&
    view.rules.every((r) => (r.question ? answers[r.key] === 'yes' || answers[r.key] === 'no' : answers[r.key] === 'yes')) &&
    (!view.signatureRequired || view.signed || !!signature);
  const submit = () => {
    setTried(true);
    if (!complete) return;
    onSubmit({
      carReg: normCarReg(carReg),
      versionId: view.versionId,
      answers: view.rules.filter((r) => answers[r.key]).map((r) => ({ key: r.key, answer: answers[r.key] })),
      signature,
    });
  };
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {pat('title', { tenant: view.tenantName })}
      </Title>
      <Text size="lg">{pat('intro')}</Text>
      <Stack gap={4}>
        <Text fw={600}>{pat('when', { when })}</Text>
        <Text>{pat('where', { depot: view.depotCode, address: view.depotAddress })}</Text>
        {view.hostName ? <Text>{pat('host', { host: view.hostName })}</Text> : null}
      </Stack>

      <Stack gap="sm">
        <Title order={2} size="h3">
          {pat('details')}
        </Title>
        <Text c="dimmed">{pat('detailsNote')}</Text>
        <TextInput label={kt('firstName')} value={view.firstName} readOnly size="md" data-testid="prearrival-firstname" />
        <TextInput label={kt('lastName')} value={view.lastName} readOnly size="md" data-testid="prearrival-lastname" />
        <TextInput label={kt('company')} value={view.company} readOnly size="md" data-testid="prearrival-company" />
        <TextInput
          label={kt('carReg')}
          description={kt('carRegHint')}
          value={carReg}
          onChange={(e) => setCarReg(e.currentTarget.value.toUpperCase())}
          maxLength={16}
          required
          size="md"
          autoComplete="off"
          dir="ltr"
          data-testid="prearrival-carreg"
          error={tried && !carReg.trim() ? pat('missing') : undefined}
        />
      </Stack>

      <Stack gap="sm">
        <Title order={2} size="h3">
          {pat('rules', { number: view.versionNumber })}
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
                  onChange={(v) => setAnswers((a) => ({ ...a, [r.key]: v }))}
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
                    setAnswers((a) => ({ ...a, [r.key]: on ? 'yes' : '' }));
                  }}
                  data-testid={`prearrival-rule-${r.key}`}
                  styles={{ root: { minHeight: 44, display: 'flex', alignItems: 'center' } }}
                />
              ),
            )}
          </Stack>
        ))}
      </Stack>

      {view.signatureRequired ? (
        <Stack gap="sm">
          <Title order={2} size="h3">
            {pat('signature')}
          </Title>
          {view.signed && !signature ? <Text data-testid="prearrival-signed">{pat('signed')}</Text> : null}
          {signature ? (
            <Group justify="space-between" wrap="wrap">
              <img src={signature} alt={pat('signature')} style={{ maxWidth: '100%', height: 80, background: 'white' }} />
              <Button variant="default" size="md" onClick={() => setSignature(null)} data-testid="prearrival-resign">
                {kt('clearSignature')}
              </Button>
            </Group>
          ) : (
            <Suspense fallback={<Loader />}>
              <SignaturePad onComplete={setSignature} />
            </Suspense>
          )}
        </Stack>
      ) : null}

      {tried && !complete ? (
        <Alert color="orange" variant="light" data-testid="prearrival-missing">
          {pat('missing')}
        </Alert>
      ) : null}
      {error ? (
        <Alert color="red" variant="light" data-testid="prearrival-submit-error">
          {error}
        </Alert>
      ) : null}
      {saved && !error ? (
        <Alert color="green" variant="light" data-testid="prearrival-saved">
          <Text size="lg">{pat('saved', { name: view.firstName })}</Text>
          <Text>{pat('edit')}</Text>
        </Alert>
      ) : null}
      <Button
        size="lg"
        fullWidth
        loading={busy}
        onClick={submit}
        data-testid="prearrival-submit"
        h="auto"
        py="sm"
        styles={{ label: { whiteSpace: 'normal' } }}
      >
        {pat('submit')}
      </Button>
    </Stack>
  );
}
