import { graphql } from '../../gql';

/**
 * Two-step staff sign-in (issue 25): the password, then an authenticator code or setting one up. Every sign-in answers
 * the user with app/sessionDocuments.ts `SessionUserFields`, the fields of the session's `SessionUser`.
 */
export const SignInDocument = graphql(`
  mutation SignIn($username: String!, $password: String!) {
    signIn(username: $username, password: $password) {
      next
      challenge
      session {
        token
        user {
          ...SessionUserFields
        }
      }
    }
  }
`);

export const SignInWithCodeDocument = graphql(`
  mutation SignInWithCode($challenge: String!, $code: String!) {
    signInWithCode(challenge: $challenge, code: $code) {
      token
      user {
        ...SessionUserFields
      }
    }
  }
`);

export const StartTotpEnrolmentDocument = graphql(`
  mutation StartTotpEnrolment($challenge: String) {
    startTotpEnrolment(challenge: $challenge) {
      secret
      otpauthUri
      qrCode
    }
  }
`);

export const ConfirmTotpEnrolmentDocument = graphql(`
  mutation ConfirmTotpEnrolment($code: String!, $challenge: String) {
    confirmTotpEnrolment(code: $code, challenge: $challenge) {
      recoveryCodes
      session {
        token
        user {
          ...SessionUserFields
        }
      }
    }
  }
`);

export const DisableTotpDocument = graphql(`
  mutation DisableTotp($password: String!, $code: String!) {
    disableTotp(password: $password, code: $code)
  }
`);

export const MyTwoStepDocument = graphql(`
  query MyTwoStep {
    me {
      id
      role
      totpEnabled
      totpRequired
    }
  }
`);

export const SetTenantRequireTotpDocument = graphql(`
  mutation SetTenantRequireTotp($required: Boolean!) {
    setTenantRequireTotp(required: $required) {
      tenantId
      requireTotp
    }
  }
`);

/** Single sign-on (issue 25): the tenant's provider for the login link, the start and the callback. */
export const SsoProviderDocument = graphql(`
  query SsoProvider($tenantId: ID!) {
    ssoProvider(tenantId: $tenantId) {
      tenantId
      tenantName
    }
  }
`);

export const StartOidcSignInDocument = graphql(`
  mutation StartOidcSignIn($tenantId: ID!) {
    startOidcSignIn(tenantId: $tenantId)
  }
`);

export const CompleteOidcSignInDocument = graphql(`
  mutation CompleteOidcSignIn($callback: String!) {
    completeOidcSignIn(callback: $callback) {
      token
      user {
        ...SessionUserFields
      }
    }
  }
`);

export const StaffSignInSettingsDocument = graphql(`
  query StaffSignInSettings {
    staffSignInSettings {
      tenantId
      tenantName
      requireTotp
      oidcIssuer
      oidcClientId
      oidcClientSecretSet
      oidcRedirectUri
      ssoLoginUrl
    }
  }
`);

export const SetTenantSsoDocument = graphql(`
  mutation SetTenantSso($input: TenantSsoInput!) {
    setTenantSso(input: $input) {
      tenantId
      oidcIssuer
      oidcClientId
      oidcClientSecretSet
    }
  }
`);
