import { useMutation } from '@apollo/client/react';
import { Select, Stack } from '@mantine/core';
import { SectionHeading } from '../../ui/SectionHeading';
import { useState } from 'react';
import { LANGUAGE_NAMES, LANGUAGES, languageOr } from '@contracts/languages';
import { localErrors } from '../../app/apollo';
import { useAuth } from '../../app/auth';
import { toastSuccess } from '../../app/notify';
import { ErrorBox } from '../../ui/ErrorBox';
import { graphQLErrorText } from './errors';
import { SetMyLanguageDocument } from './documents';
import { st } from '../../i18n/staff';

/** The picker's value for "the company default". */
const DEFAULT = 'default';

/**
 * /profile "Language" (issue 39): the language of the user's staff screens, e-mails, summaries and exports; the
 * company default (the tenant's) unless the user picks one. Saves at once; the staff area then speaks it
 * (StaffLayout, app/staffLanguage.ts), each language named in its own words.
 */
export function MyLanguageForm() {
  const { user } = useAuth();
  const [save, { loading }] = useMutation(SetMyLanguageDocument, { context: localErrors });
  const [error, setError] = useState<string | null>(null);
  if (!user) return null;
  const tenantName = LANGUAGE_NAMES[languageOr(user.tenantLanguage)];
  const data = [
    { value: DEFAULT, label: st('account.languageDefault', { name: tenantName }) },
    ...LANGUAGES.map((l) => ({ value: l, label: LANGUAGE_NAMES[l] })),
  ];
  const change = async (value: string | null) => {
    if (!value) return;
    setError(null);
    try {
      await save({ variables: { language: value === DEFAULT ? null : value } });
      toastSuccess(st('account.languageSaved'));
    } catch (err) {
      setError(graphQLErrorText(err) ?? st('account.languageNotSaved'));
    }
  };
  return (
    <Stack gap="sm" data-testid="my-language">
      <SectionHeading title={st('account.languageTitle')} intro={st('account.languageIntro')} />
      <Select
        label={st('account.languageLabel')}
        data={data}
        value={user.ownLanguage ?? DEFAULT}
        onChange={(v) => void change(v)}
        disabled={loading}
        allowDeselect={false}
        maw={360}
        data-testid="my-language-select"
      />
      {error ? <ErrorBox testId="my-language-error">{error}</ErrorBox> : null}
    </Stack>
  );
}
