import { clampedPage, emailAddress, id, optionalId, optionalText, text, z } from '../../core/command';
import { Messages } from '../../contracts/messages';
import { isLanguage, LANGUAGES } from '../../contracts/languages';
import { CHANNELS, NOTIFICATION_KINDS } from '../channels/channel-kinds';
import { editablePhone } from '../channels/phone';
import { editableSlackMember, editableWorkflowUrl } from '../channels/channel.commands';

const language = z
  .preprocess(
    (v) => (typeof v === 'string' ? v.trim().toLowerCase() || null : v),
    z
      .string({ error: Messages.hostLanguage(LANGUAGES.join(', ')) })
      .refine(isLanguage, { message: Messages.hostLanguage(LANGUAGES.join(', ')) })
      .nullish(),
  )
  .describe(`One of ${LANGUAGES.join(', ')}; empty: the tenant's default (English)`);

/** A host's channels for the kinds they hear of (arrivals above all); a kind not given keeps e-mail. */
export const HostChoiceCommand = z.object({
  kind: z.enum(NOTIFICATION_KINDS, { error: Messages.channelsChoice }).describe('The kind of notification'),
  channels: z
    .array(z.enum(CHANNELS, { error: Messages.channelsChoice }), { error: Messages.channelsChoice })
    .max(CHANNELS.length, Messages.channelsChoice)
    .describe('Its channels (none: not told)'),
});

/** A host kept by hand (issue 39): new (no id) or edited. */
export const SaveHostCommand = z
  .object({
    id: optionalId('id').describe('The host to edit; empty: a new host'),
    tenantId: optionalId('tenantId').describe('SuperAdmin: the tenant; others: leave empty'),
    name: text('Name', 120).describe("The host's name"),
    email: emailAddress('Email', 254).describe("The host's e-mail address (one host per address in the tenant)"),
    phone: editablePhone().describe('A mobile number in E.164 (e.g. +353851234567), for an SMS; empty: none'),
    department: optionalText('Department', 120).describe("The host's department"),
    slackMemberId: editableSlackMember().describe(
      "Their Slack member id (U...), for Slack direct messages from the tenant's bot; absent: kept, empty: none",
    ),
    teamsWorkflowUrl: editableWorkflowUrl().describe(
      'Their own Teams workflow webhook URL (https, write-only), for Teams direct messages; absent: kept, empty: none',
    ),
    depotIds: z
      .array(id('depotIds', 'Depot'), { error: Messages.hostDepots })
      .max(50, Messages.hostDepots)
      .default([])
      .transform((ids) => [...new Set(ids)])
      .describe('The depots they host at; none: every depot of the tenant (a DepotManager: their own depot)'),
    language,
    choices: z
      .array(HostChoiceCommand, { error: Messages.channelsChoice })
      .max(NOTIFICATION_KINDS.length, Messages.channelsChoice)
      .default([])
      .describe('Channels per kind of notification (none given: e-mail)'),
  })
  .superRefine((c, ctx) => {
    if (new Set(c.choices.map((x) => x.kind)).size !== c.choices.length)
      ctx.addIssue({ code: 'custom', path: ['choices'], message: Messages.channelsChoice });
    if (!c.phone && c.choices.some((x) => x.channels.includes('SMS') && x.kind !== 'EVACUATIONS'))
      ctx.addIssue({ code: 'custom', path: ['phone'], message: Messages.hostSmsNeedsPhone });
  });
export type SaveHostCommand = z.output<typeof SaveHostCommand>;

/** The directory as staff read it: a page, an optional search (name, e-mail, department), a depot. */
export const HostListCommand = z.object({
  tenantId: optionalId('tenantId').describe('SuperAdmin: the tenant; others: leave empty'),
  depotId: optionalId('depotId').describe('Only the hosts of this depot (and those of every depot)'),
  search: optionalText('search', 100).describe('Words of the name, e-mail or department'),
  page: clampedPage().describe('Page number from 1 (default 1).'),
});
export type HostListCommand = z.output<typeof HostListCommand>;

export const HostIdCommand = z.object({ id: id('id', 'Host').describe('The host') });
export type HostIdCommand = z.output<typeof HostIdCommand>;

/** A type-ahead: the first hosts whose name (or e-mail) starts with or contains the text, at a depot. */
export const HostSuggestCommand = z.object({
  depotId: optionalId('depotId').describe('The depot of the booking (its hosts and those of every depot)'),
  search: optionalText('search', 100).describe('What was typed so far'),
});
export type HostSuggestCommand = z.output<typeof HostSuggestCommand>;
