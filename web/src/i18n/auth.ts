import { catalogue } from './catalogue';
import { enAuth } from './locales/en-auth';

/**
 * The sign-in pages' words (login, forgotten and new password, two-step sign-in, single sign-on): a small catalogue of
 * their own, so the login page does not load the staff screens' (i18n/staff.ts). In the sign-in language (issue 39,
 * app/signInLanguage.ts: locales/<lng>-auth.ts, each its own chunk). `at('login.loginTitle')`.
 */
export const { t: at, map: atMap } = catalogue('auth', enAuth);
export type AuthKey = Parameters<typeof at>[0];
