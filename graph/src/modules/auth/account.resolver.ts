import { Arg, Args, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { AuthContext } from '.';
import { AuthPayloadType, UserType } from '../users/user.type';
import { ChangePasswordInput, ResetPasswordInput } from '../users/user.inputs';
import { CheckResetLinkArgs, LoginArgs, RequestPasswordResetArgs } from './auth.args';

/**
 * The signed-in user's account (issue 42: login, logout and the password operations live in `auth`, which `users`
 * does not call): who is signed in, the one-step login, logout, the reset link and changing one's password.
 * schema-order.ts loads it just before the users' resolver, so the schema's fields keep their order.
 */
@Resolver()
export class AccountResolver {
  @Authorized()
  @Query(() => UserType, { description: 'The signed-in staff user.' })
  async me(@Ctx() { services, actor }: AuthContext) {
    return UserType.from(await services.auth.me(actor));
  }

  @Mutation(() => AuthPayloadType, {
    description:
      'Public: one-step login: username and password -> a bearer token (HS256 JWT, valid JWT_TTL_SECONDS, 8 hours by default) and the user. Wrong credentials answer UNAUTHENTICATED with one message whether or not the user exists; a disabled user or archived tenant cannot log in; too many attempts per client IP or account answer RATE_LIMITED. Refused (FORBIDDEN) for an account with two-step sign-in or whose tenant requires it: use signIn.',
  })
  async login(@Args(() => LoginArgs) args: LoginArgs, @Ctx() { services, actor, ip }: AuthContext) {
    const { token, user } = await services.auth.login(actor, LoginArgs.parse(args), ip);
    return { token, user: UserType.from(user) };
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'Revokes every token of the signed-in user.' })
  logout(@Ctx() { services, actor }: AuthContext) {
    return services.auth.logout(actor);
  }

  @Mutation(() => Boolean, { description: 'Always true: whether the user exists is not revealed.' })
  requestPasswordReset(@Args(() => RequestPasswordResetArgs) args: RequestPasswordResetArgs, @Ctx() { services, actor, ip }: AuthContext) {
    return services.auth.requestPasswordReset(actor, RequestPasswordResetArgs.parse(args), ip);
  }

  @Mutation(() => Boolean, {
    description:
      'Public: sets a new password with the token of a reset link. An unknown, used or expired token answers BAD_USER_INPUT; too many bad tokens for an account answer RATE_LIMITED. Every session of the user ends.',
  })
  resetPassword(
    @Arg('input', () => ResetPasswordInput, { description: "The link's token and username and the new password." })
    input: ResetPasswordInput,
    @Ctx() { services, actor, ip }: AuthContext,
  ) {
    return services.auth.resetPassword(actor, ResetPasswordInput.parse(input), ip);
  }

  @Query(() => Boolean, { description: 'Whether a reset-password link (its token and username) still works: unused and not expired.' })
  resetLinkValid(@Args(() => CheckResetLinkArgs) args: CheckResetLinkArgs, @Ctx() { services, actor, ip }: AuthContext) {
    return services.auth.checkResetLink(actor, CheckResetLinkArgs.parse(args), ip);
  }

  @Authorized()
  @Mutation(() => AuthPayloadType, {
    description:
      'The signed-in user changes its own password (the current one verified); other sessions end, the answer carries a new token.',
  })
  async changePassword(
    @Arg('input', () => ChangePasswordInput, { description: 'The current password (verified) and the new one.' })
    input: ChangePasswordInput,
    @Ctx() { services, actor }: AuthContext,
  ) {
    const { token, user } = await services.auth.changePassword(actor, ChangePasswordInput.parse(input));
    return { token, user: UserType.from(user) };
  }
}
