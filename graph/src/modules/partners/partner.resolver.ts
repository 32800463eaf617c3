import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GqlContext } from '../../core/graphql/context';
import { parse } from '../../core/command';
import { EditPartnerCommand, RegisterPartnerCommand } from './partner.commands';
import { PARTNER_PAGE_SIZE } from './partner.service';
import { PartnerInput, PartnerPageType, PartnerType } from './partner.type';


@Resolver()
export class PartnerResolver {
  @Authorized()
  @Query(() => PartnerPageType, { description: 'The partners registered at a depot, a page at a time.' })
  async partners(@Arg('depotId', () => ID) depotId: string, @Arg('page', () => Int, { defaultValue: 1 }) page: number, @Ctx() { services, actor }: GqlContext) {
    const { items, total } = await services.partners.list(actor, depotId, page);
    return Object.assign(new PartnerPageType(), { items: items.map((p) => PartnerType.from(p)), total, page, pageSize: PARTNER_PAGE_SIZE });
  }

  @Authorized()
  @Query(() => PartnerType)
  async partner(@Arg('id', () => ID) id: string, @Ctx() { services, actor }: GqlContext) {
    return PartnerType.from(await services.partners.get(actor, id));
  }

  @Authorized()
  @Mutation(() => PartnerType)
  async registerPartner(@Arg('input') input: PartnerInput, @Ctx() { services, actor }: GqlContext) {
    return PartnerType.from(await services.partners.register(actor, parse(RegisterPartnerCommand, { ...input })));
  }

  @Authorized()
  @Mutation(() => PartnerType)
  async editPartner(@Arg('id', () => ID) id: string, @Arg('input') input: PartnerInput, @Ctx() { services, actor }: GqlContext) {
    return PartnerType.from(await services.partners.edit(actor, id, parse(EditPartnerCommand, { ...input })));
  }

  @Authorized()
  @Mutation(() => Boolean)
  deletePartner(@Arg('id', () => ID) id: string, @Ctx() { services, actor }: GqlContext) {
    return services.partners.remove(actor, id);
  }

  @Authorized()
  @Mutation(() => Boolean, { description: "E-mails the partner its work id as a QR code (by the worker)." })
  sendPartnerQrCode(@Arg('id', () => ID) id: string, @Ctx() { services, actor }: GqlContext) {
    return services.partners.sendQrCode(actor, id);
  }
}
