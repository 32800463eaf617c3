import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  allowInsecureRequests,
  authorizationCodeGrant,
  buildAuthorizationUrl,
  calculatePKCECodeChallenge,
  ClientSecretBasic,
  customFetch,
  discovery,
  fetchUserInfo,
  randomNonce,
  randomPKCECodeVerifier,
  randomState,
  type Configuration,
} from 'openid-client';
import type { Deps } from '../../core/deps';
import type { Actor } from '../../core/auth/actor';
import { open, seal } from '../../core/auth/secret-box';
import { badInput, forbidden, notFound } from '../../core/errors';
import { adminTenantId } from '../../core/tenancy';
import type { BrowserCookies, CookieOptions } from '../../core/http/cookies';
import { checkOutbound, checkUrlShape, guardedFetch, OutboundRefused } from '../../core/http/outbound';
import { runStatement, runUnitOfWork } from '../../core/unit-of-work';
import { SignInMessages } from '../../contracts/sign-in-messages';
import { Tenant } from '../tenants/tenant.entity';
import { User } from '../users/user.entity';
import { mayLogIn } from './auth.service';
import type { CompleteOidcCommand, SaveSsoCommand, StartOidcCommand } from './auth.commands';
import { OidcSignIn } from './oidc-sign-in.entity';
import { openSession } from './sign-in-audit';
import { oidcRedirectUri, signInSettingsView } from './sign-in-settings';

/** How long a started single sign-on waits for the provider to send the browser back. */
const FLOW_TTL_MS = 10 * 60 * 1000;
const sha256 = (v: string) => createHash('sha256').update(v).digest('hex');

/**
 * The cookie that binds a sign-in to the browser that started it (issue 40): a random value set when the sign-in
 * starts, only its sha256 kept with the sign-in; the completion must come with it. HttpOnly, SameSite=Lax, Secure on
 * https, sent only to /graphql (where completeOidcSignIn is asked), and gone when the sign-in would have expired.
 */
export const SSO_BROWSER_COOKIE = 'dr_sso_browser';
const BROWSER_COOKIE: CookieOptions = { path: '/graphql', sameSite: 'Lax', maxAge: FLOW_TTL_MS / 1000 };

/** How long the provider has for each request the server makes to it (discovery, token, userinfo, keys). */
const PROVIDER_TIMEOUT_MS = 10_000;

/** The reason the address guard refused, among the causes of an error openid-client threw. */
function refusal(e: unknown): OutboundRefused | null {
  for (let c = e, depth = 0; c && depth < 5; c = (c as { cause?: unknown }).cause, depth++) if (c instanceof OutboundRefused) return c;
  return null;
}

/**
 * Single sign-on per tenant with OpenID Connect (issue 25): authorisation code with PKCE through openid-client 6.
 * A TenantAdmin enters its provider (issuer, client id, client secret; the secret is stored sealed and never shown
 * again). A sign-in starts here (state, nonce and PKCE verifier kept in `oidc_sign_in`, ten minutes, one use) and sets a
 * cookie binding it to this browser (issue 40: only its hash is kept), the provider sends the browser back to the web
 * app's /sso/callback, which hands the answer over to `complete`: the state is taken (deleted) once, the browser must
 * bring the cookie of the start (else a callback from one browser, e.g. an attacker's own sign-in, could sign another
 * in), openid-client checks the issuer, state, nonce (in the ID token) and ID token, and the user is the one staff
 * user of that tenant with the provider's verified e-mail. Nobody is created: an unknown e-mail is refused.
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
    const url = this.issuerUrl(cmd.issuer);
    if (!url) throw badInput(SignInMessages.ssoIssuerInvalid, { issuer: [SignInMessages.ssoIssuerInvalid] });
    const clientId = cmd.clientId;
    if (!clientId) throw badInput('Client id is required', { clientId: ['Client id is required'] });
    const secret = cmd.clientSecret ?? (tenant.oidcClientSecret ? open(this.d.config.jwtSecret, tenant.oidcClientSecret) : null);
    if (!secret) throw badInput('Client secret is required', { clientSecret: ['Client secret is required'] });
    await this.discoverForSave(url, clientId, secret);
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

  /**
   * Starts a sign-in at the tenant's provider: the authorisation URL to send the browser to, and the browser's
   * binding cookie set on `browser` (a request that cannot carry a cookie, e.g. over graphql-ws, is refused). Throttled
   * per IP.
   */
  async start(actor: Actor, cmd: StartOidcCommand, ip = 'unknown', browser?: BrowserCookies): Promise<string> {
    if (!browser) throw badInput(SignInMessages.ssoNeedsBrowser);
    await this.d.limiter.hit(`sso:ip:${ip}`, this.d.config.limits.loginPerIp, 60);
    const { tenant, config } = await this.tenantClient(cmd.tenantId);
    const state = randomState();
    const nonce = randomNonce();
    const codeVerifier = randomPKCECodeVerifier();
    const binding = randomBytes(32).toString('base64url');
    const redirectUri = oidcRedirectUri(this.d);
    const now = this.d.clock.now();
    await runUnitOfWork(this.d, async (uow) => {
      await uow.em.nativeDelete(OidcSignIn, { expiresAt: { $lt: now } });
      await uow.em.insert(OidcSignIn, {
        stateHash: sha256(state),
        browserHash: sha256(binding),
        tenantId: tenant.id,
        nonce,
        codeVerifier,
        redirectUri,
        expiresAt: new Date(now.getTime() + FLOW_TTL_MS),
      });
    });
    browser.set(SSO_BROWSER_COOKIE, binding, BROWSER_COOKIE);
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
   * The provider's answer (the query string it sent the browser back with): the state taken once, the browser's
   * binding cookie checked against the one the sign-in started with, the code exchanged (PKCE verifier, issuer, nonce
   * and ID token checked by openid-client), the user matched by verified e-mail within the tenant that started the
   * sign-in. The session is the same as a password's. The binding cookie is cleared once its sign-in is taken.
   */
  async complete(actor: Actor, cmd: CompleteOidcCommand, ip = 'unknown', browser?: BrowserCookies) {
    const binding = browser?.get(SSO_BROWSER_COOKIE);
    await this.d.limiter.hit(`sso:ip:${ip}`, this.d.config.limits.loginPerIp, 60);
    const params = new URLSearchParams(cmd.callback.replace(/^\?/, ''));
    const state = params.get('state');
    if (!state) throw badInput(SignInMessages.ssoStateInvalid);
    // One use: whoever deletes the row has it; a replay (or a second tab, or another browser) finds nothing.
    const rows = await runStatement(this.d, (uow) =>
      uow.em.execute<
        { tenant_id: string; browser_hash: string; nonce: string; code_verifier: string; redirect_uri: string; expires_at: Date }[]
      >(`delete from oidc_sign_in where state_hash = ? returning tenant_id, browser_hash, nonce, code_verifier, redirect_uri, expires_at`, [
        sha256(state),
      ]),
    );
    const flow = rows[0];
    if (!flow || new Date(flow.expires_at) <= this.d.clock.now()) throw badInput(SignInMessages.ssoStateInvalid);
    // Another browser's answer (no cookie, or not this sign-in's): refused before the code is exchanged.
    if (!binding || !timingSafeEqual(Buffer.from(sha256(binding), 'hex'), Buffer.from(flow.browser_hash, 'hex')))
      throw forbidden(SignInMessages.ssoOtherBrowser);
    // This browser's sign-in is used up whatever the provider says: its cookie goes (another's stays, above).
    browser!.set(SSO_BROWSER_COOKIE, '', { ...BROWSER_COOKIE, maxAge: 0 });
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
    const { token, exp } = await openSession(this.d, user, 'sso', ip);
    return { token, exp, user };
  }

  /** The tenant and its provider's configuration (discovered: the issuer it states must be the one entered). */
  private async tenantClient(tenantId: string): Promise<{ tenant: Tenant; config: Configuration }> {
    const tenant = await this.d.em.findOne(Tenant, { id: tenantId, archivedAt: null }, { populate: ['oidcClientSecret'] });
    if (!tenant) throw badInput(SignInMessages.ssoTenantUnknown);
    const secret = tenant.oidcClientSecret ? open(this.d.config.jwtSecret, tenant.oidcClientSecret) : null;
    const url = tenant.oidcIssuer ? this.issuerUrl(tenant.oidcIssuer) : null;
    if (!url || !tenant.oidcClientId || !secret) throw badInput(SignInMessages.ssoNotConfigured);
    try {
      return { tenant, config: await this.discover(url, tenant.oidcClientId, secret) };
    } catch (e) {
      // Anonymous callers learn no more of the tenant's settings than that its provider cannot be used.
      if (refusal(e)) throw badInput(SignInMessages.ssoProviderUnreachable);
      throw e;
    }
  }

  /** The issuer's form: https (http only with WEBHOOK_ALLOW_PRIVATE, the test flag); its addresses are the guard's. */
  private issuerUrl(raw: string): URL | null {
    const shape = checkUrlShape(raw, this.d.config.webhooks.allowPrivate);
    return shape.ok ? shape.url : null;
  }

  /**
   * The provider's configuration, every request of it (discovery here; token, userinfo and keys later, through the
   * configuration's customFetch) through the address guard of core/http/outbound.ts: resolved once, refused on a
   * private, loopback or reserved address before any connection, and connected only to the address checked. The
   * endpoints the document names (authorization, token, userinfo, JWKS) are checked now too, so a document that points
   * them inside the network is refused at once. A refusal: OutboundRefused; anything else: ssoProviderUnreachable.
   */
  private async discover(url: URL, clientId: string, secret: string): Promise<Configuration> {
    const allowPrivate = this.d.config.webhooks.allowPrivate;
    let config: Configuration;
    try {
      config = await discovery(url, clientId, undefined, ClientSecretBasic(secret), {
        [customFetch]: guardedFetch({ allowLoopback: allowPrivate, timeoutMs: PROVIDER_TIMEOUT_MS }),
        execute: url.protocol === 'http:' ? [allowInsecureRequests] : [],
        timeout: PROVIDER_TIMEOUT_MS / 1000,
      });
    } catch (e) {
      const refused = refusal(e);
      if (refused) throw refused;
      throw badInput(SignInMessages.ssoProviderUnreachable, { issuer: [SignInMessages.ssoProviderUnreachable] });
    }
    const meta = config.serverMetadata();
    for (const endpoint of [meta.authorization_endpoint, meta.token_endpoint, meta.userinfo_endpoint, meta.jwks_uri])
      if (endpoint !== undefined) await checkOutbound(endpoint, allowPrivate);
    return config;
  }

  /** save's discovery: a refused address is said, with its reason, to the admin who entered it. */
  private async discoverForSave(url: URL, clientId: string, secret: string): Promise<Configuration> {
    try {
      return await this.discover(url, clientId, secret);
    } catch (e) {
      const refused = refusal(e);
      if (!refused) throw e;
      const message = SignInMessages.ssoAddressRefused(refused.reason);
      throw badInput(message, { issuer: [message] });
    }
  }

  private async adminTenant(actor: Actor, tenantId?: string): Promise<Tenant> {
    const id = adminTenantId(actor, tenantId);
    const tenant = await this.d.em.findOne(Tenant, { id, archivedAt: null }, { refresh: true, populate: ['oidcClientSecret'] });
    if (!tenant) throw notFound('Tenant');
    return tenant;
  }
}
