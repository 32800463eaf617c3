import { createHash } from 'node:crypto';
import {
  allowInsecureRequests,
  authorizationCodeGrant,
  buildAuthorizationUrl,
  calculatePKCECodeChallenge,
  ClientSecretBasic,
  discovery,
  fetchUserInfo,
  randomNonce,
  randomPKCECodeVerifier,
  randomState,
  type Configuration,
} from 'openid-client';
import type { Deps } from '../../core/deps';
import type { Actor } from '../../core/auth/actor';
import { isSuperAdmin, isTenantAdmin } from '../../core/auth/actor';
import { signToken } from '../../core/auth/jwt';
import { open, seal } from '../../core/auth/secret-box';
import { badInput, forbidden, notFound, unauthenticated } from '../../core/errors';
import { runUnitOfWork } from '../../core/unit-of-work';
import { SignInMessages } from '../../contracts/sign-in-messages';
import { Tenant } from '../tenants/tenant.entity';
import { User } from '../users/user.entity';
import { mayLogIn } from './auth.service';
import type { CompleteOidcCommand, SaveSsoCommand, StartOidcCommand } from './auth.commands';
import { OidcSignIn } from './oidc-sign-in.entity';
import { oidcRedirectUri, signInSettingsView } from './sign-in-settings';

/** How long a started single sign-on waits for the provider to send the browser back. */
const FLOW_TTL_MS = 10 * 60 * 1000;
const sha256 = (v: string) => createHash('sha256').update(v).digest('hex');

/** http is allowed only for a provider on this machine (a test's, a developer's); anything else must be https. */
function issuerUrl(raw: string): URL | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol === 'https:') return url;
  if (url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname)) return url;
  return null;
}

/**
 * Single sign-on per tenant with OpenID Connect (issue 25): authorisation code with PKCE through openid-client 6.
 * A TenantAdmin enters its provider (issuer, client id, client secret; the secret is stored sealed and never shown
 * again). A sign-in starts here (state, nonce and PKCE verifier kept in `oidc_sign_in`, ten minutes, one use), the
 * provider sends the browser back to the web app's /sso/callback, which hands the answer over to `complete`: the
 * state is taken (deleted) once, openid-client checks the issuer, state, nonce and ID token, and the user is the one
 * staff user of that tenant with the provider's verified e-mail. Nobody is created: an unknown e-mail is refused.
 */
export class OidcService {
  constructor(private readonly d: Deps) {}

  /** A tenant's sign-in settings: TenantAdmin its own, SuperAdmin the one it names. */
  async settings(actor: Actor, tenantId?: string) {
    return signInSettingsView(this.d, await this.adminTenant(actor, tenantId));
  }

  /** Saves the tenant's provider after asking it to describe itself (a wrong or unreachable issuer is refused now). */
  async save(actor: Actor, cmd: SaveSsoCommand) {
    const tenant = await this.adminTenant(actor, cmd.tenantId);
    if (!cmd.issuer) {
      await runUnitOfWork(this.d, async (uow) => {
        await uow.action('tenant.sso-settings');
        await uow.em.nativeUpdate(Tenant, { id: tenant.id }, { oidcIssuer: null, oidcClientId: null, oidcClientSecret: null });
      });
      return this.settings(actor, tenant.id);
    }
    const url = issuerUrl(cmd.issuer);
    if (!url) throw badInput(SignInMessages.ssoIssuerInvalid, { issuer: [SignInMessages.ssoIssuerInvalid] });
    const clientId = cmd.clientId;
    if (!clientId) throw badInput('Client id is required', { clientId: ['Client id is required'] });
    const secret = cmd.clientSecret ?? (tenant.oidcClientSecret ? open(this.d.config.jwtSecret, tenant.oidcClientSecret) : null);
    if (!secret) throw badInput('Client secret is required', { clientSecret: ['Client secret is required'] });
    await this.discover(url, clientId, secret);
    await runUnitOfWork(this.d, async (uow) => {
      await uow.action('tenant.sso-settings');
      await uow.em.nativeUpdate(
        Tenant,
        { id: tenant.id },
        { oidcIssuer: url.href.replace(/\/$/, ''), oidcClientId: clientId, oidcClientSecret: seal(this.d.config.jwtSecret, secret) },
      );
    });
    return this.settings(actor, tenant.id);
  }

  /** Public: whether a tenant offers single sign-on (the login page's button), with its name. */
  async provider(tenantId: string): Promise<{ tenantId: string; tenantName: string } | null> {
    const tenant = await this.d.em.findOne(Tenant, { id: tenantId, archivedAt: null });
    if (!tenant?.oidcIssuer) return null;
    return { tenantId: tenant.id, tenantName: tenant.name };
  }

  /** Starts a sign-in at the tenant's provider: the authorisation URL to send the browser to. Throttled per IP. */
  async start(actor: Actor, cmd: StartOidcCommand, ip = 'unknown'): Promise<string> {
    await this.d.limiter.hit(`sso:ip:${ip}`, this.d.config.limits.loginPerIp, 60);
    const { tenant, config } = await this.tenantClient(cmd.tenantId);
    const state = randomState();
    const nonce = randomNonce();
    const codeVerifier = randomPKCECodeVerifier();
    const redirectUri = oidcRedirectUri(this.d);
    const now = this.d.clock.now();
    await this.d.em.nativeDelete(OidcSignIn, { expiresAt: { $lt: now } });
    await this.d.em.insert(OidcSignIn, {
      stateHash: sha256(state),
      tenantId: tenant.id,
      nonce,
      codeVerifier,
      redirectUri,
      expiresAt: new Date(now.getTime() + FLOW_TTL_MS),
    });
    return buildAuthorizationUrl(config, {
      redirect_uri: redirectUri,
      scope: 'openid email',
      state,
      nonce,
      code_challenge: await calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
    }).href;
  }

  /**
   * The provider's answer (the query string it sent the browser back with): the state taken once, the code exchanged
   * (PKCE verifier, issuer, nonce and ID token checked by openid-client), the user matched by verified e-mail within
   * the tenant that started the sign-in. The session is the same as a password's.
   */
  async complete(actor: Actor, cmd: CompleteOidcCommand, ip = 'unknown') {
    await this.d.limiter.hit(`sso:ip:${ip}`, this.d.config.limits.loginPerIp, 60);
    const params = new URLSearchParams(cmd.callback.replace(/^\?/, ''));
    const state = params.get('state');
    if (!state) throw badInput(SignInMessages.ssoStateInvalid);
    // One use: whoever deletes the row has it; a replay (or a second tab) finds nothing.
    const rows = await this.d.em
      .getConnection()
      .execute<{ tenant_id: string; nonce: string; code_verifier: string; redirect_uri: string; expires_at: Date }[]>(
        `delete from oidc_sign_in where state_hash = ? returning tenant_id, nonce, code_verifier, redirect_uri, expires_at`,
        [sha256(state)],
      );
    const flow = rows[0];
    if (!flow || new Date(flow.expires_at) <= this.d.clock.now()) throw badInput(SignInMessages.ssoStateInvalid);
    const { tenant, config } = await this.tenantClient(flow.tenant_id);
    let claims: Record<string, unknown>;
    try {
      const tokens = await authorizationCodeGrant(config, new URL(`${flow.redirect_uri}?${params.toString()}`), {
        pkceCodeVerifier: flow.code_verifier,
        expectedState: state,
        expectedNonce: flow.nonce,
        idTokenExpected: true,
      });
      const idClaims = tokens.claims();
      if (!idClaims) throw new Error('no ID token');
      claims = { ...idClaims };
      // Providers that keep the e-mail out of the ID token (oidc-provider by default) give it at userinfo.
      if (claims.email === undefined) claims = { ...claims, ...(await fetchUserInfo(config, tokens.access_token, idClaims.sub)) };
    } catch {
      throw badInput(SignInMessages.ssoFailed);
    }
    const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : '';
    if (!email || claims.email_verified !== true) throw badInput(SignInMessages.ssoEmailUnverified);
    const users = await this.d.em.find(
      User,
      { tenant: tenant.id, email: { $ilike: email.replace(/[\\%_]/g, '\\$&') } },
      { filters: false, populate: ['tenant', 'depot'] },
    );
    const live = users.filter(mayLogIn);
    if (live.length !== 1) throw badInput(SignInMessages.ssoUserUnknown);
    const user = live[0];
    const { token, exp } = signToken(this.d.config, user.id, user.tokenVersion);
    return { token, exp, user };
  }

  /** The tenant and its provider's configuration (discovered: the issuer it states must be the one entered). */
  private async tenantClient(tenantId: string): Promise<{ tenant: Tenant; config: Configuration }> {
    const tenant = await this.d.em.findOne(Tenant, { id: tenantId, archivedAt: null }, { populate: ['oidcClientSecret'] });
    if (!tenant) throw badInput(SignInMessages.ssoTenantUnknown);
    const secret = tenant.oidcClientSecret ? open(this.d.config.jwtSecret, tenant.oidcClientSecret) : null;
    const url = tenant.oidcIssuer ? issuerUrl(tenant.oidcIssuer) : null;
    if (!url || !tenant.oidcClientId || !secret) throw badInput(SignInMessages.ssoNotConfigured);
    return { tenant, config: await this.discover(url, tenant.oidcClientId, secret) };
  }

  private async discover(url: URL, clientId: string, secret: string): Promise<Configuration> {
    try {
      return await discovery(url, clientId, undefined, ClientSecretBasic(secret), {
        execute: url.protocol === 'http:' ? [allowInsecureRequests] : [],
        timeout: 10,
      });
    } catch {
      throw badInput(SignInMessages.ssoProviderUnreachable, { issuer: [SignInMessages.ssoProviderUnreachable] });
    }
  }

  private async adminTenant(actor: Actor, tenantId?: string): Promise<Tenant> {
    if (actor.kind !== 'staff') throw unauthenticated();
    let id: string;
    if (isTenantAdmin(actor) && actor.tenantId) id = actor.tenantId;
    else if (isSuperAdmin(actor) && tenantId) id = tenantId;
    else if (isSuperAdmin(actor)) throw badInput('Tenant is required', { tenantId: ['Tenant is required'] });
    else throw forbidden();
    const tenant = await this.d.em.findOne(Tenant, { id, archivedAt: null }, { refresh: true, populate: ['oidcClientSecret'] });
    if (!tenant) throw notFound('Tenant');
    return tenant;
  }
}
