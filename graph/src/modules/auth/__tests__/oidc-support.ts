import { startOidcProvider, type OidcProvider } from '../../../test/oidc';

/** The client the tenants' single sign-on is set up with in the OIDC suites (HTTP and service tier). */
export const CLIENT = { client_id: 'depot-register', client_secret: 'a-client-secret-of-the-provider' };

/**
 * The provider both OIDC suites sign in against (oidc-provider 9 in a child process), with its accounts: alice and erin
 * of acme, bob with his e-mail in other case, carol unverified, dave of another domain.
 */
export function startSsoProvider(redirectUri: string): Promise<OidcProvider> {
  return startOidcProvider({
    clients: [{ ...CLIENT, redirect_uris: [redirectUri] }],
    accounts: {
      alice: { email: 'alice@acme.example', email_verified: true },
      bob: { email: 'Bob@Acme.example', email_verified: true },
      carol: { email: 'carol@acme.example', email_verified: false },
      dave: { email: 'dave@elsewhere.example', email_verified: true },
      erin: { email: 'erin@acme.example', email_verified: true },
    },
  });
}
