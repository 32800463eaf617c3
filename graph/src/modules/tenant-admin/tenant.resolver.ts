import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { TenantAdminContext } from '.';
import { CreateTenantInput, EditTenantInput } from './tenant.inputs';
import { TenantDetailsType, TenantShortType, TenantType } from './tenant.type';

@Resolver()
export class TenantResolver {
  @Authorized('SuperAdmin')
  @Query(() => [TenantType], { description: 'Every tenant with its counts (SuperAdmin); archived ones only with includeArchived.' })
  async tenants(
    @Arg('includeArchived', () => Boolean, {
      description: 'Also list tenants that were removed (archived). Default false.',
      defaultValue: false,
    })
    includeArchived: boolean,
    @Ctx() { services, actor }: TenantAdminContext,
  ) {
    return (await services.tenants.list(actor, includeArchived)).map((t) => TenantType.from(t));
  }

  @Authorized('SuperAdmin')
  @Query(() => Boolean, { description: "A fresh install: no tenant (not archived) exists but the SuperAdmin's own." })
  firstRun(@Ctx() { services, actor }: TenantAdminContext) {
    return services.tenants.firstRun(actor);
  }

  @Authorized('SuperAdmin', 'TenantAdmin', 'DepotManager')
  @Query(() => TenantDetailsType, { description: 'Tenant details: SuperAdmin any, others their own (DepotManager: its depot, no users).' })
  async tenant(@Arg('id', () => ID, { description: "The tenant's id." }) id: string, @Ctx() { services, actor }: TenantAdminContext) {
    return TenantDetailsType.from(await services.tenants.find(actor, id));
  }

  @Authorized()
  @Query(() => [TenantShortType], { description: 'Tenants for a dropdown: SuperAdmin all, others their own.' })
  async tenantsShortList(@Ctx() { services, actor }: TenantAdminContext) {
    return (await services.tenants.shortList(actor)).map((t) => TenantShortType.from(t));
  }

  @Authorized('SuperAdmin')
  @Mutation(() => TenantType, { description: 'Adds a tenant, its first depot and a TenantAdmin rep (e-mailed a link to set a password).' })
  async createTenant(
    @Arg('input', () => CreateTenantInput, { description: "The tenant's name, its first representative and its first depot." })
    input: CreateTenantInput,
    @Ctx() { services, actor }: TenantAdminContext,
  ) {
    return TenantType.from(await services.tenants.create(actor, CreateTenantInput.parse(input)));
  }

  @Authorized('SuperAdmin', 'TenantAdmin')
  @Mutation(() => TenantType, {
    description:
      'SuperAdmin (any tenant) or TenantAdmin (its own): renames a tenant and sets the temperature range its kiosks accept. A name in use answers CONFLICT.',
  })
  async editTenant(
    @Arg('id', () => ID, { description: "The tenant's id." }) id: string,
    @Arg('input', () => EditTenantInput, { description: 'The new name and temperature range.' }) input: EditTenantInput,
    @Ctx() { services, actor }: TenantAdminContext,
  ) {
    return TenantType.from(await services.tenants.edit(actor, id, EditTenantInput.parse(input)));
  }

  @Authorized('SuperAdmin')
  @Mutation(() => Boolean, {
    description:
      'Removes (archives) a tenant: confirmName must be its name. Its users are signed out and cannot log in, its kiosks close; restoreTenant undoes it.',
  })
  removeTenant(
    @Arg('id', () => ID, { description: "The tenant's id." }) id: string,
    @Arg('confirmName', { description: "The tenant's exact name, to confirm; anything else answers BAD_USER_INPUT." }) confirmName: string,
    @Ctx() { services, actor }: TenantAdminContext,
  ) {
    return services.tenants.archive(actor, id, confirmName);
  }

  @Authorized('SuperAdmin')
  @Mutation(() => TenantType, { description: 'Restores an archived tenant.' })
  async restoreTenant(
    @Arg('id', () => ID, { description: "The archived tenant's id." }) id: string,
    @Ctx() { services, actor }: TenantAdminContext,
  ) {
    return TenantType.from(await services.tenants.restore(actor, id));
  }
}
