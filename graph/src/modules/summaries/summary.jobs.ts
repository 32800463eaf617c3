import { loadExcelJs } from '../../core/first-use';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { WriteDeps } from '../../core/deps';
import type { JobContext, JobLike } from '../../core/jobs/job';
import { addDays, dayBounds, formats, isoWeekOf, localDay, localHour, type Zone } from '../../core/time';
import { runUnitOfWork } from '../../core/unit-of-work';
import type { JobPayloads } from '../../contracts/queues';
import { Attendance, AttendanceKind } from '../attendance/attendance.entity';
import { attendanceName, attendanceVisitType } from '../attendance/attendance-row';
import { notify } from '../channels/notify';
import { MAY_HAVE_SUMMARIES } from './summary.service';
import { mailWords, type MailWords } from '../mail/i18n/mail-i18n';

export type SummaryKind = 'DAY' | 'WEEK';
/** How far ahead the weekly summary looks for inductions and documents that expire. */
export const EXPIRING_WITHIN_DAYS = 30;

/** The period a summary covers: [start, end) in UTC, from its first local day (a DST week is 167 or 169 hours long). */
export function periodOf(kind: SummaryKind, first: string, zone: Zone): { start: Date; end: Date; days: string[] } {
  const days = kind === 'DAY' ? [first] : Array.from({ length: 7 }, (_, i) => addDays(first, i));
  return { start: dayBounds(first, zone).start, end: dayBounds(days[days.length - 1], zone).end, days };
}

/**
 * The latest period of each kind that has ended at `now` in the zone: yesterday, and the Monday-to-Sunday week before
 * this one. By local days, not hours: across a DST change the day is 23 or 25 hours and still one day.
 */
export function endedPeriods(now: Date, zone: Zone): { kind: SummaryKind; first: string; end: Date }[] {
  const today = localDay(now, zone);
  const thisMonday = isoWeekOf(today).from;
  return [
    { kind: 'DAY', first: addDays(today, -1), end: dayBounds(today, zone).start },
    { kind: 'WEEK', first: addDays(thisMonday, -7), end: dayBounds(thisMonday, zone).start },
  ];
}

interface SubscriptionRow {
  user_id: string;
  depot_id: string;
  tenant_id: string;
  time_zone: string;
  end_of_day_since: Date | null;
  end_of_week_since: Date | null;
}

/**
 * The sweep (the worker's 'summaries-check', every minute; tests call it on a fixed clock): for each opted-in user who
 * may still have the depot's summaries, the last ended day and week that ended after they opted in get one summary_send
 * row each and its 'summary-send' job, in one transaction. The row's unique key (user, depot, kind, period start) is
 * the send-once: a second sweep, or a second worker (which waits on the first's insert, then conflicts), adds none.
 */
export class SummarySweep {
  constructor(private readonly d: WriteDeps) {}

  async run(now: Date = this.d.clock.now()): Promise<{ sendId: string; kind: SummaryKind; first: string }[]> {
    const subs: SubscriptionRow[] = await this.d.em.execute(
      `select "s"."user_id", "s"."depot_id", "d"."tenant_id", "d"."time_zone", "s"."end_of_day_since", "s"."end_of_week_since"
         from "summary_subscription" "s" join "depot" "d" on "d"."id" = "s"."depot_id" join "app_user" "u" on "u"."id" = "s"."user_id"
         join "tenant" "t" on "t"."id" = "d"."tenant_id"
        where ("s"."end_of_day_since" is not null or "s"."end_of_week_since" is not null) and "t"."archived_at" is null
          and ${MAY_HAVE_SUMMARIES}
        order by "s"."user_id", "s"."depot_id"`,
    );
    // In one order (user, depot, kind) for every sweep: two at once wait on each other's rows, never deadlock.
    const due: { sub: SubscriptionRow; kind: SummaryKind; first: string }[] = [];
    for (const sub of subs) {
      for (const p of endedPeriods(now, sub.time_zone)) {
        const since = p.kind === 'DAY' ? sub.end_of_day_since : sub.end_of_week_since;
        if (since && new Date(since) < p.end) due.push({ sub, kind: p.kind, first: p.first });
      }
    }
    if (!due.length) return [];
    // Those already sent are skipped before the transaction: a quiet minute writes nothing.
    const sent: { user_id: string; depot_id: string; kind: SummaryKind; first: string }[] = await this.d.em.execute(
      `select "user_id", "depot_id", "kind", to_char("period_start", 'YYYY-MM-DD') as "first" from "summary_send"
        where "period_start" >= ?::date - 7`,
      [due.reduce((a, b) => (a < b.first ? a : b.first), due[0].first)],
    );
    const key = (u: string, d: string, k: string, f: string) => `${u}|${d}|${k}|${f}`;
    const done = new Set(sent.map((r) => key(r.user_id, r.depot_id, r.kind, r.first)));
    const todo = due.filter((x) => !done.has(key(x.sub.user_id, x.sub.depot_id, x.kind, x.first)));
    if (!todo.length) return [];
    return runUnitOfWork(
      this.d,
      async (uow) => {
        const out: { sendId: string; kind: SummaryKind; first: string }[] = [];
        for (const x of todo) {
          const rows: { id: string }[] = await uow.em.execute(
            `insert into "summary_send" ("id", "created_at", "tenant_id", "user_id", "depot_id", "kind", "period_start")
             values (gen_random_uuid(), now(), ?, ?, ?, ?, ?::date) on conflict do nothing returning "id"`,
            [x.sub.tenant_id, x.sub.user_id, x.sub.depot_id, x.kind, x.first],
          );
          for (const r of rows) {
            uow.enqueue('summary-send', { sendId: r.id });
            out.push({ sendId: r.id, kind: x.kind, first: x.first });
          }
        }
        return out;
      },
      { action: 'summaries.sweep' },
    );
  }
}

export async function handleSummariesCheck(ctx: JobContext, _job: JobLike<JobPayloads['summaries-check']>) {
  const now = ctx.now ?? (() => new Date());
  const sent = await new SummarySweep({ em: ctx.orm.em.fork() as EntityManager, clock: { now } }).run();
  if (sent.length) ctx.log(`summaries: ${sent.length} summary(ies) due`);
  return sent;
}

interface SendRow {
  id: string;
  kind: SummaryKind;
  first: string;
  sent_at: Date | null;
  user_id: string;
  email: string;
  name: string;
  depot_id: string;
  code: string;
  time_zone: string;
  temp_max: string;
  tenant_name: string;
  subscribed: boolean;
  language: string;
}

/** What a summary tells, read from the period's rows (the e-mail's words and the xlsx are both made from it). */
export interface SummaryContent {
  kind: SummaryKind;
  depotCode: string;
  zone: Zone;
  first: string;
  days: string[];
  visits: Attendance[];
  stillOnSite: Attendance[];
  watchlist: { person_name: string; action: 'ALERT' | 'BLOCK'; occurred_at: Date }[];
  temperatures: Attendance[];
  inductions: { name: string; title: string; expires_at: Date }[];
  documents: { name: string; type: string; expires_on: string }[];
}

/** Reads a summary's content: the depot's sign-ins of the period, who was still in at its end, its alerts; a week adds what expires. */
export async function readSummary(
  em: EntityManager,
  s: { kind: SummaryKind; first: string; depotId: string; depotCode: string; zone: Zone; tempMax: string },
): Promise<SummaryContent> {
  const { start, end, days } = periodOf(s.kind, s.first, s.zone);
  const populate = ['attendee', 'partner', 'visit', 'badge'] as const;
  const visits = await em.find(
    Attendance,
    { depot: s.depotId, checkedInAt: { $gte: start, $lt: end } },
    { populate, orderBy: { checkedInAt: 'asc', id: 'asc' }, filters: false, limit: 50_000 },
  );
  const stillOnSite = await em.find(
    Attendance,
    { depot: s.depotId, checkedInAt: { $lt: end }, $or: [{ checkedOutAt: null }, { checkedOutAt: { $gte: end } }] },
    { populate, orderBy: { checkedInAt: 'asc', id: 'asc' }, filters: false, limit: 5_000 },
  );
  const watchlist: SummaryContent['watchlist'] = await em.execute(
    `select "person_name", "action", "occurred_at" from "watchlist_match" where "depot_id" = ? and "occurred_at" >= ? and "occurred_at" < ?
      order by "occurred_at" limit 1000`,
    [s.depotId, start, end],
  );
  const temperatures = visits.filter((a) => a.temperature != null && Number(a.temperature) > Number(s.tempMax));
  let inductions: SummaryContent['inductions'] = [];
  let documents: SummaryContent['documents'] = [];
  if (s.kind === 'WEEK') {
    // From the end of the week (the summary's own moment, the same whenever it is sent or retried).
    const endDay = addDays(days[6], 1);
    inductions = await em.execute(
      `select p."name", c."title", ip."expires_at" from "induction_pass" ip join "partner" p on p."id" = ip."partner_id"
         join "induction_course" c on c."id" = ip."course_id"
        where p."depot_id" = ? and p."anonymised_at" is null and ip."expires_at" >= ? and ip."expires_at" < ?
        order by ip."expires_at", p."name" limit 1000`,
      [s.depotId, end, dayBounds(addDays(endDay, EXPIRING_WITHIN_DAYS), s.zone).start],
    );
    documents = await em.execute(
      `select p."name", t."name" as "type", to_char(d."expires_on", 'YYYY-MM-DD') as "expires_on" from "partner_document" d
         join "partner" p on p."id" = d."partner_id" join "document_type" t on t."id" = d."document_type_id"
        where p."depot_id" = ? and p."anonymised_at" is null and d."superseded_at" is null and d."erased_at" is null
          and d."expires_on" >= ?::date and d."expires_on" < ?::date + ${EXPIRING_WITHIN_DAYS}
        order by d."expires_on", p."name" limit 1000`,
      [s.depotId, endDay, endDay],
    );
  }
  return {
    kind: s.kind,
    depotCode: s.depotCode,
    zone: s.zone,
    first: s.first,
    days,
    visits,
    stillOnSite,
    watchlist,
    temperatures,
    inductions,
    documents,
  };
}

const company = (a: Attendance) => (a.partner ? a.partner.organisation : a.attendee?.company) || '';
const who = (a: Attendance) => `${attendanceName(a)}${company(a) ? ` (${company(a)})` : ''}`;
const countBy = <T>(xs: T[], key: (x: T) => string) => {
  const m = new Map<string, number>();
  for (const x of xs) m.set(key(x), (m.get(key(x)) ?? 0) + 1);
  return m;
};

/**
 * The summary's words in the recipient's language (issue 39: the user's own, else its tenant's default; English is what
 * it always said): mail/i18n/staff-mail-catalogue.ts through `mailWords`.
 */
export function summaryLines(c: SummaryContent, words: MailWords = mailWords('en')): { subject: string; lines: string[] } {
  const t = words.st;
  const hhmm = (d: Date) => formats.time(d, c.zone).slice(0, 5);
  const visitors = c.visits.filter((a) => a.kind === AttendanceKind.Visitor);
  const partners = c.visits.filter((a) => a.kind === AttendanceKind.Partner);
  const byType = [...countBy(visitors, attendanceVisitType)].sort((a, b) => a[0].localeCompare(b[0]));
  const period = c.kind === 'DAY' ? words.day(c.first) : t('weekPeriod', { from: words.day(c.days[0]), to: words.day(c.days[6]) });
  const title = t(c.kind === 'DAY' ? 'endOfDay' : 'endOfWeek');
  const types = byType.length ? ` (${byType.map(([k, n]) => `${k} ${n}`).join(', ')})` : '';
  const lines: string[] = [
    t('heading', { title, depot: c.depotCode, period, zone: c.zone }),
    '',
    t('counts', { visitors: visitors.length, types, partners: partners.length }),
  ];
  if (c.kind === 'DAY') {
    lines.push('', t('whoCame'));
    for (const a of c.visits) {
      const v = { who: who(a), type: attendanceVisitType(a), in: hhmm(a.checkedInAt) };
      lines.push(a.checkedOutAt ? t('cameOut', { ...v, out: hhmm(a.checkedOutAt) }) : t('came', v));
    }
    if (!c.visits.length) lines.push(t('nobody'));
  } else {
    lines.push('', t('byDay'));
    const perDay = countBy(c.visits, (a) => localDay(a.checkedInAt, c.zone));
    for (const day of c.days) {
      const label = words.language === 'en' ? formats.long(dayBounds(day, c.zone).start, c.zone).split(' at ')[0] : words.day(day);
      lines.push(`- ${label}: ${perDay.get(day) ?? 0}`);
    }
    const hours = [...countBy(c.visits, (a) => String(localHour(a.checkedInAt, c.zone)))]
      .sort((a, b) => b[1] - a[1] || Number(a[0]) - Number(b[0]))
      .slice(0, 3);
    const busiest = hours.map(([h, n]) => `${h.padStart(2, '0')}:00-${String(Number(h) + 1).padStart(2, '0')}:00 (${n})`).join(', ');
    lines.push('', t('busiest', { hours: busiest || t('none') }));
  }
  lines.push('', t(c.kind === 'DAY' ? 'stillDay' : 'stillWeek', { n: c.stillOnSite.length }));
  for (const a of c.stillOnSite) lines.push(t('signedIn', { who: who(a), when: words.at(a.checkedInAt, c.zone) }));
  lines.push('', t('alerts', { n: c.watchlist.length + c.temperatures.length }));
  for (const m of c.watchlist)
    lines.push(
      t(m.action === 'BLOCK' ? 'watchBlock' : 'watchMatch', { name: m.person_name, when: words.at(new Date(m.occurred_at), c.zone) }),
    );
  for (const a of c.temperatures)
    lines.push(t('temperature', { t: Number(a.temperature).toFixed(1), who: who(a), when: words.at(a.checkedInAt, c.zone) }));
  const refused = c.watchlist.filter((m) => m.action === 'BLOCK').length;
  lines.push(t('refused', { n: refused }));
  if (c.kind === 'WEEK') {
    lines.push('', t('inductions', { days: EXPIRING_WITHIN_DAYS, n: c.inductions.length }));
    for (const i of c.inductions) {
      const when =
        words.language === 'en' ? formats.bookingDate(new Date(i.expires_at), c.zone) : words.day(localDay(new Date(i.expires_at), c.zone));
      lines.push(`- ${i.name}: ${i.title}, ${when}`);
    }
    lines.push('', t('documents', { days: EXPIRING_WITHIN_DAYS, n: c.documents.length }));
    for (const d of c.documents) lines.push(`- ${d.name}: ${d.type}, ${words.day(d.expires_on)}`);
  }
  lines.push('', t(c.kind === 'DAY' ? 'attachedDay' : 'attachedWeek'), '', 'Depot Register');
  return { subject: t('subject', { title, depot: c.depotCode, period, n: c.visits.length }), lines };
}

/** The period's sign-ins as an xlsx (one sheet; times in the depot's zone, the exports' formats; headers in the recipient's language). */
export async function summaryWorkbook(c: SummaryContent, words: MailWords = mailWords('en')): Promise<Buffer> {
  const t = words.st;
  const ExcelJS = await loadExcelJs();
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(t(c.kind === 'DAY' ? 'sheetDay' : 'sheetWeek'));
  ws.columns = [
    { header: t('colName'), key: 'name', width: 28 },
    { header: t('colCompany'), key: 'company', width: 24 },
    { header: t('colType'), key: 'type', width: 12 },
    { header: t('colDate'), key: 'date', width: 12 },
    { header: t('colIn'), key: 'in', width: 10 },
    { header: t('colOut'), key: 'out', width: 10 },
    { header: t('colHost'), key: 'host', width: 22 },
    { header: t('colBadge'), key: 'badge', width: 10 },
    { header: t('colTemperature'), key: 'temp', width: 12 },
  ];
  if (words.rtl) ws.views = [{ rightToLeft: true }];
  ws.getRow(1).font = { bold: true };
  for (const a of c.visits)
    ws.addRow({
      name: attendanceName(a),
      company: company(a),
      type: attendanceVisitType(a),
      date: formats.day(a.checkedInAt, c.zone),
      in: formats.time(a.checkedInAt, c.zone),
      out: a.checkedOutAt ? formats.time(a.checkedOutAt, c.zone) : '',
      host: a.visit?.hostName ?? '',
      badge: a.badge?.number ?? '',
      temp: a.temperature ?? '',
    });
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/**
 * 'summary-send' (issue 39): the summary of one summary_send row, to its user by their channels for SUMMARIES (e-mail
 * by default; notify.ts and its sendOnce: a retried job sends nothing twice), with the period's xlsx attached. A user
 * who turned it off, or may no longer have it, since the sweep is sent nothing.
 */
export async function handleSummarySend(ctx: JobContext, job: JobLike<JobPayloads['summary-send']>) {
  const em = ctx.orm.em.fork() as EntityManager;
  const [row]: SendRow[] = await em.execute(
    `select ss."id", ss."kind", to_char(ss."period_start", 'YYYY-MM-DD') as "first", ss."sent_at", "u"."id" as "user_id", "u"."email", "u"."name",
            "d"."id" as "depot_id", "d"."code", "d"."time_zone", t."temp_max", t."name" as "tenant_name",
            coalesce("u"."language", t."kiosk_default_language") as "language",
            (case when ss."kind" = 'DAY' then s."end_of_day_since" else s."end_of_week_since" end) is not null and ${MAY_HAVE_SUMMARIES} as "subscribed"
       from "summary_send" ss join "app_user" "u" on "u"."id" = ss."user_id" join "depot" "d" on "d"."id" = ss."depot_id"
       join "tenant" t on t."id" = "d"."tenant_id"
       left join "summary_subscription" s on s."user_id" = ss."user_id" and s."depot_id" = ss."depot_id"
      where ss."id" = ?`,
    [job.data.sendId],
  );
  if (!row || !row.subscribed || !row.email) return 'nothing-to-send';
  const content = await readSummary(em, {
    kind: row.kind,
    first: row.first,
    depotId: row.depot_id,
    depotCode: row.code,
    zone: row.time_zone,
    tempMax: row.temp_max,
  });
  const words = mailWords(row.language);
  const { subject, lines } = summaryLines(content, words);
  const file = `${row.kind === 'DAY' ? 'end-of-day' : 'end-of-week'}-${row.code}-${row.first}.xlsx`.replace(/[^\w.-]+/g, '_');
  const result = await notify(ctx, em, job.id!, {
    type: 'summary',
    kind: 'SUMMARIES',
    depotId: row.depot_id,
    subject,
    lines,
    recipients: [{ email: row.email, name: row.name }],
    mail: {
      attachments: [
        {
          filename: file,
          content: await summaryWorkbook(content, words),
          contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        },
      ],
    },
  });
  await em.execute(`update "summary_send" set "sent_at" = coalesce("sent_at", now()) where "id" = ?`, [row.id]);
  return result;
}
