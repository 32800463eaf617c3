import type { EntityManager } from '@mikro-orm/postgresql';
import type { JobContext, JobLike } from '../../core/jobs/job';
import { mailLinkBase } from '../../core/http/origin';
import type { JobPayloads } from '../../contracts/queues';
import { paragraphs } from '../mail/mail-text';
import { mailWords } from '../mail/i18n/mail-i18n';
import { sendOnce } from '../mail/send-once';
import { safeLinkUrl, safeToken } from './safe-link';
import { queueSafeLinkSms, type Person } from './evacuation-sms';

/**
 * 'evacuation-safe-links' (issues 37, 39): a roll-call started; each person on its list is told in their kiosk language
 * that an evacuation is under way, where the assembly point is, and given their own "I am safe" link (safe-link.ts):
 * by SMS when they gave a phone and the tenant has an SMS provider (evacuation-sms.ts: channel deliveries, queued
 * first and sent by their own jobs, so a dead provider never holds the e-mails), and by e-mail when they have an
 * address. Once per person (the SMS's row is unique per entry; sendOnce: a retry mails nobody twice); a roll-call
 * ended before the job ran sends nothing. Someone who signs in while it is under way joins it (presence's
 * joinArrivals) and is told by a job of their own (`entryIds`), so nobody already told is told again.
 */
export async function handleEvacuationSafeLinks(ctx: JobContext, job: JobLike<JobPayloads['evacuation-safe-links']>) {
  const em = ctx.orm.em.fork() as EntityManager;
  const only = job.data.entryIds ? `{${job.data.entryIds.join(',')}}` : null; // a pg array literal (knex spreads a JS array)
  const people: Person[] = await em.execute(
    `select "e"."id" as "entry_id", coalesce("p"."email", "at"."email") as "email", coalesce("p"."phone", "at"."phone") as "phone",
       coalesce("at"."first_name", split_part("p"."name", ' ', 1)) as "first_name", "e"."name",
       "a"."language", "t"."name" as "tenant_name", "d"."code" as "depot_code", "d"."assembly_point", "v"."ended_at", "v"."tenant_id", "v"."depot_id"
     from "evacuation_entry" "e" join "evacuation" "v" on "v"."id" = "e"."evacuation_id"
     join "depot" "d" on "d"."id" = "v"."depot_id" join "tenant" "t" on "t"."id" = "v"."tenant_id"
     join "attendance" "a" on "a"."id" = "e"."attendance_id" left join "attendee" "at" on "at"."id" = "a"."attendee_id"
     left join "partner" "p" on "p"."id" = "a"."partner_id"
     where "e"."evacuation_id" = ? and "e"."status" = 'MISSING' and (?::uuid[] is null or "e"."id" = any(?::uuid[]))
     order by "e"."name"`,
    [job.data.evacuationId, only, only],
  );
  if (people[0]?.ended_at) return 'ended';
  const base = mailLinkBase(ctx.config, job.data.linkBase);
  const link = (p: Person) => safeLinkUrl(base, safeToken(ctx.config.jwtSecret, p.entry_id));
  const texted = people.length ? await queueSafeLinkSms(em, people, link) : 0;
  const outcomes: string[] = [];
  for (const p of people) {
    if (!p.email || !p.email.includes('@')) continue;
    const w = mailWords(p.language);
    const where = { tenant: p.tenant_name, depot: p.depot_code };
    const lines = [
      w.t('hello', { name: p.first_name }),
      '',
      w.t('evacuationUnderWay', where),
      p.assembly_point ? w.t('evacuationGoTo', { point: p.assembly_point }) : w.t('evacuationGoToUnset'),
      '',
      w.t('evacuationSafeLink', { link: link(p) }),
      '',
      w.t('signature'),
    ];
    outcomes.push(
      await sendOnce(ctx, em, job.id!, 'evacuation-safe-link', {
        to: p.email,
        subject: w.t('evacuationSubject', where),
        text: lines.join('\n'),
        html: `<div lang="${w.language}" dir="${w.rtl ? 'rtl' : 'ltr'}">\n${paragraphs(lines)}\n</div>`,
      }),
    );
  }
  return { mails: outcomes, texted };
}
