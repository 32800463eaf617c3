import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { GqlContext } from '../../core/graphql/context';
import { parse } from '../../core/command';
import { AddManagerCommand, EditManagerCommand } from './manager.commands';
import { AddManagerInput, EditManagerInput } from './manager.inputs';
import { ManagerType } from './manager.type';

@Resolver()
export class ManagerResolver {
  @Authorized()
  @Query(() => [ManagerType], { description: 'The managers of a depot.' })
  async managers(@Arg('depotId', () => ID) depotId: string, @Ctx() { services, actor }: GqlContext) {
    return (await services.managers.list(actor, depotId)).map((m) => ManagerType.from(m));
  }

  @Authorized()
  @Query(() => [ManagerType], { description: 'The managers of a depot who receive e-mails.' })
  async emailManagers(@Arg('depotId', () => ID) depotId: string, @Ctx() { services, actor }: GqlContext) {
    return (await services.managers.list(actor, depotId, true)).map((m) => ManagerType.from(m));
  }

  @Authorized('SuperAdmin', 'TenantAdmin')
  @Mutation(() => ManagerType)
  async addManager(@Arg('input') input: AddManagerInput, @Ctx() { services, actor }: GqlContext) {
    return ManagerType.from(await services.managers.add(actor, parse(AddManagerCommand, { ...input })));
  }

  @Authorized('SuperAdmin', 'TenantAdmin')
  @Mutation(() => ManagerType)
  async editManager(@Arg('id', () => ID) id: string, @Arg('input') input: EditManagerInput, @Ctx() { services, actor }: GqlContext) {
    return ManagerType.from(await services.managers.edit(actor, id, parse(EditManagerCommand, { ...input })));
  }

  @Authorized('SuperAdmin', 'TenantAdmin')
  @Mutation(() => Boolean)
  deleteManager(@Arg('id', () => ID) id: string, @Ctx() { services, actor }: GqlContext) {
    return services.managers.remove(actor, id);
  }
}
