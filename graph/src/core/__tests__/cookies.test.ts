import { readCookie, serializeCookie } from '../http/cookies';

/** The cookie helpers the single sign-on's browser binding uses (issue 40): what is set, and what is read back. */
describe('cookies', () => {
  const opts = { path: '/graphql', maxAge: 600, sameSite: 'Lax' as const };

  it('are set HttpOnly with SameSite, a narrow path and a max-age; Secure only over https', () => {
    expect(serializeCookie('dr_sso_browser', 'abc-_1', { ...opts, secure: false })).toBe(
      'dr_sso_browser=abc-_1; Path=/graphql; Max-Age=600; HttpOnly; SameSite=Lax',
    );
    expect(serializeCookie('dr_sso_browser', 'abc', { ...opts, secure: true })).toBe(
      'dr_sso_browser=abc; Path=/graphql; Max-Age=600; HttpOnly; SameSite=Lax; Secure',
    );
    expect(serializeCookie('dr_sso_browser', '', { ...opts, maxAge: 0, secure: false })).toContain('Max-Age=0');
    // Nothing that could split the header or add an attribute.
    expect(() => serializeCookie('x', 'a; Domain=evil.example', { ...opts, secure: false })).toThrow();
    expect(() => serializeCookie('x\r\n', 'a', { ...opts, secure: false })).toThrow();
  });

  it('are read by exact name, only in the form this server sets them', () => {
    const header = 'other=1; dr_sso_browser_x=2;  dr_sso_browser=abc_-9 ; last=3';
    expect(readCookie(header, 'dr_sso_browser')).toBe('abc_-9');
    expect(readCookie(header, 'missing')).toBeUndefined();
    expect(readCookie(undefined, 'dr_sso_browser')).toBeUndefined();
    expect(readCookie('dr_sso_browser="quoted value"', 'dr_sso_browser')).toBeUndefined();
  });
});
