import { Arg, Authorized, Ctx, ID, Mutation, Resolver } from 'type-graphql';
import type { TenantAdminContext } from '.';
import { UserType } from '../users/user.type';
import { EditRepresentativeInput } from './representative.inputs';

@Resolver()
export class RepresentativeResolver {
  @Authorized('SuperAdmin', 'TenantAdmin')
  @Mutation(() => UserType, {
    description:
      "SuperAdmin or TenantAdmin (its own tenant): edits a staff user's name, username, e-mail, role, department and depot. A username in use answers CONFLICT; a role change ends the user's open sessions and sockets.",
  })
  async editRepresentative(
    @Arg('id', () => ID, { description: "The user's id." }) id: string,
    @Arg('input', () => EditRepresentativeInput, { description: "The user's new details." }) input: EditRepresentativeInput,
    @Ctx() { services, actor }: TenantAdminContext,
  ) {
    return UserType.from(await services.representatives.edit(actor, id, EditRepresentativeInput.parse(input)));
  }

  @Authorized('SuperAdmin', 'TenantAdmin')
  @Mutation(() => Boolean, { description: 'Removes a user of the tenant (not oneself).' })
  removeRepresentative(@Arg('id', () => ID, { description: "The user's id." }) id: string, @Ctx() { services, actor }: TenantAdminContext) {
    return services.representatives.remove(actor, id);
  }

  @Authorized('SuperAdmin', 'TenantAdmin')
  @Mutation(() => Boolean, { description: 'Sends the user a new account-confirmation e-mail.' })
  resendConfirmationEmail(
    @Arg('id', () => ID, { description: "The user's id." }) id: string,
    @Ctx() { services, actor }: TenantAdminContext,
  ) {
    return services.representatives.resendConfirmation(actor, id);
  }
}
