/// <reference types="jest" />
/**
 * The sign-in pages' language (issue 39): the one picked on the page, else the browser's first we have ('pl-PL' is
 * Polish), else English; a pick is remembered in this browser and lays Arabic out right to left. The real gate
 * (inSignInLanguage), frame (AuthLayout) and picker; the translations load as their chunks do in the browser.
 */
import { DirectionProvider, MantineProvider } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { chooseSignInLanguage, SIGN_IN_LANGUAGE_KEY, supportedLanguage } from '../../../i18n/signInChoice';
import { inSignInLanguage } from '../inSignInLanguage';
import { AuthLayout } from '../../../ui/AuthLayout';
import { SignInLanguagePicker } from '../../../modules/auth/SignInLanguagePicker';
import { at } from '../../../i18n/auth';
import { loadedEngine } from '../../../i18n/core';
import { enAuth } from '../../../i18n/locales/en-auth';
import { plAuth } from '../../../i18n/locales/pl-auth';
import { arAuth } from '../../../i18n/locales/ar-auth';

describe('the choice (i18n/signInChoice.ts)', () => {
  it('picked first, then the browser’s first language we have, then English', () => {
    expect(chooseSignInLanguage('ar', ['pl-PL', 'en'])).toBe('ar');
    expect(chooseSignInLanguage(null, ['pl-PL', 'en'])).toBe('pl');
    expect(chooseSignInLanguage(null, ['fr-FR', 'de', 'pt-BR', 'es'])).toBe('pt');
    expect(chooseSignInLanguage('fr', ['lt-LT'])).toBe('lt'); // a stored code we do not have is no pick
    expect(chooseSignInLanguage(undefined, ['fr-FR', 'de-DE'])).toBe('en');
    expect(chooseSignInLanguage(null, [])).toBe('en');
  });

  it('maps a browser tag to its language: pl-PL, es_ES, AR, unknown', () => {
    expect(supportedLanguage('pl-PL')).toBe('pl');
    expect(supportedLanguage('es_ES')).toBe('es');
    expect(supportedLanguage('AR')).toBe('ar');
    expect(supportedLanguage('ro-MD')).toBe('ro');
    expect(supportedLanguage('zh-Hant-TW')).toBeNull();
    expect(supportedLanguage('')).toBeNull();
  });
});

function Probe() {
  return (
    <AuthLayout title={at('login.loginTitle')} subtitle={at('login.loginSubtitle')} below={<SignInLanguagePicker />}>
      <button type="button">{at('login.loginSubmit')}</button>
    </AuthLayout>
  );
}
const Page = inSignInLanguage(Probe);
const show = () =>
  render(
    <DirectionProvider>
      <MantineProvider>
        <MemoryRouter>
          <Page />
        </MemoryRouter>
      </MantineProvider>
    </DirectionProvider>,
  );

const browserLanguages = (langs: string[]) => Object.defineProperty(navigator, 'languages', { value: langs, configurable: true });

describe('a sign-in page', () => {
  beforeEach(() => localStorage.clear());

  it('speaks English when the browser speaks none of ours, without the engine', async () => {
    browserLanguages(['fr-FR', 'de']);
    const { unmount } = show();
    expect(await screen.findByRole('heading', { name: enAuth.login.loginTitle })).toBeTruthy();
    expect((screen.getByTestId('sign-in-language') as HTMLSelectElement).value).toBe('en');
    expect(loadedEngine()).toBeNull(); // English needs no engine and no translation chunk
    unmount();
  });

  it("speaks the browser's language (pl-PL: Polish), then the one picked (Arabic, right to left), remembered", async () => {
    browserLanguages(['pl-PL', 'en-GB']);
    const first = show();
    expect(await screen.findByRole('heading', { name: plAuth.login.loginTitle })).toBeTruthy();
    expect(screen.getByRole('button', { name: plAuth.login.loginSubmit })).toBeTruthy();
    expect([document.documentElement.lang, document.documentElement.dir]).toEqual(['pl', 'ltr']);
    expect(screen.queryByText(enAuth.login.loginTitle)).toBeNull();

    await userEvent.selectOptions(screen.getByTestId('sign-in-language'), 'ar');
    expect(await screen.findByRole('heading', { name: arAuth.login.loginTitle })).toBeTruthy();
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
    expect(localStorage.getItem(SIGN_IN_LANGUAGE_KEY)).toBe('ar');
    first.unmount();

    // the next visit: the pick wins over the browser's Polish
    show();
    expect(await screen.findByRole('heading', { name: arAuth.login.loginTitle })).toBeTruthy();
    expect(screen.getByLabelText(arAuth.login.language)).toBeTruthy();
  });
});
