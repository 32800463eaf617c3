import { ANONYMOUS, type Actor } from '../../../core/auth/actor';
import { parse } from '../../../core/command';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { makeDepot, makeTenant, makeUser, makeWorld } from '../../../test/factories';
import type { OidcProvider } from '../../../test/oidc';
import { CLIENT, startSsoProvider } from './oidc-support';
import { failure, serviceTier, staffActor } from '../../../test/service-tier';
import { SignInMessages } from '../../../contracts/sign-in-messages';
import { Tenant } from '../../tenants/tenant.entity';
import { seal } from '../../../core/auth/secret-box';
import { CompleteOidcCommand, SaveSsoCommand, StartOidcCommand } from '../auth.commands';
import type { BrowserCookies, CookieOptions } from '../../../core/http/cookies';
import { SSO_BROWSER_COOKIE } from '../oidc.service';

/**
 * Issue 25, single sign-on per tenant at the service tier (issue 24): the settings' rules, the state and issuer checks
 * and whom a provider's answer signs in, against a real provider (oidc-provider 9 in a child process) driven through
 * its redirects and login form as a browser would. The HTTP suite (oidc.test.ts) keeps a whole sign-in over GraphQL
 * and the guard.
 */
let t: Awaited<ReturnType<typeof serviceTier>>;
let op: OidcProvider;
let redirectUri: string;

beforeAll(async () => {
  t = await serviceTier({ label: 'oidc', limits: { loginPerIp: 100000 } });
  // The test provider is on this machine: loopback is allowed only with the test flag (issue 40).
  t.config.webhooks.allowPrivate = true;
  redirectUri = `${t.config.publicUrl}/sso/callback`;
  op = await startSsoProvider(redirectUri);
}, 60_000);
afterAll(async () => {
  await op?.close();
  await t?.close();
});

/** A browser's cookie jar, as the server's answers set it (a cookie set with max-age 0 is removed). */
function browser(): BrowserCookies & { jar: Map<string, { value: string; opts: CookieOptions }> } {
  const jar = new Map<string, { value: string; opts: CookieOptions }>();
  return {
    jar,
    get: (name) => jar.get(name)?.value,
    set: (name, value, opts) => (opts.maxAge > 0 ? jar.set(name, { value, opts }) : jar.delete(name)),
  };
}

/** The browser of the last start: a completion comes from it unless the test says otherwise. */
let current = browser();
const save = (actor: Actor, i: Record<string, unknown>) => t.as(actor).oidc.save(actor, parse(SaveSsoCommand, i));
/** `null`: a browser without cookies. */
const complete = (callback: string, from: BrowserCookies | null = current) =>
  t.as(ANONYMOUS).oidc.complete(ANONYMOUS, parse(CompleteOidcCommand, { callback }), undefined, from ?? undefined);
const startAt = (tenantId: string, from = browser()) => {
  current = from;
  return t.as(ANONYMOUS).oidc.start(ANONYMOUS, parse(StartOidcCommand, { tenantId }), undefined, from);
};
const flowsOf = async (tenantId: string) =>
  (await t.orm.em.fork().getConnection().execute(`select count(*)::int as n from oidc_sign_in where tenant_id = ?`, [tenantId]))[0]
    .n as number;

/** A tenant with single sign-on set up by its TenantAdmin, and that admin as the actor. */
async function ssoTenant() {
  const world = await makeWorld(t.orm);
  const adminActor = staffActor(world.admin);
  const settings = await save(adminActor, { issuer: op.issuer, clientId: CLIENT.client_id, clientSecret: CLIENT.client_secret });
  return { ...world, adminActor, settings };
}

describe('single sign-on settings', () => {
  it('are a TenantAdmin’s: the secret is stored sealed and never read back; the redirect URI and login link are shown', async () => {
    const { tenant, admin, adminActor, settings } = await ssoTenant();
    expect(settings).toMatchObject({
      tenantId: tenant.id,
      oidcIssuer: op.issuer,
      oidcClientId: CLIENT.client_id,
      oidcClientSecretSet: true,
      oidcRedirectUri: redirectUri,
      ssoLoginUrl: `${t.config.publicUrl}/ml-admin?sso=${tenant.id}`,
    });
    expect(JSON.stringify(settings)).not.toContain(CLIENT.client_secret);
    const read = await t.as(adminActor).oidc.settings(adminActor);
    expect({ oidcClientSecretSet: read.oidcClientSecretSet, requireTotp: read.requireTotp }).toEqual({
      oidcClientSecretSet: true,
      requireTotp: false,
    });
    const [row] = await t.orm.em.fork().getConnection().execute(`select oidc_client_secret from tenant where id = ?`, [tenant.id]);
    expect(row.oidc_client_secret).toMatch(/^v1\./);
    expect(row.oidc_client_secret).not.toContain(CLIENT.client_secret);
    // Audited, the secret masked.
    const audit = await t.orm.em
      .fork()
      .getConnection()
      .execute(`select actor_id, changes from audit_log where action = 'tenant.sso-settings' and target_id = ?`, [tenant.id]);
    expect(audit[0].actor_id).toBe(admin.id);
    expect(audit[0].changes.oidc_client_secret).toEqual({ before: null, after: '(personal)', masked: true });
    // A blank secret keeps the stored one.
    expect((await save(adminActor, { issuer: op.issuer, clientId: CLIENT.client_id })).oidcClientSecretSet).toBe(true);
  });

  it('refuse an issuer that is not https, or whose provider states another issuer (wrong issuer)', async () => {
    const { adminActor } = await ssoTenant();
    const plain = await failure(save(adminActor, { issuer: 'http://idp.example.com', clientId: 'x', clientSecret: 'y' }));
    expect(plain).toMatchObject({ message: SignInMessages.ssoIssuerInvalid, code: 'BAD_USER_INPUT' });
    // The provider says it is http://127.0.0.1:port; the same server asked as localhost states another issuer.
    const wrong = await failure(
      save(adminActor, { issuer: `http://localhost:${op.port}`, clientId: CLIENT.client_id, clientSecret: CLIENT.client_secret }),
    );
    expect(wrong).toMatchObject({ message: SignInMessages.ssoProviderUnreachable, code: 'BAD_USER_INPUT' });
  });
});

describe('the provider’s addresses (issue 40: one guard for every fetch on a tenant’s word)', () => {
  /** A discovery document on this machine (allowed with the test flag) whose endpoints point elsewhere. */
  async function fakeProvider(endpoints: (issuer: string) => Record<string, string>) {
    const hits: string[] = [];
    const server = http.createServer((req, res) => {
      hits.push(req.url ?? '');
      const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ issuer, response_types_supported: ['code'], ...endpoints(issuer) }));
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    return { issuer, hits, close: () => new Promise((r) => server.close(r)) };
  }

  it('refuses an issuer on a private, loopback, link-local or reserved address at once, with a clear 400 (no timeout)', async () => {
    const { adminActor } = await ssoTenant();
    t.config.webhooks.allowPrivate = false;
    try {
      for (const issuer of [
        'https://127.0.0.1:6379',
        'https://localhost:6379',
        'https://[::1]',
        'https://[::127.0.0.1]',
        'https://[::ffff:10.0.0.1]',
        'https://10.1.2.3',
        'https://169.254.169.254',
        'https://192.0.2.1',
        'https://198.51.100.1',
        'https://203.0.113.1',
        'https://[2002:a00:1::1]',
        'https://100.64.0.1',
      ]) {
        const started = Date.now();
        const r = await failure(save(adminActor, { issuer, clientId: 'x', clientSecret: 'y' }));
        expect([issuer, r.code, r.message]).toEqual([
          issuer,
          'BAD_USER_INPUT',
          expect.stringMatching(/^The single sign-on provider cannot be used: /),
        ]);
        expect(Date.now() - started).toBeLessThan(2000);
      }
      // Loopback only with the test flag: the real provider (http on 127.0.0.1) is refused without it.
      const plain = await failure(save(adminActor, { issuer: op.issuer, clientId: CLIENT.client_id, clientSecret: CLIENT.client_secret }));
      expect(plain.message).toBe(SignInMessages.ssoIssuerInvalid);
    } finally {
      t.config.webhooks.allowPrivate = true;
    }
  });

  it('refuses a discovery document that points an endpoint (authorization, token, userinfo, keys) inside the network', async () => {
    const { adminActor } = await ssoTenant();
    const good = (issuer: string) => ({
      authorization_endpoint: `${issuer}/auth`,
      token_endpoint: `${issuer}/token`,
      userinfo_endpoint: `${issuer}/me`,
      jwks_uri: `${issuer}/jwks`,
    });
    for (const [field, bad] of [
      ['token_endpoint', 'https://10.0.0.7/token'],
      ['userinfo_endpoint', 'https://169.254.169.254/latest/meta-data'],
      ['jwks_uri', 'https://[::ffff:10.0.0.1]/jwks'],
      ['authorization_endpoint', 'https://192.168.1.1/auth'],
      ['token_endpoint', 'http://203.0.113.5/token'],
    ]) {
      const p = await fakeProvider((issuer) => ({ ...good(issuer), [field]: bad }));
      try {
        const r = await failure(save(adminActor, { issuer: p.issuer, clientId: 'x', clientSecret: 'y' }));
        expect([field, r.code, r.message]).toEqual([
          field,
          'BAD_USER_INPUT',
          expect.stringMatching(/^The single sign-on provider cannot be used: /),
        ]);
        expect(p.hits).toEqual(['/.well-known/openid-configuration']);
      } finally {
        await p.close();
      }
    }
    // The same document with its endpoints on the provider itself is accepted.
    const p = await fakeProvider(good);
    try {
      expect((await save(adminActor, { issuer: p.issuer, clientId: 'x', clientSecret: 'y' })).oidcIssuer).toBe(p.issuer);
    } finally {
      await p.close();
    }
  });

  it('an anonymous start at a tenant whose stored issuer is internal is a 400 at once, nothing fetched', async () => {
    const tenant = await makeTenant(t.orm);
    for (const issuer of ['https://10.0.0.9', 'https://127.0.0.1:6379', 'https://[::ffff:a9fe:a9fe]']) {
      await t.orm.em
        .fork()
        .nativeUpdate(
          Tenant,
          { id: tenant.id },
          { oidcIssuer: issuer, oidcClientId: 'x', oidcClientSecret: seal(t.config.jwtSecret, 'y') },
        );
      t.config.webhooks.allowPrivate = false;
      try {
        const started = Date.now();
        expect(await failure(startAt(tenant.id))).toMatchObject({ code: 'BAD_USER_INPUT', message: SignInMessages.ssoProviderUnreachable });
        expect(Date.now() - started).toBeLessThan(2000);
      } finally {
        t.config.webhooks.allowPrivate = true;
      }
    }
  });
});

describe('single sign-on', () => {
  it('matches the e-mail whatever its case', async () => {
    const { tenant, depot } = await ssoTenant();
    const bob = await makeUser(t.orm, { tenant, depot, role: 'DepotManager', email: 'bob@acme.example' });
    const callback = await op.signIn(await startAt(tenant.id), 'bob', redirectUri);
    expect((await complete(callback)).user.id).toBe(bob.id);
  });

  it('refuses a wrong state and an answer whose issuer is not the provider’s', async () => {
    const { tenant, depot } = await ssoTenant();
    await makeUser(t.orm, { tenant, depot, role: 'DepotManager', email: 'alice@acme.example' });
    const callback = new URLSearchParams(await op.signIn(await startAt(tenant.id), 'alice', redirectUri));
    const forged = new URLSearchParams(callback);
    forged.set('state', 'a-state-nobody-started');
    expect(await failure(complete(forged.toString()))).toMatchObject({ message: SignInMessages.ssoStateInvalid, code: 'BAD_USER_INPUT' });
    expect((await failure(complete('code=abc'))).message).toBe(SignInMessages.ssoStateInvalid);

    const otherIssuer = new URLSearchParams(callback);
    otherIssuer.set('iss', 'https://evil.example');
    expect(await failure(complete(otherIssuer.toString()))).toMatchObject({ message: SignInMessages.ssoFailed, code: 'BAD_USER_INPUT' });
    // That state was used up by the refused attempt: the genuine answer does not work after it either.
    expect((await failure(complete(callback.toString()))).message).toBe(SignInMessages.ssoStateInvalid);
    // A sign-in left longer than ten minutes at the provider: its state has expired.
    const late = await op.signIn(await startAt(tenant.id), 'alice', redirectUri);
    await t.orm.em
      .fork()
      .getConnection()
      .execute(`update oidc_sign_in set expires_at = now() - interval '1 second' where tenant_id = ?`, [tenant.id]);
    expect((await failure(complete(late))).message).toBe(SignInMessages.ssoStateInvalid);
  });

  it('is bound to the browser that started it: a completion without its cookie, or with another sign-in’s, is refused (issue 40)', async () => {
    const { tenant, depot } = await ssoTenant();
    const alice = await makeUser(t.orm, { tenant, depot, role: 'DepotManager', email: 'alice@acme.example' });
    const mine = browser();
    const url = await startAt(tenant.id, mine);
    const cookie = mine.jar.get(SSO_BROWSER_COOKIE)!;
    expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cookie.opts).toEqual({ path: '/graphql', sameSite: 'Lax', maxAge: 600 });
    // Only its hash is kept, beside the state's.
    const [row] = await t.orm.em.fork().getConnection().execute(`select * from oidc_sign_in where tenant_id = ?`, [tenant.id]);
    expect(row.browser_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(cookie.value);

    // An attacker's sign-in (the attacker's account at the provider), its callback opened in other browsers.
    for (const other of [null, browser(), mine]) {
      const attackerUrl = await startAt(tenant.id, browser());
      const callback = await op.signIn(attackerUrl, 'alice', redirectUri);
      const refused = await failure(complete(callback, other));
      expect(refused).toMatchObject({ message: SignInMessages.ssoOtherBrowser, code: 'FORBIDDEN' });
      // Used up by the refusal: the attacker's own browser cannot finish it either.
      expect((await failure(complete(callback, current))).message).toBe(SignInMessages.ssoStateInvalid);
    }
    // mine's own sign-in is still there and finishes in mine, which the answer then clears.
    expect(await flowsOf(tenant.id)).toBe(1);
    expect(mine.jar.has(SSO_BROWSER_COOKIE)).toBe(true);
    const done = await complete(await op.signIn(url, 'alice', redirectUri), mine);
    expect(done.user.id).toBe(alice.id);
    expect(mine.jar.has(SSO_BROWSER_COOKIE)).toBe(false);
    expect(await flowsOf(tenant.id)).toBe(0);
    // A start that cannot set a cookie (graphql-ws) is refused before anything is kept.
    const ws = await failure(t.as(ANONYMOUS).oidc.start(ANONYMOUS, parse(StartOidcCommand, { tenantId: tenant.id })));
    expect(ws).toMatchObject({ message: SignInMessages.ssoNeedsBrowser, code: 'BAD_USER_INPUT' });
    expect(await flowsOf(tenant.id)).toBe(0);
  });

  it('refuses an ID token without the nonce the sign-in started with', async () => {
    const { tenant, depot } = await ssoTenant();
    await makeUser(t.orm, { tenant, depot, role: 'DepotManager', email: 'alice@acme.example' });
    const url = new URL(await startAt(tenant.id));
    expect(url.searchParams.get('nonce')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    url.searchParams.set('nonce', 'another-nonce');
    expect(await failure(complete(await op.signIn(url.href, 'alice', redirectUri)))).toMatchObject({
      message: SignInMessages.ssoFailed,
      code: 'BAD_USER_INPUT',
    });
    expect(await flowsOf(tenant.id)).toBe(0);
  });

  it('refuses an unknown e-mail, an unverified one, and never matches another tenant’s user', async () => {
    const { tenant, depot } = await ssoTenant();
    await makeUser(t.orm, { tenant, depot, role: 'DepotManager', email: 'carol@acme.example' });
    // Dave exists only in another tenant; Erin in both, and is matched in this one only.
    const other = await makeTenant(t.orm);
    const otherDepot = await makeDepot(t.orm, other);
    await makeUser(t.orm, { tenant: other, depot: otherDepot, role: 'TenantAdmin', email: 'dave@elsewhere.example' });
    const erinElsewhere = await makeUser(t.orm, { tenant: other, depot: otherDepot, role: 'TenantAdmin', email: 'erin@acme.example' });
    const erinHere = await makeUser(t.orm, { tenant, depot, role: 'DepotManager', email: 'erin@acme.example' });

    const unknown = await failure(complete(await op.signIn(await startAt(tenant.id), 'alice', redirectUri)));
    expect(unknown).toMatchObject({ message: SignInMessages.ssoUserUnknown, code: 'BAD_USER_INPUT' });
    const foreign = await failure(complete(await op.signIn(await startAt(tenant.id), 'dave', redirectUri)));
    expect(foreign).toMatchObject({ message: SignInMessages.ssoUserUnknown });
    const unverified = await failure(complete(await op.signIn(await startAt(tenant.id), 'carol', redirectUri)));
    expect(unverified).toMatchObject({ message: SignInMessages.ssoEmailUnverified });
    const erin = await complete(await op.signIn(await startAt(tenant.id), 'erin', redirectUri));
    expect(erin.user.id).toBe(erinHere.id);
    expect(erin.user.id).not.toBe(erinElsewhere.id);
    // No user was created by any of it.
    const [{ n }] = await t.orm.em
      .fork()
      .getConnection()
      .execute(
        `select count(*)::int as n from app_user where tenant_id = ? and email in ('alice@acme.example', 'dave@elsewhere.example')`,
        [tenant.id],
      );
    expect(n).toBe(0);
  });

  it('refuses a tenant without single sign-on, and a disabled user', async () => {
    const { tenant } = await makeWorld(t.orm);
    expect(await failure(startAt(tenant.id))).toMatchObject({ message: SignInMessages.ssoNotConfigured, code: 'BAD_USER_INPUT' });
    expect(await t.as(ANONYMOUS).oidc.provider(tenant.id)).toBeNull();
    expect((await failure(() => startAt('not-an-id'))).code).toBe('BAD_USER_INPUT');

    const sso = await ssoTenant();
    const alice = await makeUser(t.orm, { tenant: sso.tenant, depot: sso.depot, role: 'DepotManager', email: 'alice@acme.example' });
    await t.orm.em.fork().getConnection().execute(`update app_user set disabled = true where id = ?`, [alice.id]);
    expect((await failure(complete(await op.signIn(await startAt(sso.tenant.id), 'alice', redirectUri)))).message).toBe(
      SignInMessages.ssoUserUnknown,
    );
  });
});
