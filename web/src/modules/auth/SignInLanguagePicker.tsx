import { NativeSelect } from '@mantine/core';
import { LANGUAGE_NAMES, LANGUAGES, isLanguage } from '@contracts/languages';
import { pickSignInLanguage } from '../../app/signInLanguage';
import { useLanguage } from '../../i18n/core';
import { at } from '../../i18n/auth';

/**
 * The sign-in pages' language (issue 39): each language in its own words (never a flag), the browser's first guess
 * shown; a pick is remembered in this browser (app/signInLanguage.ts) and the page speaks it at once. A native select:
 * a phone opens its own list.
 */
export function SignInLanguagePicker() {
  const lng = useLanguage();
  return (
    <NativeSelect
      aria-label={at('login.language')}
      value={lng}
      onChange={(e) => {
        const picked = e.currentTarget.value;
        if (isLanguage(picked)) void pickSignInLanguage(picked);
      }}
      size="md"
      w={220}
      leftSection={
        <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden>
          <circle cx="12" cy="12" r="9" />
          <path d="M3 12h18M12 3c2.5 2.5 3.8 5.5 3.8 9s-1.3 6.5-3.8 9c-2.5-2.5-3.8-5.5-3.8-9S9.5 5.5 12 3Z" />
        </svg>
      }
      data-testid="sign-in-language"
    >
      {LANGUAGES.map((l) => (
        <option key={l} value={l} lang={l}>
          {LANGUAGE_NAMES[l]}
        </option>
      ))}
    </NativeSelect>
  );
}
