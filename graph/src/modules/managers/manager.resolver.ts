import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { ManagersContext } from '.';
import { AddManagerInput, EditManagerInput } from './manager.inputs';
import { ManagerType } from '../depots/manager.type';

@Resolver()
export class ManagerResolver {
  @Authorized()
  @Query(() => [ManagerType], { description: 'The managers of a depot.' })
  async managers(
    @Arg('depotId', () => ID, { description: "The depot's id (of the caller's tenant; another tenant's answers NOT_FOUND)." })
    depotId: string,
    @Ctx() { services, actor }: ManagersContext,
  ) {
    return (await services.managers.list(actor, depotId)).map((m) => ManagerType.from(m));
  }

  @Authorized()
  @Query(() => [ManagerType], { description: 'The managers of a depot who receive e-mails.' })
  async emailManagers(
    @Arg('depotId', () => ID, { description: "The depot's id." }) depotId: string,
    @Ctx() { services, actor }: ManagersContext,
  ) {
    return (await services.managers.list(actor, depotId, true)).map((m) => ManagerType.from(m));
  }

  @Authorized('SuperAdmin', 'TenantAdmin')
  @Mutation(() => ManagerType, {
    description:
      "SuperAdmin or TenantAdmin: adds a manager (a person e-mailed about the depot's visits) to a depot. Managers are contacts, not users: they do not log in.",
  })
  async addManager(
    @Arg('input', () => AddManagerInput, { description: "The manager's details and depot." }) input: AddManagerInput,
    @Ctx() { services, actor }: ManagersContext,
  ) {
    return ManagerType.from(await services.managers.add(actor, AddManagerInput.parse(input)));
  }

  @Authorized('SuperAdmin', 'TenantAdmin')
  @Mutation(() => ManagerType, { description: 'SuperAdmin or TenantAdmin: edits a manager, or moves it to another depot of the tenant.' })
  async editManager(
    @Arg('id', () => ID, { description: "The manager's id." }) id: string,
    @Arg('input', () => EditManagerInput, { description: "The manager's new details." }) input: EditManagerInput,
    @Ctx() { services, actor }: ManagersContext,
  ) {
    return ManagerType.from(await services.managers.edit(actor, id, EditManagerInput.parse(input)));
  }

  @Authorized('SuperAdmin', 'TenantAdmin')
  @Mutation(() => Boolean, { description: 'SuperAdmin or TenantAdmin: removes a manager. Answers true; an unknown id answers NOT_FOUND.' })
  deleteManager(@Arg('id', () => ID, { description: "The manager's id." }) id: string, @Ctx() { services, actor }: ManagersContext) {
    return services.managers.remove(actor, id);
  }
}
