import { Arg, Args, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { KioskEntriesContext } from '.';
import { kioskThrottle } from '../../core/graphql/kiosk-throttle';
import { DismissRefusedEntryArgs, RefusedEntriesArgs } from './kiosk-entry.args';
import { RefusedKioskEntryInput, RefusedKioskEntryType } from './kiosk-entry.type';

@Resolver()
export class KioskEntryResolver {
  @Mutation(() => Boolean, {
    description: 'Public (the kiosk): a held entry the server refused, kept for the depot staff; reported twice, kept once.',
  })
  async reportRefusedKioskEntry(
    @Arg('input', () => RefusedKioskEntryInput, { description: 'The refused entry as the device holds it.' }) input: RefusedKioskEntryInput,
    @Ctx() ctx: KioskEntriesContext,
  ) {
    await kioskThrottle(ctx, 'reportRefusedKioskEntry');
    return ctx.services.kioskEntries.reportRefused(ctx.actor, RefusedKioskEntryInput.parse(input));
  }

  @Authorized('SuperAdmin', 'TenantAdmin', 'DepotManager')
  @Query(() => [RefusedKioskEntryType], { description: "A depot's refused kiosk entries not yet dismissed, oldest first." })
  async refusedKioskEntries(@Args(() => RefusedEntriesArgs) args: RefusedEntriesArgs, @Ctx() { services, actor }: KioskEntriesContext) {
    return (await services.kioskEntries.refused(actor, RefusedEntriesArgs.parse(args))).map((r) => RefusedKioskEntryType.from(r));
  }

  @Authorized('SuperAdmin', 'TenantAdmin', 'DepotManager')
  @Mutation(() => Boolean, { description: 'Dismisses a refused kiosk entry once staff have dealt with it.' })
  async dismissRefusedKioskEntry(
    @Args(() => DismissRefusedEntryArgs) args: DismissRefusedEntryArgs,
    @Ctx() { services, actor }: KioskEntriesContext,
  ) {
    return services.kioskEntries.dismiss(actor, DismissRefusedEntryArgs.parse(args));
  }
}
