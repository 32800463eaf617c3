import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { scope } from '../../core/auth/api-scopes';
import type { ShiftsContext } from '.';
import { ShiftInput, ShiftType } from './shift.type';

const asCommand = (i: ShiftInput) => ShiftInput.parse(i);

@Resolver()
export class ShiftResolver {
  @Authorized(scope('MANAGE_PARTNERS'))
  @Query(() => [ShiftType], { description: "The tenant's shifts." })
  async shifts(
    @Arg('tenantId', () => ID, { description: 'SuperAdmin: the tenant. Others: omit (their own).', nullable: true })
    tenantId: string | null,
    @Ctx() { services, actor }: ShiftsContext,
  ) {
    return (await services.shifts.list(actor, tenantId)).map((s) => ShiftType.from(s));
  }

  @Authorized(scope('MANAGE_PARTNERS'))
  @Query(() => ShiftType, { description: "Any staff user: one shift of its tenant. An unknown id or another tenant's answers NOT_FOUND." })
  async shift(@Arg('id', () => ID, { description: "The shift's id." }) id: string, @Ctx() { services, actor }: ShiftsContext) {
    return ShiftType.from(await services.shifts.get(actor, id));
  }

  @Authorized()
  @Mutation(() => ShiftType, {
    description:
      'SuperAdmin, TenantAdmin or DepotManager: adds a shift (a named daily time window in which a partner may clock in) to the tenant.',
  })
  async addShift(
    @Arg('input', () => ShiftInput, { description: "The shift's name and times." }) input: ShiftInput,
    @Ctx() { services, actor }: ShiftsContext,
  ) {
    return ShiftType.from(await services.shifts.add(actor, asCommand(input)));
  }

  @Authorized()
  @Mutation(() => ShiftType, {
    description: 'SuperAdmin, TenantAdmin or DepotManager: changes a shift; partners on it follow the new times.',
  })
  async editShift(
    @Arg('id', () => ID, { description: "The shift's id." }) id: string,
    @Arg('input', () => ShiftInput, { description: "The shift's new name and times." }) input: ShiftInput,
    @Ctx() { services, actor }: ShiftsContext,
  ) {
    return ShiftType.from(await services.shifts.edit(actor, id, asCommand(input)));
  }

  @Authorized()
  @Mutation(() => Boolean, {
    description: 'SuperAdmin, TenantAdmin or DepotManager: removes a shift of the tenant; answers true. An unknown id answers NOT_FOUND.',
  })
  deleteShift(@Arg('id', () => ID, { description: "The shift's id." }) id: string, @Ctx() { services, actor }: ShiftsContext) {
    return services.shifts.remove(actor, id);
  }
}
