import { ANONYMOUS, type Actor } from '../../../core/auth/actor';
import { parse } from '../../../core/command';
import { makeDepot, makeTenant, makeUser, makeWorld } from '../../../test/factories';
import type { OidcProvider } from '../../../test/oidc';
import { CLIENT, startSsoProvider } from './oidc-support';
import { failure, serviceTier, staffActor } from '../../../test/service-tier';
import { SignInMessages } from '../../../contracts/sign-in-messages';
import { CompleteOidcCommand, SaveSsoCommand, StartOidcCommand } from '../auth.commands';

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
  redirectUri = `${t.config.publicUrl}/sso/callback`;
  op = await startSsoProvider(redirectUri);
}, 60_000);
afterAll(async () => {
  await op?.close();
  await t?.close();
});

const save = (actor: Actor, i: Record<string, unknown>) => t.as(actor).oidc.save(actor, parse(SaveSsoCommand, i));
const complete = (callback: string) => t.as(ANONYMOUS).oidc.complete(ANONYMOUS, parse(CompleteOidcCommand, { callback }));
const startAt = (tenantId: string) => t.as(ANONYMOUS).oidc.start(ANONYMOUS, parse(StartOidcCommand, { tenantId }));

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
