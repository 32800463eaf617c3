import type { Deps } from '../../core/deps';
import { linkBase } from '../../core/http/origin';
import type { Tenant } from '../tenants/tenant.entity';

/** Where the provider sends the browser back after a single sign-on: the web app's page, which completes it. */
export const oidcRedirectUri = (d: Pick<Deps, 'config' | 'origin'>) => `${linkBase(d.config, d.origin)}/sso/callback`;

/** A tenant's sign-in settings as its admins see them (the client secret never leaves the server). */
export function signInSettingsView(d: Pick<Deps, 'config' | 'origin'>, tenant: Tenant) {
  return {
    tenantId: tenant.id,
    tenantName: tenant.name,
    requireTotp: tenant.requireTotp,
    oidcIssuer: tenant.oidcIssuer ?? null,
    oidcClientId: tenant.oidcClientId ?? null,
    oidcClientSecretSet: !!tenant.oidcClientSecret,
    oidcRedirectUri: oidcRedirectUri(d),
    ssoLoginUrl: `${linkBase(d.config, d.origin)}/ml-admin?sso=${tenant.id}`,
  };
}
