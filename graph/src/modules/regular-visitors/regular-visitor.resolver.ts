import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GqlContext } from '../../core/graphql/context';
import { DepotListCommand, parse } from '../../core/command';
import { EditRegularVisitorCommand, RegisterRegularVisitorCommand, RegularHostCommand } from './regular-visitor.commands';
import { RV_PAGE_SIZE } from './regular-visitor.service';
import {
  EditRegularVisitorInput,
  RegisterRegularVisitorInput,
  RegularHostInput,
  RegularHostType,
  RegularVisitorPageType,
  RegularVisitorType,
} from './regular-visitor.type';

@Resolver()
export class RegularVisitorResolver {
  @Authorized()
  @Query(() => String, { description: 'A fresh RV code for the registration form.' })
  regularVisitorReference(@Ctx() { services, actor }: GqlContext) {
    return services.regularVisitors.reference(actor);
  }

  @Authorized()
  @Query(() => RegularVisitorPageType)
  async regularVisitors(
    @Arg('depotId', () => ID) depotId: string,
    @Arg('page', () => Int, { defaultValue: 1 }) page: number,
    @Arg('search', () => String, { nullable: true, description: 'Name, e-mail, company or RV code (contains, any case)' })
    search: string | null,
    @Ctx() { services, actor }: GqlContext,
  ) {
    const cmd = parse(DepotListCommand, { depotId, page, search });
    const { items, total } = await services.regularVisitors.list(actor, cmd);
    return Object.assign(new RegularVisitorPageType(), {
      items: items.map((r) => RegularVisitorType.from(r)),
      total,
      page: cmd.page,
      pageSize: RV_PAGE_SIZE,
      pages: Math.ceil(total / RV_PAGE_SIZE),
    });
  }

  @Authorized()
  @Mutation(() => RegularVisitorType, {
    description: "'Regular Visitor Booked Successfully!': the visitor is e-mailed the RV code, passcode and QR code.",
  })
  async registerRegularVisitor(@Arg('input') input: RegisterRegularVisitorInput, @Ctx() { services, actor }: GqlContext) {
    return RegularVisitorType.from(await services.regularVisitors.register(actor, parse(RegisterRegularVisitorCommand, { ...input })));
  }

  @Authorized()
  @Mutation(() => RegularVisitorType)
  async editRegularVisitor(
    @Arg('id', () => ID) id: string,
    @Arg('input') input: EditRegularVisitorInput,
    @Ctx() { services, actor }: GqlContext,
  ) {
    return RegularVisitorType.from(await services.regularVisitors.edit(actor, id, parse(EditRegularVisitorCommand, { ...input })));
  }

  @Authorized()
  @Mutation(() => Boolean)
  removeRegularVisitor(@Arg('id', () => ID) id: string, @Ctx() { services, actor }: GqlContext) {
    return services.regularVisitors.remove(actor, id);
  }

  @Authorized()
  @Mutation(() => Boolean)
  resendRegularVisitorEmail(@Arg('id', () => ID) id: string, @Ctx() { services, actor }: GqlContext) {
    return services.regularVisitors.resend(actor, id);
  }

  @Authorized()
  @Mutation(() => RegularHostType)
  async editRegularHost(
    @Arg('hostId', () => ID) hostId: string,
    @Arg('input') input: RegularHostInput,
    @Ctx() { services, actor }: GqlContext,
  ) {
    return RegularHostType.from(await services.regularVisitors.editHost(actor, hostId, parse(RegularHostCommand, { ...input })));
  }
}
