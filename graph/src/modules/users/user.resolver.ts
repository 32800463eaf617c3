import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { GqlContext } from '../../core/graphql/context';
import { parse } from '../../core/command';
import { RegisterUserCommand } from './user.commands';
import { AuthPayloadType, UserType } from './user.type';
import { ChangePasswordInput, RegisterUserInput, ResetPasswordInput } from './user.inputs';
import {
  ChangePasswordCommand,
  CheckResetLinkCommand,
  LoginCommand,
  RequestPasswordResetCommand,
  ResetPasswordCommand,
} from '../auth/auth.commands';

@Resolver()
export class UserResolver {
  @Authorized()
  @Query(() => UserType, { description: 'The signed-in staff user.' })
  async me(@Ctx() { services, actor }: GqlContext) {
    return UserType.from(await services.auth.me(actor));
  }

  @Mutation(() => AuthPayloadType, {
    description:
      'One-step login: username and password -> the session. Refused (FORBIDDEN) for an account with two-step sign-in or whose tenant requires it: use signIn.',
  })
  async login(@Arg('username') username: string, @Arg('password') password: string, @Ctx() { services, actor, ip }: GqlContext) {
    const { token, user } = await services.auth.login(actor, parse(LoginCommand, { username, password }), ip);
    return { token, user: UserType.from(user) };
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'Revokes every token of the signed-in user.' })
  logout(@Ctx() { services, actor }: GqlContext) {
    return services.auth.logout(actor);
  }

  @Mutation(() => Boolean, { description: 'Always true: whether the user exists is not revealed.' })
  requestPasswordReset(@Arg('username') username: string, @Ctx() { services, actor, ip }: GqlContext) {
    return services.auth.requestPasswordReset(actor, parse(RequestPasswordResetCommand, { username }), ip);
  }

  @Mutation(() => Boolean)
  resetPassword(@Arg('input') input: ResetPasswordInput, @Ctx() { services, actor, ip }: GqlContext) {
    return services.auth.resetPassword(actor, parse(ResetPasswordCommand, { ...input }), ip);
  }

  @Query(() => Boolean, { description: 'Whether a reset-password link (its token and username) still works: unused and not expired.' })
  resetLinkValid(@Arg('token') token: string, @Arg('username') username: string, @Ctx() { services, actor, ip }: GqlContext) {
    return services.auth.checkResetLink(actor, parse(CheckResetLinkCommand, { token, username }), ip);
  }

  @Authorized()
  @Mutation(() => AuthPayloadType, {
    description:
      'The signed-in user changes its own password (the current one verified); other sessions end, the answer carries a new token.',
  })
  async changePassword(@Arg('input') input: ChangePasswordInput, @Ctx() { services, actor }: GqlContext) {
    const { token, user } = await services.auth.changePassword(actor, parse(ChangePasswordCommand, { ...input }));
    return { token, user: UserType.from(user) };
  }

  @Authorized('SuperAdmin', 'TenantAdmin')
  @Mutation(() => UserType)
  async registerUser(@Arg('input') input: RegisterUserInput, @Ctx() { services, actor }: GqlContext) {
    return UserType.from(await services.users.register(actor, parse(RegisterUserCommand, { ...input })));
  }

  @Authorized('SuperAdmin', 'TenantAdmin')
  @Mutation(() => UserType, {
    description: 'Disable (ends every session at once) or enable a user: SuperAdmin any, TenantAdmin its tenant; not oneself.',
  })
  async setUserDisabled(@Arg('id', () => ID) id: string, @Arg('disabled') disabled: boolean, @Ctx() { services, actor }: GqlContext) {
    return UserType.from(await services.users.setDisabled(actor, id, disabled));
  }

  @Authorized('SuperAdmin', 'TenantAdmin')
  @Mutation(() => Boolean, { description: 'E-mails the user a reset-password link (not to a disabled user).' })
  sendUserPasswordReset(@Arg('id', () => ID) id: string, @Ctx() { services, actor }: GqlContext) {
    return services.users.sendPasswordReset(actor, id);
  }
}
