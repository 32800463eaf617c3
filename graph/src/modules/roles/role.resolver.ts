import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { scope } from '../../core/auth/api-scopes';
import type { RolesContext } from '.';
import { RoleInput, RoleType } from './role.type';

@Resolver()
export class RoleResolver {
  @Authorized(scope('MANAGE_PARTNERS'))
  @Query(() => [RoleType], { description: "The tenant's role names." })
  async roles(
    @Arg('tenantId', () => ID, { description: 'SuperAdmin: the tenant. Others: omit (their own).', nullable: true })
    tenantId: string | null,
    @Ctx() { services, actor }: RolesContext,
  ) {
    return (await services.roles.list(actor, tenantId)).map((r) => RoleType.from(r));
  }

  @Authorized(scope('MANAGE_PARTNERS'))
  @Query(() => RoleType, {
    description: "Any staff user: one role name of its tenant. An unknown id or another tenant's answers NOT_FOUND.",
  })
  async role(@Arg('id', () => ID, { description: "The role's id." }) id: string, @Ctx() { services, actor }: RolesContext) {
    return RoleType.from(await services.roles.get(actor, id));
  }

  @Authorized()
  @Mutation(() => RoleType, {
    description:
      "SuperAdmin, TenantAdmin or DepotManager: adds a role name to the tenant's list (used for partners and staff users). A name in use answers CONFLICT.",
  })
  async addRole(
    @Arg('input', () => RoleInput, { description: "The role's name and (SuperAdmin) tenant." }) input: RoleInput,
    @Ctx() { services, actor }: RolesContext,
  ) {
    return RoleType.from(await services.roles.add(actor, RoleInput.parse(input)));
  }

  @Authorized()
  @Mutation(() => RoleType, { description: 'SuperAdmin, TenantAdmin or DepotManager: renames a role.' })
  async editRole(
    @Arg('id', () => ID, { description: "The role's id." }) id: string,
    @Arg('input', () => RoleInput, { description: 'The new name.' }) input: RoleInput,
    @Ctx() { services, actor }: RolesContext,
  ) {
    return RoleType.from(await services.roles.edit(actor, id, RoleInput.parse(input)));
  }

  @Authorized()
  @Mutation(() => Boolean, {
    description:
      'SuperAdmin, TenantAdmin or DepotManager: removes a role name of the tenant; answers true. An unknown id answers NOT_FOUND.',
  })
  deleteRole(@Arg('id', () => ID, { description: "The role's id." }) id: string, @Ctx() { services, actor }: RolesContext) {
    return services.roles.remove(actor, id);
  }
}
