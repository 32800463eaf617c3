import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { scope } from '../../core/auth/api-scopes';
import type { PartnersContext } from '.';
import { DepotListCommand, parse } from '../../core/command';
import { EditPartnerCommand, RegisterPartnerCommand } from './partner.commands';
import { PARTNER_PAGE_SIZE } from './partner.service';
import { PartnerInput, PartnerPageType, PartnerType } from './partner.type';
import { PartnerAttendancesCommand } from './partner-attendance.commands';
import { PartnerAttendancePageType } from './partner-attendance.type';

@Resolver()
export class PartnerResolver {
  @Authorized(scope('MANAGE_PARTNERS'))
  @Query(() => PartnerPageType, { description: 'The partners registered at a depot, a page at a time.' })
  async partners(
    @Arg('depotId', () => ID, { description: "The depot's id (of the caller's tenant)." }) depotId: string,
    @Arg('page', () => Int, { description: 'Page number from 1 (default 1); pageSize is in the answer.', defaultValue: 1 }) page: number,
    @Arg('search', () => String, { nullable: true, description: 'Work id or name (contains, any case)' }) search: string | null,
    @Ctx() { services, actor }: PartnersContext,
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
    @Arg('partnerId', () => ID, { description: "The partner's id." }) partnerId: string,
    @Arg('page', () => Int, { description: 'Page number from 1 (default 1).', nullable: true, defaultValue: 1 }) page: number | null,
    @Ctx() { services, actor }: PartnersContext,
  ) {
    return PartnerAttendancePageType.from(
      await services.partnerAttendances.history(actor, parse(PartnerAttendancesCommand, { partnerId, page })),
    );
  }

  @Authorized(scope('MANAGE_PARTNERS'))
  @Query(() => PartnerType, {
    description: "Any staff user: one partner of its tenant. An unknown id or another tenant's answers NOT_FOUND.",
  })
  async partner(@Arg('id', () => ID, { description: "The partner's id." }) id: string, @Ctx() { services, actor }: PartnersContext) {
    return PartnerType.from(await services.partners.get(actor, id));
  }

  @Authorized(scope('MANAGE_PARTNERS'))
  @Mutation(() => PartnerType, {
    description:
      'Any staff user: registers a partner (a contractor who clocks in and out at the partner kiosk with a numeric work id). A work id in use anywhere answers CONFLICT. sendPartnerQrCode e-mails it its QR code.',
  })
  async registerPartner(
    @Arg('input', () => PartnerInput, { description: "The partner's details." }) input: PartnerInput,
    @Ctx() { services, actor }: PartnersContext,
  ) {
    return PartnerType.from(await services.partners.register(actor, parse(RegisterPartnerCommand, { ...input })));
  }

  @Authorized(scope('MANAGE_PARTNERS'))
  @Mutation(() => PartnerType, { description: 'Any staff user: edits a partner of its tenant (the work id stays).' })
  async editPartner(
    @Arg('id', () => ID, { description: "The partner's id." }) id: string,
    @Arg('input', () => PartnerInput, { description: "The partner's new details." }) input: PartnerInput,
    @Ctx() { services, actor }: PartnersContext,
  ) {
    return PartnerType.from(await services.partners.edit(actor, id, parse(EditPartnerCommand, { ...input })));
  }

  @Authorized(scope('MANAGE_PARTNERS'))
  @Mutation(() => Boolean, {
    description: 'Any staff user: removes a partner of its tenant; answers true. An unknown id answers NOT_FOUND.',
  })
  deletePartner(@Arg('id', () => ID, { description: "The partner's id." }) id: string, @Ctx() { services, actor }: PartnersContext) {
    return services.partners.remove(actor, id);
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'E-mails the partner its work id as a QR code (by the worker).' })
  sendPartnerQrCode(
    @Arg('id', () => ID, { description: "The partner's id (it must have an e-mail address)." }) id: string,
    @Ctx() { services, actor }: PartnersContext,
  ) {
    return services.partners.sendQrCode(actor, id);
  }
}
