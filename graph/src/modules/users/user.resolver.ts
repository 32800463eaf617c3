import { Arg, Args, Authorized, Ctx, ID, Mutation, Resolver } from 'type-graphql';
import type { UsersContext } from '.';
import { UserType } from './user.type';
import { SetMyLanguageArgs } from './user.args';
import { RegisterUserInput } from './user.inputs';

@Resolver()
export class UserResolver {
  @Authorized('SuperAdmin', 'TenantAdmin')
  @Mutation(() => UserType, {
    description:
      'SuperAdmin or TenantAdmin: adds a staff user to a depot of its tenant (SuperAdmin: of any tenant). The user is e-mailed an account-confirmation link. A username already in use answers CONFLICT.',
  })
  async registerUser(
    @Arg('input', () => RegisterUserInput, { description: "The new user's details, depot and role." }) input: RegisterUserInput,
    @Ctx() { services, actor }: UsersContext,
  ) {
    return UserType.from(await services.users.register(actor, RegisterUserInput.parse(input)));
  }

  @Authorized('SuperAdmin', 'TenantAdmin')
  @Mutation(() => UserType, {
    description: 'Disable (ends every session at once) or enable a user: SuperAdmin any, TenantAdmin its tenant; not oneself.',
  })
  async setUserDisabled(
    @Arg('id', () => ID, { description: "The user's id." }) id: string,
    @Arg('disabled', { description: 'true disables the user, false enables it again.' }) disabled: boolean,
    @Ctx() { services, actor }: UsersContext,
  ) {
    return UserType.from(await services.users.setDisabled(actor, id, disabled));
  }

  @Authorized('SuperAdmin', 'TenantAdmin')
  @Mutation(() => Boolean, { description: 'E-mails the user a reset-password link (not to a disabled user).' })
  sendUserPasswordReset(
    @Arg('id', () => ID, { description: "The user's id (its tenant's for a TenantAdmin)." }) id: string,
    @Ctx() { services, actor }: UsersContext,
  ) {
    return services.users.sendPasswordReset(actor, id);
  }

  @Authorized()
  @Mutation(() => UserType, {
    description:
      "The signed-in staff user's language for its screens, e-mails, summaries and export headers (issue 39). null: its tenant's default. An unknown code answers BAD_USER_INPUT.",
  })
  async setMyLanguage(@Args(() => SetMyLanguageArgs) args: SetMyLanguageArgs, @Ctx() { services, actor }: UsersContext) {
    return UserType.from(await services.users.setMyLanguage(actor, SetMyLanguageArgs.parse(args)));
  }
}
