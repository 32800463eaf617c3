import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { scope } from '../../core/auth/api-scopes';
import type { GqlContext } from '../../core/graphql/context';
import { DepotListCommand, parse } from '../../core/command';
import { EditPartnerCommand, RegisterPartnerCommand } from './partner.commands';
import { PARTNER_PAGE_SIZE } from './partner.service';
import { PartnerInput, PartnerPageType, PartnerType } from './partner.type';
import { PartnerAttendancesCommand } from '../reports/visitor-report.commands';
import { PartnerAttendancePageType } from '../reports/visitor-report.type';

@Resolver()
export class PartnerResolver {
  @Authorized(scope('MANAGE_PARTNERS'))
  @Query(() => PartnerPageType, { description: 'The partners registered at a depot, a page at a time.' })
  async partners(
    @Arg('depotId', () => ID) depotId: string,
    @Arg('page', () => Int, { defaultValue: 1 }) page: number,
    @Arg('search', () => String, { nullable: true, description: 'Work id or name (contains, any case)' }) search: string | null,
    @Ctx() { services, actor }: GqlContext,
  ) {
    const cmd = parse(DepotListCommand, { depotId, page, search });
    const { items, total } = await services.partners.list(actor, cmd);
    return Object.assign(new PartnerPageType(), {
      items: items.map((p) => PartnerType.from(p)),
      total,
      page: cmd.page,
      pageSize: PARTNER_PAGE_SIZE,
      pages: Math.ceil(total / PARTNER_PAGE_SIZE),
    });
  }

  @Authorized(scope('READ_ATTENDANCE'))
  @Query(() => PartnerAttendancePageType, { description: "A partner's attendance history, newest first, 5 a page." })
  async partnerAttendances(
    @Arg('partnerId', () => ID) partnerId: string,
    @Arg('page', () => Int, { nullable: true, defaultValue: 1 }) page: number | null,
    @Ctx() { services, actor }: GqlContext,
  ) {
    return PartnerAttendancePageType.from(
      await services.partnerAttendances.history(actor, parse(PartnerAttendancesCommand, { partnerId, page })),
    );
  }

  @Authorized(scope('MANAGE_PARTNERS'))
  @Query(() => PartnerType)
  async partner(@Arg('id', () => ID) id: string, @Ctx() { services, actor }: GqlContext) {
    return PartnerType.from(await services.partners.get(actor, id));
  }

  @Authorized(scope('MANAGE_PARTNERS'))
  @Mutation(() => PartnerType)
  async registerPartner(@Arg('input') input: PartnerInput, @Ctx() { services, actor }: GqlContext) {
    return PartnerType.from(await services.partners.register(actor, parse(RegisterPartnerCommand, { ...input })));
  }

  @Authorized(scope('MANAGE_PARTNERS'))
  @Mutation(() => PartnerType)
  async editPartner(@Arg('id', () => ID) id: string, @Arg('input') input: PartnerInput, @Ctx() { services, actor }: GqlContext) {
    return PartnerType.from(await services.partners.edit(actor, id, parse(EditPartnerCommand, { ...input })));
  }

  @Authorized(scope('MANAGE_PARTNERS'))
  @Mutation(() => Boolean)
  deletePartner(@Arg('id', () => ID) id: string, @Ctx() { services, actor }: GqlContext) {
    return services.partners.remove(actor, id);
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'E-mails the partner its work id as a QR code (by the worker).' })
  sendPartnerQrCode(@Arg('id', () => ID) id: string, @Ctx() { services, actor }: GqlContext) {
    return services.partners.sendQrCode(actor, id);
  }
}
