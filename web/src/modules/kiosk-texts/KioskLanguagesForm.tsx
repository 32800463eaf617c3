import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Checkbox, Group, Radio, Skeleton } from '@mantine/core';
import { useState } from 'react';
import { isLanguage, LANGUAGE_NAMES } from '@contracts/languages';
import { Messages } from '../../i18n/serverMessages';
import { localErrors } from '../../app/apollo';
import { toastSuccess } from '../../app/notify';
import { ErrorBox } from '../../ui/ErrorBox';
import { useFormSave } from '../auth/useFormSave';
import { SaveKioskLanguagesDocument, TenantKioskLanguagesDocument } from './documents';
import { st } from '../../i18n/staff';
import { Panel } from '../../ui/Panel';

const nameOf = (code: string) => (isLanguage(code) ? `${LANGUAGE_NAMES[code]} (${code})` : code);

/**
 * The tenant's kiosk languages (issue 27): which languages its kiosks offer (a box per language) and the one they start
 * in and return to at their idle reset. The server checks that the default is offered; its message shows here.
 */
export function KioskLanguagesForm({ tenantId }: { tenantId: string | null }) {
  const { data, loading } = useQuery(TenantKioskLanguagesDocument, {
    variables: { tenantId },
    skip: !tenantId,
    fetchPolicy: 'network-only',
  });
  if (!tenantId) return null;
  if (loading || !data) return <Skeleton h={160} radius="md" />;
  const l = data.tenantKioskLanguages;
  return <Editor tenantId={tenantId} supported={l.supported} languages={l.languages} defaultLanguage={l.defaultLanguage} />;
}

function Editor(props: { tenantId: string; supported: string[]; languages: string[]; defaultLanguage: string }) {
  const [save] = useMutation(SaveKioskLanguagesDocument, { context: localErrors });
  const [languages, setLanguages] = useState<string[]>(props.languages);
  const [defaultLanguage, setDefault] = useState(props.defaultLanguage);

  const { error, saving, onSubmit } = useFormSave(st('kioskTexts.languagesNotSaved'), async () => {
    await save({ variables: { input: { tenantId: props.tenantId, defaultLanguage, languages } } });
    toastSuccess(Messages.kioskLanguagesSaved, { autoClose: 4000 });
  });

  return (
    <Panel
      title={st('kioskTexts.languagesTitle')}
      gap="md"
      intro={st('kioskTexts.languagesIntro')}
      onSubmit={onSubmit}
      testId="kiosk-languages-form"
    >
      <Checkbox.Group label={st('kioskTexts.languagesOffered')} value={languages} onChange={setLanguages}>
        <Group gap="md" mt="xs">
          {props.supported.map((code) => (
            <Checkbox key={code} value={code} label={nameOf(code)} size="md" data-testid={`offer-${code}`} />
          ))}
        </Group>
      </Checkbox.Group>
      <Radio.Group label={st('kioskTexts.languageDefault')} value={defaultLanguage} onChange={setDefault}>
        <Group gap="md" mt="xs">
          {props.supported.map((code) => (
            <Radio key={code} value={code} label={nameOf(code)} size="md" data-testid={`default-${code}`} />
          ))}
        </Group>
      </Radio.Group>
      {error ? <ErrorBox testId="kiosk-languages-error">{error}</ErrorBox> : null}
      <Button type="submit" size="md" loading={saving} data-testid="kiosk-languages-save">
        {st('kioskTexts.languagesSave')}
      </Button>
    </Panel>
  );
}
