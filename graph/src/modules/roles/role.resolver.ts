import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { scope } from '../../core/auth/api-scopes';
import type { GqlContext } from '../../core/graphql/context';
import { parse } from '../../core/command';
import { RoleCommand } from './role.commands';
import { RoleInput, RoleType } from './role.type';

@Resolver()
export class RoleResolver {
  @Authorized(scope('MANAGE_PARTNERS'))
  @Query(() => [RoleType], { description: "The tenant's role names." })
  async roles(@Arg('tenantId', () => ID, { nullable: true }) tenantId: string | null, @Ctx() { services, actor }: GqlContext) {
    return (await services.roles.list(actor, tenantId)).map((r) => RoleType.from(r));
  }

  @Authorized(scope('MANAGE_PARTNERS'))
  @Query(() => RoleType)
  async role(@Arg('id', () => ID) id: string, @Ctx() { services, actor }: GqlContext) {
    return RoleType.from(await services.roles.get(actor, id));
  }

  @Authorized()
  @Mutation(() => RoleType)
  async addRole(@Arg('input') input: RoleInput, @Ctx() { services, actor }: GqlContext) {
    return RoleType.from(await services.roles.add(actor, parse(RoleCommand, { ...input })));
  }

  @Authorized()
  @Mutation(() => RoleType)
  async editRole(@Arg('id', () => ID) id: string, @Arg('input') input: RoleInput, @Ctx() { services, actor }: GqlContext) {
    return RoleType.from(await services.roles.edit(actor, id, parse(RoleCommand, { ...input })));
  }

  @Authorized()
  @Mutation(() => Boolean)
  deleteRole(@Arg('id', () => ID) id: string, @Ctx() { services, actor }: GqlContext) {
    return services.roles.remove(actor, id);
  }
}
