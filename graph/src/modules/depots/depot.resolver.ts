import { parse } from '../../core/command';
import { AddDepotCommand, DepotDetails, FindDepotCommand } from './depot.commands';
import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { scope } from '../../core/auth/api-scopes';
import type { GqlContext } from '../../core/graphql/context';
import { AddDepotInput, DepotInput } from './depot.inputs';
import { DepotType, KioskDepotType } from './depot.type';

@Resolver()
export class DepotResolver {
  @Authorized(scope('READ_ATTENDANCE'), scope('READ_REPORTS'), scope('WRITE_BOOKINGS'), scope('MANAGE_PARTNERS'), scope('SUBSCRIBE_LIVE'))
  @Query(() => [DepotType], { description: "A tenant's depots (own tenant when not given); DepotManager sees only its own depot." })
  async depots(@Arg('tenantId', () => ID, { nullable: true }) tenantId: string | null, @Ctx() { services, actor }: GqlContext) {
    return (await services.depots.list(actor, tenantId)).map((v) => DepotType.from(v));
  }

  @Query(() => KioskDepotType, { description: 'Public: the kiosk looks its depot up by tenant name and depot code (case-insensitive).' })
  async findDepot(@Arg('tenantName') tenantName: string, @Arg('depotCode') depotCode: string, @Ctx() { services, actor }: GqlContext) {
    return KioskDepotType.from(await services.depots.findKioskView(actor, parse(FindDepotCommand, { tenantName, depotCode })));
  }

  @Authorized('SuperAdmin', 'TenantAdmin')
  @Mutation(() => DepotType)
  async addDepot(@Arg('input') input: AddDepotInput, @Ctx() { services, actor }: GqlContext) {
    return DepotType.from(await services.depots.add(actor, parse(AddDepotCommand, { ...input })));
  }

  @Authorized('SuperAdmin', 'TenantAdmin')
  @Mutation(() => DepotType)
  async updateDepot(@Arg('id', () => ID) id: string, @Arg('input') input: DepotInput, @Ctx() { services, actor }: GqlContext) {
    return DepotType.from(await services.depots.update(actor, id, parse(DepotDetails, { ...input })));
  }
}
