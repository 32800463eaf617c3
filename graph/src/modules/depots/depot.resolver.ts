import { Arg, Args, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { scope } from '../../core/auth/api-scopes';
import type { DepotsContext } from '.';
import { AddDepotInput, DepotInput } from './depot.inputs';
import { DepotType, KioskDepotType } from './depot.type';
import { FindDepotArgs } from './depot.args';

@Resolver()
export class DepotResolver {
  @Authorized(scope('READ_ATTENDANCE'), scope('READ_REPORTS'), scope('WRITE_BOOKINGS'), scope('MANAGE_PARTNERS'), scope('SUBSCRIBE_LIVE'))
  @Query(() => [DepotType], { description: "A tenant's depots (own tenant when not given); DepotManager sees only its own depot." })
  async depots(
    @Arg('tenantId', () => ID, { description: 'SuperAdmin: the tenant to list. Others: omit (their own tenant).', nullable: true })
    tenantId: string | null,
    @Ctx() { services, actor }: DepotsContext,
  ) {
    return (await services.depots.list(actor, tenantId)).map((v) => DepotType.from(v));
  }

  @Query(() => KioskDepotType, { description: 'Public: the kiosk looks its depot up by tenant name and depot code (case-insensitive).' })
  async findDepot(@Args(() => FindDepotArgs) args: FindDepotArgs, @Ctx() { services, actor }: DepotsContext) {
    return KioskDepotType.from(await services.depots.findKioskView(actor, FindDepotArgs.parse(args)));
  }

  @Authorized('SuperAdmin', 'TenantAdmin')
  @Mutation(() => DepotType, {
    description:
      'SuperAdmin or TenantAdmin: adds a depot to a tenant. A code already used in the tenant answers CONFLICT; an unknown time zone BAD_USER_INPUT.',
  })
  async addDepot(
    @Arg('input', () => AddDepotInput, { description: "The depot's code, address, time zone and (SuperAdmin) tenant." })
    input: AddDepotInput,
    @Ctx() { services, actor }: DepotsContext,
  ) {
    return DepotType.from(await services.depots.add(actor, AddDepotInput.parse(input)));
  }

  @Authorized('SuperAdmin', 'TenantAdmin')
  @Mutation(() => DepotType, { description: "SuperAdmin or TenantAdmin (its own tenant): edits a depot's code, address and time zone." })
  async updateDepot(
    @Arg('id', () => ID, { description: "The depot's id." }) id: string,
    @Arg('input', () => DepotInput, { description: "The depot's new details." }) input: DepotInput,
    @Ctx() { services, actor }: DepotsContext,
  ) {
    return DepotType.from(await services.depots.update(actor, id, DepotInput.parse(input)));
  }
}
