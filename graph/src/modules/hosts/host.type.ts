import { Field, ID, Int, ObjectType } from 'type-graphql';
import { inputTypeFrom } from '../../core/graphql/input-type';
import { ChannelEnum, NotificationKindEnum } from '../channels/channel.type';
import { NOTIFICATION_KINDS } from '../channels/channel-kinds';
import { HostChoiceCommand, SaveHostCommand } from './host.commands';
import type { Host } from './host.entity';

@ObjectType('HostChoice', { description: "A kind of notification and the host's channels for it." })
export class HostChoiceType {
  @Field(() => NotificationKindEnum, { description: 'The kind' }) kind!: string;
  @Field(() => [ChannelEnum], { description: 'Its channels' }) channels!: string[];
}

@ObjectType('Host', { description: "A person of the tenant's people directory (issue 39): someone visitors come to see." })
export class HostType {
  @Field(() => ID, { description: 'The id' }) id!: string;
  @Field({ description: "The host's name" }) name!: string;
  @Field({ description: 'E-mail address' }) email!: string;
  @Field(() => String, { nullable: true, description: 'Mobile number (E.164)' }) phone!: string | null;
  @Field(() => String, { nullable: true, description: "The host's department" }) department!: string | null;
  @Field(() => [ID], { description: 'The depots they host at (none: every depot of the tenant)' }) depotIds!: string[];
  @Field(() => String, { nullable: true, description: "Language of their notifications (null: the tenant's default)" })
  language!: string | null;
  @Field(() => [HostChoiceType], { description: 'Channels per kind of notification (a kind not listed: e-mail)' })
  choices!: HostChoiceType[];
  @Field(() => String, { nullable: true, description: 'Slack member id, for Slack direct messages' }) slackMemberId!: string | null;
  @Field(() => String, { nullable: true, description: 'What is shown of their Teams workflow URL (never the URL), when set' })
  teamsWorkflowHint!: string | null;
  @Field({ description: 'False once their identity provider deactivated them (not offered, not told)' }) active!: boolean;
  @Field({ description: 'MANUAL, UPLOAD or SCIM: how the row came' }) source!: string;
  @Field(() => String, { nullable: true, description: 'SCIM userName, when provisioned' }) userName!: string | null;
  @Field({ description: 'Whether a staff user goes with the host (provisioned from a group)' }) staffUser!: boolean;
  static from(h: Host) {
    return Object.assign(new HostType(), {
      id: h.id,
      name: h.name,
      email: h.email,
      phone: h.phone ?? null,
      department: h.department ?? null,
      depotIds: h.depotIds,
      language: h.language ?? null,
      choices: NOTIFICATION_KINDS.filter((k) => h.choices?.[k]).map((k) =>
        Object.assign(new HostChoiceType(), { kind: k, channels: h.choices![k] }),
      ),
      active: h.active,
      source: h.source,
      userName: h.userName ?? null,
      staffUser: !!h.user,
      slackMemberId: h.slackMemberId ?? null,
      teamsWorkflowHint: h.teamsEndpoint?.hint ?? null,
    });
  }
}

@ObjectType('HostPage', { description: 'A page of the people directory (25 a page), by name.' })
export class HostPageType {
  @Field(() => [HostType], { description: 'The hosts' }) hosts!: HostType[];
  @Field(() => Int, { description: 'How many in all' }) total!: number;
  @Field(() => Int, { description: 'How many pages' }) pages!: number;
  @Field(() => Int, { description: 'This page' }) page!: number;
  static from(p: { hosts: Host[]; total: number; pages: number; page: number }) {
    return Object.assign(new HostPageType(), { ...p, hosts: p.hosts.map(HostType.from) });
  }
}

@ObjectType('HostSuggestion', { description: 'A host offered while booking: what fills the booking form.' })
export class HostSuggestionType {
  @Field(() => ID, { description: 'The id' }) id!: string;
  @Field({ description: "The host's name" }) name!: string;
  @Field({ description: 'E-mail address' }) email!: string;
  @Field(() => String, { nullable: true, description: "The host's department" }) department!: string | null;
  static from(h: Host) {
    return Object.assign(new HostSuggestionType(), { id: h.id, name: h.name, email: h.email, department: h.department ?? null });
  }
}

export const HostChoiceInput = inputTypeFrom('HostChoiceInput', HostChoiceCommand, {
  description: "A kind of notification and the host's channels for it.",
  fields: { kind: { type: () => NotificationKindEnum }, channels: { type: () => [ChannelEnum] } },
});
export const SaveHostInput = inputTypeFrom('SaveHostInput', SaveHostCommand, {
  description: 'A host of the directory: new (no id) or edited.',
});
export type SaveHostInput = InstanceType<typeof SaveHostInput>;
