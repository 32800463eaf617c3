import { Arg, Args, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { AuthContext } from '.';
import { AuthPayloadType, UserType } from '../users/user.type';
import {
  SignInNext,
  SignInStepType,
  SsoProviderType,
  StaffSignInSettingsType,
  TenantSsoInput,
  TotpEnabledType,
  TotpEnrolmentType,
} from './sign-in.type';
import { signInSettingsView } from './sign-in-settings';
import { CompleteOidcArgs, ConfirmTotpArgs, DisableTotpArgs, LoginArgs, SignInCodeArgs, StartOidcArgs, StartTotpArgs } from './auth.args';

const payload = (s: { token: string; user: Parameters<typeof UserType.from>[0] }): AuthPayloadType => ({
  token: s.token,
  user: UserType.from(s.user),
});

/** Staff sign-in in two steps (issue 25): password, then an authenticator code when the account has one. */
@Resolver()
export class SignInResolver {
  @Mutation(() => SignInStepType, {
    description:
      'Sign-in, first step: username and password (throttled like login). Answers the session, or a challenge for the second step (an authenticator code, or setting one up when the tenant requires it).',
  })
  async signIn(@Args(() => LoginArgs) args: LoginArgs, @Ctx() { services, actor, ip }: AuthContext): Promise<SignInStepType> {
    const step = await services.auth.signIn(actor, LoginArgs.parse(args), ip);
    if (step.next === 'SESSION')
      return { next: SignInNext.SESSION, session: payload(step.session), challenge: null, challengeExpiresAt: null };
    return { next: SignInNext[step.next], session: null, challenge: step.challenge, challengeExpiresAt: step.challengeExpiresAt };
  }

  @Mutation(() => AuthPayloadType, {
    description:
      'Sign-in, second step: the challenge of signIn and the 6-digit code the authenticator app shows (each code once), or an unused recovery code.',
  })
  async signInWithCode(
    @Args(() => SignInCodeArgs) args: SignInCodeArgs,
    @Ctx() { services, actor, ip }: AuthContext,
  ): Promise<AuthPayloadType> {
    return payload(await services.totp.signInWithCode(actor, SignInCodeArgs.parse(args), ip));
  }

  @Mutation(() => TotpEnrolmentType, {
    description:
      'Starts setting up an authenticator app: a new secret (QR code and text) waiting for its first code. Signed in, or with the challenge of a sign-in that answered TOTP_ENROL.',
  })
  startTotpEnrolment(@Args(() => StartTotpArgs) args: StartTotpArgs, @Ctx() { services, actor }: AuthContext): Promise<TotpEnrolmentType> {
    return services.totp.start(actor, StartTotpArgs.parse(args));
  }

  @Mutation(() => TotpEnabledType, {
    description:
      'Confirms the new authenticator with its first code: two-step sign-in is on, and ten recovery codes are shown this once. With a sign-in challenge, the answer also carries the session.',
  })
  async confirmTotpEnrolment(
    @Args(() => ConfirmTotpArgs) args: ConfirmTotpArgs,
    @Ctx() { services, actor, ip }: AuthContext,
  ): Promise<TotpEnabledType> {
    const r = await services.totp.confirm(actor, ConfirmTotpArgs.parse(args), ip);
    return { recoveryCodes: r.recoveryCodes, session: r.session ? payload(r.session) : null };
  }

  @Authorized()
  @Mutation(() => Boolean, {
    description: 'Turns two-step sign-in off for the signed-in user: its password and a current code (or a recovery code).',
  })
  disableTotp(@Args(() => DisableTotpArgs) args: DisableTotpArgs, @Ctx() { services, actor, ip }: AuthContext): Promise<boolean> {
    return services.totp.disable(actor, DisableTotpArgs.parse(args), ip);
  }

  @Authorized('SuperAdmin', 'TenantAdmin')
  @Mutation(() => StaffSignInSettingsType, {
    description:
      "Requires two-step sign-in for the tenant's staff (TenantAdmin: its own, with its own authenticator on first; SuperAdmin: the tenant named). Staff without it set it up at their next sign-in.",
  })
  async setTenantRequireTotp(
    @Arg('required', { description: 'Whether it is required.' }) required: boolean,
    @Arg('tenantId', () => ID, { nullable: true, description: 'The tenant (SuperAdmin only; a TenantAdmin acts on its own).' })
    tenantId: string | null,
    @Ctx() { services, actor }: AuthContext,
  ): Promise<StaffSignInSettingsType> {
    const tenant = await services.totp.setRequired(actor, required, tenantId ?? undefined);
    return signInSettingsView(services.deps, tenant);
  }

  @Authorized('SuperAdmin', 'TenantAdmin')
  @Query(() => StaffSignInSettingsType, {
    description:
      "A tenant's staff sign-in settings (TenantAdmin: its own; SuperAdmin: the tenant named). The client secret is never shown.",
  })
  staffSignInSettings(
    @Arg('tenantId', () => ID, { nullable: true, description: 'The tenant (SuperAdmin only).' }) tenantId: string | null,
    @Ctx() { services, actor }: AuthContext,
  ): Promise<StaffSignInSettingsType> {
    return services.oidc.settings(actor, tenantId ?? undefined);
  }

  @Authorized('SuperAdmin', 'TenantAdmin')
  @Mutation(() => StaffSignInSettingsType, {
    description:
      "Sets the tenant's OpenID Connect provider for single sign-on (the provider is asked to describe itself first: a wrong or unreachable issuer is refused).",
  })
  setTenantSso(
    @Arg('input', () => TenantSsoInput, { description: 'Issuer, client id and secret.' }) input: TenantSsoInput,
    @Ctx() { services, actor }: AuthContext,
  ): Promise<StaffSignInSettingsType> {
    return services.oidc.save(actor, TenantSsoInput.parse(input));
  }

  @Query(() => SsoProviderType, {
    nullable: true,
    description: 'Whether a tenant offers single sign-on (null when not), for the login page.',
  })
  ssoProvider(@Args(() => StartOidcArgs) args: StartOidcArgs, @Ctx() { services }: AuthContext): Promise<SsoProviderType | null> {
    return services.oidc.provider(StartOidcArgs.parse(args).tenantId);
  }

  @Mutation(() => String, {
    description:
      "Starts a single sign-on at the tenant's OpenID Connect provider: the address to send the browser to (authorisation code with PKCE, state and nonce). Over HTTP only: the answer sets a cookie (HttpOnly, SameSite=Lax, path /graphql, ten minutes) that binds the sign-in to this browser.",
  })
  startOidcSignIn(@Args(() => StartOidcArgs) args: StartOidcArgs, @Ctx() { services, actor, ip, cookies }: AuthContext): Promise<string> {
    return services.oidc.start(actor, StartOidcArgs.parse(args), ip, cookies);
  }

  @Mutation(() => AuthPayloadType, {
    description:
      'Completes a single sign-on: the query string the provider sent the browser back to /sso/callback with. The state works once and only in the browser that started it (its cookie; FORBIDDEN otherwise); the ID token must carry the nonce of the start; the user is matched by verified e-mail within the tenant.',
  })
  async completeOidcSignIn(
    @Args(() => CompleteOidcArgs) args: CompleteOidcArgs,
    @Ctx() { services, actor, ip, cookies }: AuthContext,
  ): Promise<AuthPayloadType> {
    return payload(await services.oidc.complete(actor, CompleteOidcArgs.parse(args), ip, cookies));
  }
}
