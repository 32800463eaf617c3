import type { EntityManager } from '@mikro-orm/postgresql';
import type { JobContext, JobLike } from '../../core/jobs/job';
import { formats } from '../../core/time';
import type { JobPayloads } from '../../contracts/queues';
import { notify } from '../channels/notify';
import { mailWords, type MailWords } from '../mail/i18n/mail-i18n';
import { mailedManagers } from '../managers/manager-recipients';
import { WatchlistMatch } from './watchlist.entity';
import { fieldWords, type MatchField } from './watchlist-match';

/** Repeated attempts by the same listed person at the same depot within this window are told once (the first). */
export const REPEAT_WINDOW_MINUTES = 15;

/**
 * 'watchlist-alert' (issue 37): a sign-in matched the watchlist; each of the depot's e-mail managers is told once (by their channels, notify.ts),
 * which fields matched and whether the person was let in (ALERT) or refused (BLOCK). The reason stays on the list.
 */
export async function handleWatchlistAlert(ctx: JobContext, job: JobLike<JobPayloads['watchlist-alert']>) {
  const em = ctx.orm.em.fork() as EntityManager;
  const m = await em.findOne(WatchlistMatch, { id: job.data.matchId }, { populate: ['depot'], filters: false });
  if (!m) return 'nothing-to-send';
  // A person refused at the gate tries again, and again: each attempt is recorded (and shown live), the managers are
  // told of the first in the window. Decided by the rows, not by timing: an earlier match (by time, then id) of the
  // same entry, depot and action within the window means this one was told already; two at once agree on which is first.
  const [earlier]: unknown[] = await em.execute(
    `select 1 from "watchlist_match" where "entry_id" = ? and "depot_id" = ? and "action" = ? and "id" <> ?
       and "occurred_at" >= ?::timestamptz - make_interval(mins => ?) and ("occurred_at", "id") < (?::timestamptz, ?::uuid) limit 1`,
    [m.entry?.id ?? null, m.depot.id, m.action, m.id, m.occurredAt, REPEAT_WINDOW_MINUTES, m.occurredAt, m.id],
  );
  if (m.entry && earlier) return 'told-already';
  const blocked = m.action === 'BLOCK';
  const when = formats.long(m.occurredAt, m.depot.timeZone);
  const lines = [
    blocked
      ? `${m.personName} tried to sign in at ${m.depot.code} on ${when} (${m.path}) and was refused: they are on the watchlist with "block". The kiosk asked them to see reception.`
      : `${m.personName} signed in at ${m.depot.code} on ${when} (${m.path}): they are on the watchlist with "alert".`,
    `Matched on: ${fieldWords(m.matchedFields)}.`,
    'Open Watchlist matches in Depot Register for the details.',
    '',
    'Depot Register',
  ];
  // By each manager's channels (issue 39); a block by every channel the tenant has.
  return notify(ctx, em, job.id!, {
    type: 'watchlist-alert',
    kind: 'ALERTS',
    forced: blocked,
    depotId: m.depot.id,
    subject: `Watchlist ${blocked ? 'block' : 'alert'} at ${m.depot.code}: ${m.personName}`,
    lines,
    recipients: await mailedManagers(em, m.depot.id),
    // Issue 39: in the managers' language (a Manager row: the tenant's default).
    wordsIn: (language) => {
      const w = mailWords(language);
      const values = { name: m.personName, depot: m.depot.code, when: w.when(m.occurredAt, m.depot.timeZone), path: pathIn(w, m.path) };
      const fields = m.matchedFields.map((f) => (FIELD_KEYS[f as MatchField] ? w.st(FIELD_KEYS[f as MatchField]) : f));
      return {
        subject: w.st(blocked ? 'watchBlockSubject' : 'watchAlertSubject', { depot: m.depot.code, name: m.personName }),
        lines: [
          w.st(blocked ? 'watchBlocked' : 'watchAlerted', values),
          w.st('watchMatchedOn', { fields: fields.join(w.language === 'ar' ? '، ' : ', ') }),
          w.st('watchOpen'),
          '',
          w.t('signature'),
        ],
      };
    },
  });
}

const FIELD_KEYS = { name: 'fieldName', email: 'fieldEmail', phone: 'fieldPhone', carReg: 'fieldCarReg' } as const satisfies Record<
  MatchField,
  string
>;
const PATH_KEYS = { 'walk-in': 'pathWalkIn', planned: 'pathPlanned', regular: 'pathRegular', partner: 'pathPartner' } as const;

/** A sign-in path ('walk-in', 'held partner'...) in the language; one it does not know, as recorded. */
function pathIn(w: MailWords, path: string): string {
  const held = path.startsWith('held ');
  const base = held ? path.slice(5) : path;
  const key = PATH_KEYS[base as keyof typeof PATH_KEYS];
  if (!key) return path;
  return held ? w.st('pathHeld', { path: w.st(key) }) : w.st(key);
}
