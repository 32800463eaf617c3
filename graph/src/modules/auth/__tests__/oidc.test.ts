import { startTestServer, type TestServer } from '../../../test/server';
import { gql, loginToken, rest } from '../../../test/http';
import { makeUser, makeWorld, TEST_PASSWORD } from '../../../test/factories';
import type { OidcProvider } from '../../../test/oidc';
import { CLIENT, startSsoProvider } from './oidc-support';
import { SignInMessages } from '../../../contracts/sign-in-messages';

/**
 * Issue 25, single sign-on per tenant: OpenID Connect, authorisation code with PKCE, against a real provider
 * (oidc-provider 9 in a child process) driven through its redirects and login form as a browser would: one whole sign-in
 * over GraphQL and the guard. The settings' rules, state and issuer checks and user matching are in oidc.service.test.ts.
 */
let s: TestServer;
let op: OidcProvider;
let redirectUri: string;
const SAVE = `mutation($i:TenantSsoInput!){ setTenantSso(input:$i){ tenantId oidcIssuer oidcClientId oidcClientSecretSet oidcRedirectUri ssoLoginUrl } }`;
const START = `mutation($t:ID!){ startOidcSignIn(tenantId:$t) }`;
const COMPLETE = `mutation($c:String!){ completeOidcSignIn(callback:$c){ token user { id username tenantId } } }`;

beforeAll(async () => {
  s = await startTestServer({ worker: false });
  // The test provider is on this machine: loopback is allowed only with the test flag (issue 40).
  s.config.webhooks.allowPrivate = true;
  redirectUri = `${s.url}/sso/callback`;
  op = await startSsoProvider(redirectUri);
}, 60_000);
afterAll(async () => {
  await op?.close();
  await s?.close();
});

/** A tenant with single sign-on set up by its TenantAdmin, and that admin's token. */
async function ssoTenant() {
  const world = await makeWorld(s.orm);
  const adminToken = await loginToken(s.url, world.admin.username, TEST_PASSWORD);
  const saved = await gql(
    s.url,
    SAVE,
    { i: { issuer: op.issuer, clientId: CLIENT.client_id, clientSecret: CLIENT.client_secret } },
    adminToken,
  );
  expect(saved.errors).toBeUndefined();
  return { ...world, adminToken, settings: saved.data.setTenantSso };
}

/** GraphQL over HTTP as a browser sends it: with its cookie header; the answer's Set-Cookie headers too. */
async function browserGql(query: string, variables: Record<string, unknown>, cookie?: string) {
  const r = await rest(s.url, 'POST', 'graphql', { body: { query, variables }, headers: cookie ? { cookie } : {} });
  return {
    ...(r.body as { data?: any; errors?: { message: string; extensions?: { code?: string } }[] }),
    setCookies: r.headers.getSetCookie(),
  };
}

/** Starts a sign-in as a browser: the authorisation URL, the binding cookie it was given (`name=value`) and its attributes. */
async function startAt(tenantId: string): Promise<{ url: string; cookie: string; setCookie: string }> {
  const r = await browserGql(START, { t: tenantId });
  expect(r.errors).toBeUndefined();
  expect(r.setCookies).toHaveLength(1);
  return { url: r.data.startOidcSignIn, cookie: r.setCookies[0].split(';')[0], setCookie: r.setCookies[0] };
}

describe('single sign-on settings', () => {
  it('are not a DepotManager’s', async () => {
    const { manager } = await makeWorld(s.orm);
    const token = await loginToken(s.url, manager.username, TEST_PASSWORD);
    const r = await gql(s.url, SAVE, { i: { issuer: op.issuer, clientId: 'x', clientSecret: 'y' } }, token);
    expect(r.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});

describe('single sign-on', () => {
  it('signs a staff user of the tenant in by verified e-mail, through the provider’s redirects and login form (PKCE, state, nonce)', async () => {
    const { tenant, depot } = await ssoTenant();
    const alice = await makeUser(s.orm, { tenant, depot, role: 'DepotManager', email: 'alice@acme.example' });
    expect(
      (await gql(s.url, `query($t:ID!){ ssoProvider(tenantId:$t){ tenantId tenantName } }`, { t: tenant.id })).data.ssoProvider,
    ).toEqual({
      tenantId: tenant.id,
      tenantName: tenant.name,
    });
    const started = await startAt(tenant.id);
    // The browser binding (issue 40): a random value, HttpOnly, SameSite=Lax, sent only to /graphql, for ten minutes
    // (Secure over https: cookies.test.ts), and kept on the server only as its hash.
    expect(started.setCookie).toMatch(/^dr_sso_browser=[A-Za-z0-9_-]{43}; Path=\/graphql; Max-Age=600; HttpOnly; SameSite=Lax$/);
    const [flow] = await s.orm.em.fork().getConnection().execute(`select * from oidc_sign_in where tenant_id = ?`, [tenant.id]);
    expect(JSON.stringify(flow)).not.toContain(started.cookie.split('=')[1]);
    const url = new URL(started.url);
    expect(url.origin).toBe(op.issuer);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toBeTruthy();
    expect(url.searchParams.get('state')).toBeTruthy();
    expect(url.searchParams.get('nonce')).toBeTruthy();
    expect(url.searchParams.get('redirect_uri')).toBe(redirectUri);

    const callback = await op.signIn(url.href, 'alice', redirectUri);
    expect(callback).toContain('code=');
    const done = await browserGql(COMPLETE, { c: callback }, started.cookie);
    expect(done.errors).toBeUndefined();
    expect(done.data.completeOidcSignIn.user).toEqual({ id: alice.id, username: alice.username, tenantId: tenant.id });
    // The binding is cleared once used.
    expect(done.setCookies).toEqual(['dr_sso_browser=; Path=/graphql; Max-Age=0; HttpOnly; SameSite=Lax']);
    const me = await gql(s.url, '{ me { username } }', {}, done.data.completeOidcSignIn.token);
    expect(me.data.me.username).toBe(alice.username);
    // The trail keeps the sign-in (issue 40): who, how, from where.
    const [trail] = await s.orm.em
      .fork()
      .getConnection()
      .execute(`select actor_id, tenant_id, operation, changes, ip from audit_log where action = 'auth.sign-in' and actor_id = ?`, [
        alice.id,
      ]);
    expect(trail).toMatchObject({ actor_id: alice.id, tenant_id: tenant.id, operation: 'EVENT', changes: { method: { after: 'sso' } } });
    expect(trail.ip).toMatch(/127\.0\.0\.1|::1/);

    // The same answer again (a replayed state): refused.
    const replay = await browserGql(COMPLETE, { c: callback }, started.cookie);
    expect(replay.errors?.[0]).toMatchObject({ message: SignInMessages.ssoStateInvalid, extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('is bound to the browser that started it: an attacker’s own sign-in completed in another browser is refused (issue 40)', async () => {
    const { tenant, depot } = await ssoTenant();
    // The attacker has an account of the tenant (alice); the victim is signed in as nobody.
    await makeUser(s.orm, { tenant, depot, role: 'DepotManager', email: 'alice@acme.example' });
    // The victim's browser is made to open the attacker's callback: it has no binding cookie, or one of its own sign-in,
    // or a made-up one.
    const victim = await startAt(tenant.id);
    for (const cookie of [undefined, victim.cookie, 'dr_sso_browser=forged-value']) {
      const attacker = await startAt(tenant.id);
      const callback = await op.signIn(attacker.url, 'alice', redirectUri);
      const r = await browserGql(COMPLETE, { c: callback }, cookie);
      expect([cookie, r.data]).toEqual([cookie, null]);
      expect(r.errors?.[0]).toMatchObject({ message: SignInMessages.ssoOtherBrowser, extensions: { code: 'FORBIDDEN' } });
      // Taken once: not even the attacker's own browser finishes it afterwards.
      const late = await browserGql(COMPLETE, { c: callback }, attacker.cookie);
      expect(late.errors?.[0].message).toBe(SignInMessages.ssoStateInvalid);
    }
    // Nothing else was touched: the victim's own sign-in still waits.
    const [{ n }] = await s.orm.em
      .fork()
      .getConnection()
      .execute(`select count(*)::int as n from oidc_sign_in where tenant_id = ?`, [tenant.id]);
    expect(n).toBe(1);
  });

  it('refuses an ID token that does not carry the nonce the sign-in started with', async () => {
    const { tenant, depot } = await ssoTenant();
    await makeUser(s.orm, { tenant, depot, role: 'DepotManager', email: 'alice@acme.example' });
    const started = await startAt(tenant.id);
    // The authorisation request is altered on its way to the provider: the provider signs another nonce.
    const url = new URL(started.url);
    url.searchParams.set('nonce', 'a-nonce-the-server-never-made');
    const callback = await op.signIn(url.href, 'alice', redirectUri);
    const r = await browserGql(COMPLETE, { c: callback }, started.cookie);
    expect(r.errors?.[0]).toMatchObject({ message: SignInMessages.ssoFailed, extensions: { code: 'BAD_USER_INPUT' } });
  });
});
