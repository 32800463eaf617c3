import { startTestServer, type TestServer } from '../../../test/server';
import { gql, loginToken } from '../../../test/http';
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

async function startAt(tenantId: string): Promise<string> {
  const r = await gql(s.url, START, { t: tenantId });
  expect(r.errors).toBeUndefined();
  return r.data.startOidcSignIn;
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
    const url = new URL(await startAt(tenant.id));
    expect(url.origin).toBe(op.issuer);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toBeTruthy();
    expect(url.searchParams.get('state')).toBeTruthy();
    expect(url.searchParams.get('nonce')).toBeTruthy();
    expect(url.searchParams.get('redirect_uri')).toBe(redirectUri);

    const callback = await op.signIn(url.href, 'alice', redirectUri);
    expect(callback).toContain('code=');
    const done = await gql(s.url, COMPLETE, { c: callback });
    expect(done.errors).toBeUndefined();
    expect(done.data.completeOidcSignIn.user).toEqual({ id: alice.id, username: alice.username, tenantId: tenant.id });
    const me = await gql(s.url, '{ me { username } }', {}, done.data.completeOidcSignIn.token);
    expect(me.data.me.username).toBe(alice.username);

    // The same answer again (a replayed state): refused.
    const replay = await gql(s.url, COMPLETE, { c: callback });
    expect(replay.errors?.[0]).toMatchObject({ message: SignInMessages.ssoStateInvalid, extensions: { code: 'BAD_USER_INPUT' } });
  });
});
