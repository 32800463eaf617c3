import { startTestServer, type TestServer } from '../../../test/server';
import { gql, loginToken } from '../../../test/http';
import { makeDepot, makeTenant, makeUser, makeWorld, TEST_PASSWORD } from '../../../test/factories';
import { startOidcProvider, type OidcProvider } from '../../../test/oidc';
import { SignInMessages } from '../../../contracts/sign-in-messages';

/**
 * Issue 25, single sign-on per tenant: OpenID Connect, authorisation code with PKCE, against a real provider
 * (oidc-provider 9 in a child process) driven through its redirects and login form as a browser would.
 */
let s: TestServer;
let op: OidcProvider;
const CLIENT = { client_id: 'depot-register', client_secret: 'a-client-secret-of-the-provider' };
let redirectUri: string;
const SAVE = `mutation($i:TenantSsoInput!){ setTenantSso(input:$i){ tenantId oidcIssuer oidcClientId oidcClientSecretSet oidcRedirectUri ssoLoginUrl } }`;
const START = `mutation($t:ID!){ startOidcSignIn(tenantId:$t) }`;
const COMPLETE = `mutation($c:String!){ completeOidcSignIn(callback:$c){ token user { id username tenantId } } }`;

beforeAll(async () => {
  s = await startTestServer({ worker: false });
  redirectUri = `${s.url}/sso/callback`;
  op = await startOidcProvider({
    clients: [{ ...CLIENT, redirect_uris: [redirectUri] }],
    accounts: {
      alice: { email: 'alice@acme.example', email_verified: true },
      bob: { email: 'Bob@Acme.example', email_verified: true },
      carol: { email: 'carol@acme.example', email_verified: false },
      dave: { email: 'dave@elsewhere.example', email_verified: true },
      erin: { email: 'erin@acme.example', email_verified: true },
    },
  });
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
  it('are a TenantAdmin’s: the secret is stored sealed and never read back; the redirect URI and login link are shown', async () => {
    const { tenant, admin, adminToken, settings } = await ssoTenant();
    expect(settings).toEqual({
      tenantId: tenant.id,
      oidcIssuer: op.issuer,
      oidcClientId: CLIENT.client_id,
      oidcClientSecretSet: true,
      oidcRedirectUri: redirectUri,
      ssoLoginUrl: `${s.url}/ml-admin?sso=${tenant.id}`,
    });
    const read = await gql(s.url, `{ staffSignInSettings { oidcClientSecretSet requireTotp } }`, {}, adminToken);
    expect(read.data.staffSignInSettings).toEqual({ oidcClientSecretSet: true, requireTotp: false });
    const [row] = await s.orm.em.fork().getConnection().execute(`select oidc_client_secret from tenant where id = ?`, [tenant.id]);
    expect(row.oidc_client_secret).toMatch(/^v1\./);
    expect(row.oidc_client_secret).not.toContain(CLIENT.client_secret);
    // Audited, the secret masked.
    const audit = await s.orm.em
      .fork()
      .getConnection()
      .execute(`select actor_id, changes from audit_log where action = 'tenant.sso-settings' and target_id = ?`, [tenant.id]);
    expect(audit[0].actor_id).toBe(admin.id);
    expect(audit[0].changes.oidc_client_secret).toEqual({ before: null, after: '(personal)', masked: true });
    // A blank secret keeps the stored one.
    const again = await gql(s.url, SAVE, { i: { issuer: op.issuer, clientId: CLIENT.client_id } }, adminToken);
    expect(again.data.setTenantSso.oidcClientSecretSet).toBe(true);
  });

  it('refuse an issuer that is not https, or whose provider states another issuer (wrong issuer)', async () => {
    const { adminToken } = await ssoTenant();
    const plain = await gql(s.url, SAVE, { i: { issuer: 'http://idp.example.com', clientId: 'x', clientSecret: 'y' } }, adminToken);
    expect(plain.errors?.[0]).toMatchObject({ message: SignInMessages.ssoIssuerInvalid, extensions: { code: 'BAD_USER_INPUT' } });
    // The provider says it is http://127.0.0.1:port; the same server asked as localhost states another issuer.
    const wrong = await gql(
      s.url,
      SAVE,
      { i: { issuer: `http://localhost:${op.port}`, clientId: CLIENT.client_id, clientSecret: CLIENT.client_secret } },
      adminToken,
    );
    expect(wrong.errors?.[0]).toMatchObject({ message: SignInMessages.ssoProviderUnreachable, extensions: { code: 'BAD_USER_INPUT' } });
  });

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

  it('matches the e-mail whatever its case', async () => {
    const { tenant, depot } = await ssoTenant();
    const bob = await makeUser(s.orm, { tenant, depot, role: 'DepotManager', email: 'bob@acme.example' });
    const callback = await op.signIn(await startAt(tenant.id), 'bob', redirectUri);
    const done = await gql(s.url, COMPLETE, { c: callback });
    expect(done.data?.completeOidcSignIn.user.id).toBe(bob.id);
  });

  it('refuses a wrong state and an answer whose issuer is not the provider’s', async () => {
    const { tenant, depot } = await ssoTenant();
    await makeUser(s.orm, { tenant, depot, role: 'DepotManager', email: 'alice@acme.example' });
    const callback = new URLSearchParams(await op.signIn(await startAt(tenant.id), 'alice', redirectUri));
    const forged = new URLSearchParams(callback);
    forged.set('state', 'a-state-nobody-started');
    const wrongState = await gql(s.url, COMPLETE, { c: forged.toString() });
    expect(wrongState.errors?.[0]).toMatchObject({ message: SignInMessages.ssoStateInvalid, extensions: { code: 'BAD_USER_INPUT' } });
    expect((await gql(s.url, COMPLETE, { c: 'code=abc' })).errors?.[0].message).toBe(SignInMessages.ssoStateInvalid);

    const otherIssuer = new URLSearchParams(callback);
    otherIssuer.set('iss', 'https://evil.example');
    const wrongIssuer = await gql(s.url, COMPLETE, { c: otherIssuer.toString() });
    expect(wrongIssuer.errors?.[0]).toMatchObject({ message: SignInMessages.ssoFailed, extensions: { code: 'BAD_USER_INPUT' } });
    // That state was used up by the refused attempt: the genuine answer does not work after it either.
    expect((await gql(s.url, COMPLETE, { c: callback.toString() })).errors?.[0].message).toBe(SignInMessages.ssoStateInvalid);
    // A sign-in left longer than ten minutes at the provider: its state has expired.
    const late = await op.signIn(await startAt(tenant.id), 'alice', redirectUri);
    await s.orm.em
      .fork()
      .getConnection()
      .execute(`update oidc_sign_in set expires_at = now() - interval '1 second' where tenant_id = ?`, [tenant.id]);
    expect((await gql(s.url, COMPLETE, { c: late })).errors?.[0].message).toBe(SignInMessages.ssoStateInvalid);
  });

  it('refuses an unknown e-mail, an unverified one, and never matches another tenant’s user', async () => {
    const { tenant, depot } = await ssoTenant();
    await makeUser(s.orm, { tenant, depot, role: 'DepotManager', email: 'carol@acme.example' });
    // Dave exists only in another tenant; Erin in both, and is matched in this one only.
    const other = await makeTenant(s.orm);
    const otherDepot = await makeDepot(s.orm, other);
    await makeUser(s.orm, { tenant: other, depot: otherDepot, role: 'TenantAdmin', email: 'dave@elsewhere.example' });
    const erinElsewhere = await makeUser(s.orm, { tenant: other, depot: otherDepot, role: 'TenantAdmin', email: 'erin@acme.example' });
    const erinHere = await makeUser(s.orm, { tenant, depot, role: 'DepotManager', email: 'erin@acme.example' });

    const unknown = await gql(s.url, COMPLETE, { c: await op.signIn(await startAt(tenant.id), 'alice', redirectUri) });
    expect(unknown.errors?.[0]).toMatchObject({ message: SignInMessages.ssoUserUnknown, extensions: { code: 'BAD_USER_INPUT' } });
    const foreign = await gql(s.url, COMPLETE, { c: await op.signIn(await startAt(tenant.id), 'dave', redirectUri) });
    expect(foreign.errors?.[0]).toMatchObject({ message: SignInMessages.ssoUserUnknown });
    const unverified = await gql(s.url, COMPLETE, { c: await op.signIn(await startAt(tenant.id), 'carol', redirectUri) });
    expect(unverified.errors?.[0]).toMatchObject({ message: SignInMessages.ssoEmailUnverified });
    const erin = await gql(s.url, COMPLETE, { c: await op.signIn(await startAt(tenant.id), 'erin', redirectUri) });
    expect(erin.data.completeOidcSignIn.user.id).toBe(erinHere.id);
    expect(erin.data.completeOidcSignIn.user.id).not.toBe(erinElsewhere.id);
    // No user was created by any of it.
    const [{ n }] = await s.orm.em
      .fork()
      .getConnection()
      .execute(
        `select count(*)::int as n from app_user where tenant_id = ? and email in ('alice@acme.example', 'dave@elsewhere.example')`,
        [tenant.id],
      );
    expect(n).toBe(0);
  });

  it('refuses a tenant without single sign-on, and a disabled user', async () => {
    const { tenant } = await makeWorld(s.orm);
    const none = await gql(s.url, START, { t: tenant.id });
    expect(none.errors?.[0]).toMatchObject({ message: SignInMessages.ssoNotConfigured, extensions: { code: 'BAD_USER_INPUT' } });
    expect((await gql(s.url, `query($t:ID!){ ssoProvider(tenantId:$t){ tenantId } }`, { t: tenant.id })).data.ssoProvider).toBeNull();
    const bad = await gql(s.url, START, { t: 'not-an-id' });
    expect(bad.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');

    const sso = await ssoTenant();
    const alice = await makeUser(s.orm, { tenant: sso.tenant, depot: sso.depot, role: 'DepotManager', email: 'alice@acme.example' });
    await s.orm.em.fork().getConnection().execute(`update app_user set disabled = true where id = ?`, [alice.id]);
    const disabled = await gql(s.url, COMPLETE, { c: await op.signIn(await startAt(sso.tenant.id), 'alice', redirectUri) });
    expect(disabled.errors?.[0].message).toBe(SignInMessages.ssoUserUnknown);
  });
});
