import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { GqlContext } from '../../core/graphql/context';
import { CreateTenantInput, EditTenantInput } from './tenant.inputs';
import { TenantDetailsType, TenantShortType, TenantType } from './tenant.type';

@Resolver()
export class TenantResolver {
  @Authorized('SuperAdmin')
  @Query(() => [TenantType], { description: 'Every tenant with its counts (SuperAdmin).' })
  async tenants(@Ctx() { services, actor }: GqlContext) {
    return (await services.tenants.list(actor)).map((t) => TenantType.from(t));
  }

  @Authorized('SuperAdmin', 'TenantAdmin', 'DepotManager')
  @Query(() => TenantDetailsType, { description: 'Tenant details: SuperAdmin any, others their own (DepotManager: its depot, no users).' })
  async tenant(@Arg('id', () => ID) id: string, @Ctx() { services, actor }: GqlContext) {
    return TenantDetailsType.from(await services.tenants.find(actor, id));
  }

  @Authorized()
  @Query(() => [TenantShortType], { description: 'Tenants for a dropdown: SuperAdmin all, others their own.' })
  async tenantsShortList(@Ctx() { services, actor }: GqlContext) {
    return (await services.tenants.shortList(actor)).map((t) => TenantShortType.from(t));
  }

  @Authorized('SuperAdmin')
  @Mutation(() => TenantType, { description: 'Adds a tenant, its first depot and a TenantAdmin rep (e-mailed a link to set a password).' })
  async createTenant(@Arg('input') input: CreateTenantInput, @Ctx() { services, actor }: GqlContext) {
    return TenantType.from(await services.tenants.create(actor, { ...input }));
  }

  @Authorized('SuperAdmin', 'TenantAdmin')
  @Mutation(() => TenantType)
  async editTenant(@Arg('id', () => ID) id: string, @Arg('input') input: EditTenantInput, @Ctx() { services, actor }: GqlContext) {
    return TenantType.from(await services.tenants.edit(actor, id, { ...input }));
  }

  @Authorized('SuperAdmin')
  @Mutation(() => Boolean, { description: 'Removes a tenant and everything it owns.' })
  removeTenant(@Arg('id', () => ID) id: string, @Ctx() { services, actor }: GqlContext) {
    return services.tenants.remove(actor, id);
  }
}
