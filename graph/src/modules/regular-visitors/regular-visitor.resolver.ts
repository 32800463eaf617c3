import { Arg, Args, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { RegularVisitorsContext } from '.';
import { RV_PAGE_SIZE } from './regular-visitor.service';
import { RegularVisitorListArgs } from './regular-visitor.args';
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
  regularVisitorReference(@Ctx() { services, actor }: RegularVisitorsContext) {
    return services.regularVisitors.reference(actor);
  }

  @Authorized()
  @Query(() => RegularVisitorPageType, {
    description:
      "Any staff user: a depot's regular visitors (people who come often and sign in with an RV code and passcode instead of a booking), a page at a time, by name.",
  })
  async regularVisitors(
    @Args(() => RegularVisitorListArgs) args: RegularVisitorListArgs,
    @Ctx() { services, actor }: RegularVisitorsContext,
  ) {
    const cmd = RegularVisitorListArgs.parse(args);
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
  async registerRegularVisitor(
    @Arg('input', () => RegisterRegularVisitorInput, {
      description:
        'The visitor, depot, host and kiosk flags. An RV code in use, or an e-mail already registered as a regular visitor, answers CONFLICT.',
    })
    input: RegisterRegularVisitorInput,
    @Ctx() { services, actor }: RegularVisitorsContext,
  ) {
    return RegularVisitorType.from(await services.regularVisitors.register(actor, RegisterRegularVisitorInput.parse(input)));
  }

  @Authorized()
  @Mutation(() => RegularVisitorType, {
    description: 'Any staff user: edits a regular visitor of its tenant (the RV code and passcode stay).',
  })
  async editRegularVisitor(
    @Arg('id', () => ID, { description: "The regular visitor's id." }) id: string,
    @Arg('input', () => EditRegularVisitorInput, { description: "The visitor's new details." }) input: EditRegularVisitorInput,
    @Ctx() { services, actor }: RegularVisitorsContext,
  ) {
    return RegularVisitorType.from(await services.regularVisitors.edit(actor, id, EditRegularVisitorInput.parse(input)));
  }

  @Authorized()
  @Mutation(() => Boolean, {
    description: 'Any staff user: removes a regular visitor (its RV code stops working; past visits stay in the reports). Answers true.',
  })
  removeRegularVisitor(
    @Arg('id', () => ID, { description: "The regular visitor's id." }) id: string,
    @Ctx() { services, actor }: RegularVisitorsContext,
  ) {
    return services.regularVisitors.remove(actor, id);
  }

  @Authorized()
  @Mutation(() => Boolean, {
    description: 'Any staff user: e-mails the regular visitor its RV code, passcode and QR code again (through the worker). Answers true.',
  })
  resendRegularVisitorEmail(
    @Arg('id', () => ID, { description: "The regular visitor's id." }) id: string,
    @Ctx() { services, actor }: RegularVisitorsContext,
  ) {
    return services.regularVisitors.resend(actor, id);
  }

  @Authorized()
  @Mutation(() => RegularHostType, { description: 'Any staff user: edits the host a regular visitor meets.' })
  async editRegularHost(
    @Arg('hostId', () => ID, { description: "The host's id (RegularVisitor.hostid)." }) hostId: string,
    @Arg('input', () => RegularHostInput, { description: "The host's new name, e-mail and department." }) input: RegularHostInput,
    @Ctx() { services, actor }: RegularVisitorsContext,
  ) {
    return RegularHostType.from(await services.regularVisitors.editHost(actor, hostId, RegularHostInput.parse(input)));
  }
}
