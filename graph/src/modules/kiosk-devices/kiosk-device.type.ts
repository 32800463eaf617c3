import { Field, ID, Int, ObjectType } from 'type-graphql';
import { describedEnum } from '../../core/graphql/described-enum';
import { inputTypeFrom } from '../../core/graphql/input-type';
import { KioskHeartbeatCommand, PairKioskCommand } from './kiosk-device.commands';
import type { KioskDeviceList, KioskDeviceView, KioskPairingView, KioskStatus } from './kiosk-device.service';

export const KioskStatusEnum = describedEnum('KioskStatus', "A kiosk's state from its heartbeats", {
  ONLINE: 'Seen in the last five minutes',
  SILENT: 'Not seen for more than five minutes while the depot is open: flagged',
  CLOSED: 'Not seen for more than five minutes, outside the depot hours',
});

@ObjectType('KioskDevice', { description: "A depot's kiosk tablet as its heartbeats report it." })
export class KioskDeviceType {
  @Field(() => ID, { description: "The kiosk's id on the server (UUID)." }) id!: string;
  @Field({ description: 'The id the device made for itself' }) deviceId!: string;
  @Field(() => String, { nullable: true, description: 'The name staff gave it ("Gate 1"); null: not named yet' }) name!: string | null;
  @Field({ description: 'The kiosk app version it runs' }) version!: string;
  @Field(() => Int, { description: 'Sign-ins and sign-outs it holds, not yet sent (offline queue)' }) heldEntries!: number;
  @Field(() => Date, { description: 'Its last heartbeat (UTC instant).' }) lastSeenAt!: Date;
  @Field(() => Date, { description: 'When it first beat' }) firstSeenAt!: Date;
  @Field(() => KioskStatusEnum, { description: 'Its state now.' }) status!: KioskStatus;
  @Field({ description: 'Whether it is paired (issue 40): only a paired kiosk beats, and only its held entries keep the device time' })
  paired!: boolean;
  @Field(() => Date, { nullable: true, description: 'When it was paired (UTC instant); null: not paired' }) pairedAt!: Date | null;
  static from({ device, status }: KioskDeviceView) {
    return Object.assign(new KioskDeviceType(), {
      id: device.id,
      deviceId: device.deviceId,
      name: device.name ?? null,
      version: device.version,
      heldEntries: device.heldEntries,
      lastSeenAt: device.lastSeenAt,
      firstSeenAt: device.createdAt,
      status,
      paired: !!device.secretHash,
      pairedAt: device.secretHash ? (device.pairedAt ?? null) : null,
    });
  }
}

@ObjectType('KioskDeviceList', { description: "A depot's kiosks and the hours that decide when a silent one is flagged." })
export class KioskDeviceListType {
  @Field(() => ID, { description: 'The depot.' }) depotId!: string;
  @Field({ description: "The depot's code." }) depotCode!: string;
  @Field({ description: "The depot's IANA time zone (opensAt and closesAt are in it)." }) timeZone!: string;
  @Field(() => String, { nullable: true, description: 'HH:mm (depot zone) the depot opens; null: always open' }) opensAt!: string | null;
  @Field(() => String, { nullable: true, description: 'HH:mm (depot zone) the depot closes; null: always open' }) closesAt!: string | null;
  @Field(() => Date, { description: "The server's time when the list was read (UTC instant)." }) currentTime!: Date;
  @Field(() => [KioskDeviceType], { description: "The depot's kiosks, most recently seen first." }) devices!: KioskDeviceType[];
  static from(l: KioskDeviceList) {
    return Object.assign(new KioskDeviceListType(), {
      depotId: l.depot.id,
      depotCode: l.depot.code,
      timeZone: l.depot.timeZone,
      opensAt: l.depot.opensAt ?? null,
      closesAt: l.depot.closesAt ?? null,
      currentTime: l.currentTime,
      devices: l.devices.map((d) => KioskDeviceType.from(d)),
    });
  }
}

@ObjectType('KioskHeartbeat', { description: "The server's answer to a kiosk heartbeat." })
export class KioskHeartbeatType {
  @Field(() => String, { nullable: true, description: 'The name staff gave this kiosk' }) name!: string | null;
  @Field(() => Int, { description: 'Seconds until the next heartbeat' }) intervalSeconds!: number;
}

export const KioskHeartbeatInput = inputTypeFrom('KioskHeartbeatInput', KioskHeartbeatCommand, {
  description: 'A kiosk tablet reporting that it is alive.',
});
export type KioskHeartbeatInput = InstanceType<typeof KioskHeartbeatInput>;

@ObjectType('KioskPairing', { description: 'A one-time pairing code for a kiosk of a depot (issue 40), shown once.' })
export class KioskPairingType {
  @Field({ description: 'The code (XXXX-XXXX) to type on the kiosk' }) code!: string;
  @Field({ description: "The depot's kiosk link with the code: the kiosk that opens it pairs itself" }) url!: string;
  @Field(() => Date, { description: 'When the code stops working (UTC instant), 15 minutes after it was made' }) expiresAt!: Date;
  static from(v: KioskPairingView) {
    return Object.assign(new KioskPairingType(), v);
  }
}

@ObjectType('KioskPaired', { description: "A kiosk's device secret, answered once when it pairs (issue 40)." })
export class KioskPairedType {
  @Field({
    description:
      'The device secret: keep it on the device and send it as the X-Kiosk-Secret header of heartbeats, held entries and refused-entry reports',
  })
  deviceSecret!: string;
  @Field(() => String, { nullable: true, description: 'The name staff gave this kiosk' }) name!: string | null;
}

export const PairKioskInput = inputTypeFrom('PairKioskInput', PairKioskCommand, {
  description: 'A kiosk exchanging a pairing code from the Kiosks screen for its device secret.',
});
export type PairKioskInput = InstanceType<typeof PairKioskInput>;
