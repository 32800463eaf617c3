import type { EntityManager } from '@mikro-orm/postgresql';
import { spokenLanguage } from './recipient-language';
import type { JobContext } from '../../core/jobs/job';
import { runUnitOfWork } from '../../core/unit-of-work';
import type { MailMessage } from '../../core/jobs/mailer';
import { paragraphs } from '../mail/mail-text';
import { sendOnce } from '../mail/send-once';
import { channelsFor, type Channel, type ChannelChoices, type NotificationKind, type ProviderChannel } from './channel-kinds';
import { SLACK_BOT_PROVIDER } from './direct';

/**
 * A notification's one definition (issue 39): what happened (its job name and kind), where (the depot), for whom (by
 * e-mail address: a depot's managers, a booking's host) and its words. `forced`: a watchlist block, say, goes by every
 * configured channel whatever was chosen (evacuations always do).
 */
export interface Notification {
  type: string;
  kind: NotificationKind;
  forced?: boolean;
  depotId: string;
  subject: string;
  lines: string[];
  /** The words of an SMS (the subject and the first line when not given). */
  short?: string;
  recipients: { email: string; name?: string }[];
  /** Extra parts of the e-mail (attachments); the other channels carry the words only. */
  mail?: Partial<Pick<MailMessage, 'attachments'>>;
  /**
   * The words in a recipient's language (issue 39: a staff user's or directory host's own, else the tenant's default,
   * as for a Manager row), when the notification has them; English, and the depot's chat posts, get `subject`, `lines`
   * and `short`.
   */
  wordsIn?: (language: string) => Words;
}

type Words = Pick<Notification, 'subject' | 'lines' | 'short'>;

/** A person's direct channels (issue 39): their Slack member id, their own Teams workflow endpoint. */
type Direct = { slack_member_id: string | null; teams_endpoint_id: string | null };
type StaffRow = Direct & {
  email: string;
  name: string;
  role: string;
  language: string | null;
  phone: string | null;
  choices: ChannelChoices | null;
};
type HostRow = Direct & {
  email: string;
  name: string;
  phone: string | null;
  choices: ChannelChoices | null;
  language: string | null;
  active: boolean;
};
type EndpointRow = { id: string; channel: ProviderChannel; provider: string };

/** The words of a short message (SMS, a chat post's text): the subject and the first line, at most 600 characters. */
export const shortText = (n: Pick<Notification, 'subject' | 'lines' | 'short'>) =>
  (n.short ?? `${n.subject}\n${n.lines.find((l) => l.trim()) ?? ''}`).trim().slice(0, 600);

/**
 * Sends a notification by each recipient's channels, the one place every host and manager notification goes through:
 * - a recipient who is a staff user of the tenant (same e-mail) is told by the channels they chose for the kind (their
 *   role's defaults otherwise); anyone else by e-mail, as before. A recipient whose chosen channels cannot reach them
 *   (no phone, no SMS provider) gets the e-mail instead.
 * - SMS goes to the user's phone through the tenant's SMS provider; Teams and Slack are the depot's channels: one post
 *   each when anyone chose them (or the notification is forced), whoever else did. A person's direct channels: a Slack
 *   direct message by the tenant's bot to their member id (SLACK_DM), their own Teams workflow (TEAMS_DM).
 * - a staff user and a directory host get the words in their own language (`wordsIn`), when the notification has them.
 * - every message by SMS, Teams or Slack is a `channel_delivery` row (unique per event, channel and address, so a re-run
 *   adds none) with its own 'channel-deliver' job, written in one transaction; e-mails go out here, once each
 *   (sendOnce), and are logged beside them. Answers what happened per e-mail, and how many channel messages were added.
 */
export async function notify(ctx: JobContext, em: EntityManager, eventId: string, n: Notification) {
  const [depot]: { tenant_id: string; language: string | null }[] = await em.execute(
    `select "d"."tenant_id", "t"."kiosk_default_language" as "language" from "depot" "d" join "tenant" "t" on "t"."id" = "d"."tenant_id" where "d"."id" = ?`,
    [n.depotId],
  );
  if (!depot) return { mails: [], queued: 0 };
  const tenantId = depot.tenant_id;
  const emails = [...new Set(n.recipients.map((r) => r.email.toLowerCase()))];
  const staff: StaffRow[] = emails.length
    ? await em.execute(
        `select distinct on (lower("u"."email")) lower("u"."email") as "email", "u"."name", "u"."role", "u"."language", "p"."phone", "p"."choices",
           "p"."slack_member_id", "p"."teams_endpoint_id"
         from "app_user" "u" left join "channel_preference" "p" on "p"."user_id" = "u"."id"
         where "u"."tenant_id" = ? and lower("u"."email") in (${emails.map(() => '?').join(', ')}) and not "u"."disabled" order by lower("u"."email"), "u"."created_at"`,
        [tenantId, ...emails],
      )
    : [];
  const byEmail = new Map(staff.map((s) => [s.email, s]));
  // Issue 39: a recipient of the people directory (not a staff user) is told by the host's own channels, in their
  // language; one their identity provider deactivated is not told.
  const hostRows: HostRow[] = emails.length
    ? await em.execute(
        `select lower("email") as "email", "name", "phone", "choices", "language", "active", "slack_member_id", "teams_endpoint_id" from "host"
         where "tenant_id" = ? and lower("email") in (${emails.map(() => '?').join(', ')})`,
        [tenantId, ...emails],
      )
    : [];
  const hostByEmail = new Map(hostRows.map((h) => [h.email, h]));
  // A recipient's words: in their own language, else the tenant's default (a Manager row, a staff user who chose none);
  // English is the notification's own words.
  const wordsFor = (own: string | null | undefined): Words => {
    const language = spokenLanguage(own, depot.language);
    return language !== 'en' && n.wordsIn ? n.wordsIn(language) : { subject: n.subject, lines: n.lines, short: n.short };
  };
  const endpoints: EndpointRow[] = await em.execute(
    `select "id", "channel", "provider" from "channel_endpoint" where "tenant_id" = ?
       and (("depot_id" is null and ("channel" = 'SMS' or ("channel" = 'SLACK' and "provider" = 'bot'))) or ("depot_id" = ? and "channel" in ('TEAMS', 'SLACK')))`,
    [tenantId, n.depotId],
  );
  const endpoint = (c: Channel) => endpoints.find((e) => e.channel === c && e.provider !== SLACK_BOT_PROVIDER);
  const slackBot = endpoints.find((e) => e.provider === SLACK_BOT_PROVIDER);
  const rows: { endpointId: string; channel: Channel; address: string; recipient: string; body: string; subject: string }[] = [];
  const mailTo: { email: string; name: string; words: Words }[] = [];
  const wanted = new Set<Channel>();
  for (const email of emails) {
    const r = n.recipients.find((x) => x.email.toLowerCase() === email);
    const user = byEmail.get(email);
    const host = user ? undefined : hostByEmail.get(email);
    if (host && !host.active) continue;
    const name = user?.name ?? host?.name ?? r?.name ?? email;
    const words = wordsFor(user?.language ?? host?.language);
    const chosen = user
      ? channelsFor(user.role, user.choices, n.kind, !!n.forced)
      : host
        ? channelsFor('', { [n.kind]: host.choices?.[n.kind] ?? ['EMAIL'] }, n.kind, !!n.forced)
        : new Set<Channel>(['EMAIL']);
    const phone = user?.phone ?? host?.phone ?? null;
    let reached = false;
    const sms = endpoint('SMS');
    if (chosen.has('SMS') && phone && sms) {
      rows.push({ endpointId: sms.id, channel: 'SMS', address: phone, recipient: name, body: shortText(words), subject: words.subject });
      reached = true;
    }
    for (const c of ['TEAMS', 'SLACK'] as const) {
      if (chosen.has(c) && endpoint(c)) {
        wanted.add(c);
        reached = true;
      }
    }
    // Their direct channels, in their own words: a Slack direct message by the tenant's bot, their Teams workflow.
    const direct = user ?? host;
    const text = words.lines.join('\n');
    if (chosen.has('SLACK_DM') && direct?.slack_member_id && slackBot) {
      rows.push({
        endpointId: slackBot.id,
        channel: 'SLACK_DM',
        address: direct.slack_member_id,
        recipient: name,
        body: text,
        subject: words.subject,
      });
      reached = true;
    }
    if (chosen.has('TEAMS_DM') && direct?.teams_endpoint_id) {
      const id = direct.teams_endpoint_id;
      rows.push({ endpointId: id, channel: 'TEAMS_DM', address: id, recipient: name, body: text, subject: words.subject });
      reached = true;
    }
    if (chosen.has('EMAIL') || !reached) mailTo.push({ email, name, words });
  }
  if (n.forced) for (const c of ['TEAMS', 'SLACK'] as const) wanted.add(c);
  for (const c of wanted) {
    const e = endpoint(c);
    if (e)
      rows.push({
        endpointId: e.id,
        channel: c,
        address: e.id,
        recipient: `${c === 'TEAMS' ? 'Teams' : 'Slack'} channel`,
        body: n.lines.join('\n'),
        subject: n.subject,
      });
  }
  const queued = rows.length
    ? await runUnitOfWork({ em }, async (uow) => {
        let added = 0;
        for (const row of rows) {
          const ins: { id: string }[] = await uow.em.execute(
            `insert into "channel_delivery" ("id", "created_at", "updated_at", "tenant_id", "depot_id", "endpoint_id", "channel", "kind", "type",
               "source_event_id", "address", "recipient", "subject", "body", "status")
             values (gen_random_uuid(), now(), now(), ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'PENDING') on conflict do nothing returning "id"`,
            [
              tenantId,
              n.depotId,
              row.endpointId,
              row.channel,
              n.kind,
              n.type,
              eventId,
              row.address,
              row.recipient.slice(0, 255),
              row.subject.slice(0, 255),
              row.body,
            ],
          );
          for (const { id } of ins) {
            uow.enqueue('channel-deliver', { deliveryId: id });
            added++;
          }
        }
        return added;
      })
    : 0;
  const mails = [];
  for (const to of mailTo) {
    const outcome = await sendOnce(ctx, em, eventId, n.type, {
      to: to.email,
      subject: to.words.subject,
      text: to.words.lines.join('\n'),
      html: paragraphs(to.words.lines),
      ...n.mail,
    });
    if (outcome === 'sent')
      await em.execute(
        `insert into "channel_delivery" ("id", "created_at", "updated_at", "tenant_id", "depot_id", "channel", "kind", "type", "source_event_id",
           "address", "recipient", "subject", "body", "status", "attempts", "delivered_at")
         values (gen_random_uuid(), now(), now(), ?, ?, 'EMAIL', ?, ?, ?, ?, ?, ?, '', 'SUCCEEDED', 1, now()) on conflict do nothing`,
        [tenantId, n.depotId, n.kind, n.type, eventId, to.email, to.name.slice(0, 255), to.words.subject.slice(0, 255)],
      );
    mails.push(outcome);
  }
  return { mails, queued };
}
