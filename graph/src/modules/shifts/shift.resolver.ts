import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { scope } from '../../core/auth/api-scopes';
import type { GqlContext } from '../../core/graphql/context';
import { parse } from '../../core/command';
import { ShiftCommand } from './shift.commands';
import { ShiftInput, ShiftType } from './shift.type';

const asCommand = (i: ShiftInput) => parse(ShiftCommand, { ...i });

@Resolver()
export class ShiftResolver {
  @Authorized(scope('MANAGE_PARTNERS'))
  @Query(() => [ShiftType], { description: "The tenant's shifts." })
  async shifts(@Arg('tenantId', () => ID, { nullable: true }) tenantId: string | null, @Ctx() { services, actor }: GqlContext) {
    return (await services.shifts.list(actor, tenantId)).map((s) => ShiftType.from(s));
  }

  @Authorized(scope('MANAGE_PARTNERS'))
  @Query(() => ShiftType)
  async shift(@Arg('id', () => ID) id: string, @Ctx() { services, actor }: GqlContext) {
    return ShiftType.from(await services.shifts.get(actor, id));
  }

  @Authorized()
  @Mutation(() => ShiftType)
  async addShift(@Arg('input') input: ShiftInput, @Ctx() { services, actor }: GqlContext) {
    return ShiftType.from(await services.shifts.add(actor, asCommand(input)));
  }

  @Authorized()
  @Mutation(() => ShiftType)
  async editShift(@Arg('id', () => ID) id: string, @Arg('input') input: ShiftInput, @Ctx() { services, actor }: GqlContext) {
    return ShiftType.from(await services.shifts.edit(actor, id, asCommand(input)));
  }

  @Authorized()
  @Mutation(() => Boolean)
  deleteShift(@Arg('id', () => ID) id: string, @Ctx() { services, actor }: GqlContext) {
    return services.shifts.remove(actor, id);
  }
}
