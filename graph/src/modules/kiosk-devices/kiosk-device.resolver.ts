import { Arg, Args, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { KioskDevicesContext } from '.';
import { DepotHoursArgs, KioskDepotArgs, KioskDeviceIdArgs, RenameKioskDeviceArgs } from './kiosk-device.args';
import {
  KioskDeviceListType,
  KioskDeviceType,
  KioskHeartbeatInput,
  KioskHeartbeatType,
  KioskPairedType,
  KioskPairingType,
  PairKioskInput,
} from './kiosk-device.type';

/** Heartbeats per minute one address may send: a depot's kiosks behind one address, each beating once a minute. */
const HEARTBEATS_PER_IP = 120;
/** Pairing tries per minute one address may make (a code is 8 of 31 letters and lasts 15 minutes). */
const PAIRINGS_PER_IP = 10;

/** Kiosks staff can see (issue 27): the kiosk's public heartbeat, and the depot's kiosks for DepotManager and above. */
@Resolver()
export class KioskDeviceResolver {
  @Mutation(() => KioskHeartbeatType, {
    description:
      'Public, paired kiosks: a kiosk tablet reports that it is alive (about once a minute), with its device secret in the X-Kiosk-Secret header; without it (or with another) UNAUTHENTICATED, nothing changes.',
  })
  async kioskHeartbeat(
    @Arg('input', () => KioskHeartbeatInput, {
      description:
        "The depot, the device's id and version, and how many entries it holds. More than 120 heartbeats a minute from one address answer RATE_LIMITED.",
    })
    input: KioskHeartbeatInput,
    @Ctx() { services, ip, actor }: KioskDevicesContext,
  ) {
    const d = services.deps;
    await d.limiter.hit(`gql:kioskHeartbeat:${ip}`, HEARTBEATS_PER_IP, 60);
    return services.kioskDevices.heartbeat(actor, KioskHeartbeatInput.parse(input));
  }

  @Mutation(() => KioskPairedType, {
    description:
      'Public: a kiosk exchanges a one-time pairing code of its depot (createKioskPairing) for its device secret. More than 10 tries a minute from one address answer RATE_LIMITED.',
  })
  async pairKiosk(
    @Arg('input', () => PairKioskInput, { description: "The depot, the device's id and the pairing code." }) input: PairKioskInput,
    @Ctx() { services, ip }: KioskDevicesContext,
  ) {
    await services.deps.limiter.hit(`gql:pairKiosk:${ip}`, PAIRINGS_PER_IP, 60);
    return Object.assign(new KioskPairedType(), await services.kioskDevices.pair(PairKioskInput.parse(input)));
  }

  @Authorized('SuperAdmin', 'TenantAdmin', 'DepotManager')
  @Mutation(() => KioskPairingType, {
    description: 'Makes a one-time pairing code (and link) for a kiosk of the depot, valid 15 minutes; shown once.',
  })
  async createKioskPairing(@Args(() => KioskDepotArgs) args: KioskDepotArgs, @Ctx() { services, actor }: KioskDevicesContext) {
    const cmd = KioskDepotArgs.parse(args);
    return KioskPairingType.from(await services.kioskDevices.createPairing(actor, cmd.depotId));
  }

  @Authorized('SuperAdmin', 'TenantAdmin', 'DepotManager')
  @Mutation(() => KioskDeviceType, {
    description: 'Unpairs a kiosk (a lost tablet): its secret stops working until it is paired again; it stays listed.',
  })
  async unpairKioskDevice(@Args(() => KioskDeviceIdArgs) args: KioskDeviceIdArgs, @Ctx() { services, actor }: KioskDevicesContext) {
    return KioskDeviceType.from(await services.kioskDevices.unpair(actor, KioskDeviceIdArgs.parse(args)));
  }

  @Authorized('SuperAdmin', 'TenantAdmin', 'DepotManager')
  @Query(() => KioskDeviceListType, { description: "A depot's kiosks, most recently seen first, each with its status now." })
  async kioskDevices(@Args(() => KioskDepotArgs) args: KioskDepotArgs, @Ctx() { services, actor }: KioskDevicesContext) {
    const cmd = KioskDepotArgs.parse(args);
    return KioskDeviceListType.from(await services.kioskDevices.list(actor, cmd.depotId));
  }

  @Authorized('SuperAdmin', 'TenantAdmin', 'DepotManager')
  @Mutation(() => KioskDeviceType, { description: 'Names a kiosk ("Gate 1"); an empty name clears it.' })
  async renameKioskDevice(@Args(() => RenameKioskDeviceArgs) args: RenameKioskDeviceArgs, @Ctx() { services, actor }: KioskDevicesContext) {
    return KioskDeviceType.from(await services.kioskDevices.rename(actor, RenameKioskDeviceArgs.parse(args)));
  }

  @Authorized('SuperAdmin', 'TenantAdmin', 'DepotManager')
  @Mutation(() => Boolean, { description: 'Forgets a kiosk no longer in use (it returns if it beats again).' })
  async forgetKioskDevice(@Args(() => KioskDeviceIdArgs) args: KioskDeviceIdArgs, @Ctx() { services, actor }: KioskDevicesContext) {
    return services.kioskDevices.forget(actor, KioskDeviceIdArgs.parse(args));
  }

  @Authorized('SuperAdmin', 'TenantAdmin', 'DepotManager')
  @Mutation(() => KioskDeviceListType, {
    description: "Sets a depot's opening hours (HH:mm in its zone, both or neither): a kiosk silent while it is open is flagged.",
  })
  async setDepotHours(@Args(() => DepotHoursArgs) args: DepotHoursArgs, @Ctx() { services, actor }: KioskDevicesContext) {
    const depot = await services.kioskDevices.setHours(actor, DepotHoursArgs.parse(args));
    return KioskDeviceListType.from(await services.kioskDevices.list(actor, depot.id));
  }
}
