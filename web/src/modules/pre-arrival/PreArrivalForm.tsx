import { useMemo, useState } from 'react';
import { Alert, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { carReg as normCarReg } from '@contracts/normalise';
import { kt } from '../../i18n/kiosk';
import { pat } from '../../i18n/preArrival';
import { RulesSection, SignatureSection, type View } from './PreArrivalParts';
import { PreArrivalCourses } from './PreArrivalCourses';
import { PreArrivalDocuments } from './PreArrivalDocuments';

export type Input = { carReg: string; versionId: string; answers: { key: string; answer: string }[]; signature: string | null };

export function PreArrivalForm({
  view,
  token,
  lng,
  busy,
  saved,
  error,
  onSubmit,
  onChanged,
}: {
  view: View;
  /** The link's token: the course and the documents are sent by it, each on its own. */
  token: string;
  lng: string;
  busy: boolean;
  saved: boolean;
  error: string | null;
  onSubmit: (input: Input) => void;
  /** A course passed or a document uploaded: the page reads the link again. */
  onChanged: () => void;
}) {
  const given = useMemo(() => Object.fromEntries(view.answers.map((a) => [a.key, a.answer])), [view.answers]);
  const [carReg, setCarReg] = useState(view.carReg ?? '');
  const [answers, setAnswers] = useState<Record<string, string>>(given);
  const [signature, setSignature] = useState<string | null>(null);
  const [tried, setTried] = useState(false);
  const when = new Date(view.dateOfVisit).toLocaleString(lng, { timeZone: view.timeZone, dateStyle: 'full', timeStyle: 'short' });
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

      <PreArrivalCourses view={view} token={token} lng={lng} onChanged={onChanged} />
      <PreArrivalDocuments view={view} token={token} onChanged={onChanged} />

      <RulesSection view={view} answers={answers} onAnswer={(key, answer) => setAnswers((a) => ({ ...a, [key]: answer }))} />
      {view.signatureRequired ? <SignatureSection signed={view.signed} signature={signature} onSignature={setSignature} /> : null}

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
