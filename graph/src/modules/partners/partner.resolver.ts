import { Arg, Args, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { scope } from '../../core/auth/api-scopes';
import type { PartnersContext } from '.';
import { parse } from '../../core/command';
import { EditPartnerCommand } from './partner.commands';
import { PARTNER_PAGE_SIZE } from './partner.service';
import { PartnerInput, PartnerPageType, PartnerType } from './partner.type';
import { PartnerAttendancesArgs, PartnerListArgs } from './partner.args';
import { PartnerAttendancePageType } from './partner-attendance.type';

@Resolver()
export class PartnerResolver {
  @Authorized(scope('MANAGE_PARTNERS'))
  @Query(() => PartnerPageType, { description: 'The partners registered at a depot, a page at a time.' })
  async partners(@Args(() => PartnerListArgs) args: PartnerListArgs, @Ctx() { services, actor }: PartnersContext) {
    const cmd = PartnerListArgs.parse(args);
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
  async partnerAttendances(@Args(() => PartnerAttendancesArgs) args: PartnerAttendancesArgs, @Ctx() { services, actor }: PartnersContext) {
    return PartnerAttendancePageType.from(await services.partnerAttendances.history(actor, PartnerAttendancesArgs.parse(args)));
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
    return PartnerType.from(await services.partners.register(actor, PartnerInput.parse(input)));
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
