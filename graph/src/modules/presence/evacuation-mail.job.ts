import type { EntityManager } from '@mikro-orm/postgresql';
import type { JobContext, JobLike } from '../../core/jobs/job';
import { formats } from '../../core/time';
import { mailLinkBase } from '../../core/http/origin';
import type { JobPayloads } from '../../contracts/queues';
import { notify } from '../channels/notify';
import { mailWords, type MailWords } from '../mail/i18n/mail-i18n';
import { mailedManagers } from '../managers/manager-recipients';
import { evacuationView, type EvacueeView } from './evacuation.service';
import { EvacueeStatus } from './evacuation.entity';

const person = (e: EvacueeView) => `- ${e.name}, ${e.company} (${e.visitType}${e.badgeNumber ? `, badge ${e.badgeNumber}` : ''})`;

const KIND_KEYS = { Planned: 'kindPlanned', Unplanned: 'kindWalkIn', Regular: 'kindRegular', Partner: 'pathPartner' } as const;
/** A person on the roll-call in the language (issue 39): their kind of visit translated, one it does not know as stored. */
const personIn = (w: MailWords, e: EvacueeView) => {
  const key = KIND_KEYS[e.visitType as keyof typeof KIND_KEYS];
  const values = { name: e.name, company: e.company, kind: key ? w.st(key) : e.visitType };
  return e.badgeNumber ? w.st('evacPersonBadge', { ...values, badge: e.badgeNumber }) : w.st('evacPerson', values);
};

/**
 * 'evacuation-notification' (issue 23): the depot's e-mail managers hear that a roll-call started (who was on site,
 * and where to work it) and that it ended (the counts and who was unaccounted for), once each per event.
 */
export async function handleEvacuationNotification(ctx: JobContext, job: JobLike<JobPayloads['evacuation-notification']>) {
  const em = ctx.orm.em.fork() as EntityManager;
  const { evacuationId, stage } = job.data;
  const found: unknown[] = await em.execute(`select 1 from "evacuation" where "id" = ?`, [evacuationId]);
  if (!found.length) return 'nothing-to-send';
  const ev = await evacuationView(em, evacuationId);
  const managers = await mailedManagers(em, ev.depotId);
  const base = mailLinkBase(ctx.config, job.data.linkBase);
  const link = `${base}/evacuation?depot=${ev.depotId}`;
  let subject: string;
  let lines: string[];
  let wordsIn: (language: string) => { subject: string; lines: string[] };
  const depot = ev.depotCode;
  if (stage === 'started') {
    subject = `EVACUATION at ${ev.depotCode}: ${ev.total} on site`;
    lines = [
      `An evacuation roll-call started at ${ev.depotCode} on ${formats.long(ev.startedAt, ev.timeZone)}, started by ${ev.startedByName}.`,
      `${ev.total} ${ev.total === 1 ? 'person was' : 'people were'} on site:`,
      ...ev.entries.map(person),
      '',
      `Marshals mark people safe at ${link}`,
      '',
      'Depot Register',
    ];
    wordsIn = (language) => {
      const w = mailWords(language);
      return {
        subject: w.st('evacStartSubject', { depot, n: ev.total }),
        lines: [
          w.st('evacStarted', { depot, when: w.when(ev.startedAt, ev.timeZone), by: ev.startedByName }),
          w.st(ev.total === 1 ? 'evacOnSiteOne' : 'evacOnSiteMany', { n: ev.total }),
          ...ev.entries.map((e) => personIn(w, e)),
          '',
          w.st('evacMarshals', { link }),
          '',
          w.t('signature'),
        ],
      };
    };
  } else {
    const missing = ev.entries.filter((e) => e.status === EvacueeStatus.MISSING);
    subject = `Evacuation ended at ${ev.depotCode}: ${missing.length} unaccounted for`;
    lines = [
      `The evacuation roll-call at ${ev.depotCode} ended on ${formats.long(ev.endedAt ?? ev.startedAt, ev.timeZone)}${ev.endedByName ? `, ended by ${ev.endedByName}` : ''}.`,
      `${ev.total} on the list: ${ev.safe} safe, ${ev.left} left, ${missing.length} unaccounted for.`,
      ...(missing.length ? ['', 'Unaccounted for:', ...missing.map(person)] : []),
      '',
      `The record: ${base}/evacuation/${ev.id}`,
      '',
      'Depot Register',
    ];
    wordsIn = (language) => {
      const w = mailWords(language);
      const ended = { depot, when: w.when(ev.endedAt ?? ev.startedAt, ev.timeZone) };
      return {
        subject: w.st('evacEndSubject', { depot, n: missing.length }),
        lines: [
          ev.endedByName ? w.st('evacEndedBy', { ...ended, by: ev.endedByName }) : w.st('evacEnded', ended),
          w.st('evacCounts', { total: ev.total, safe: ev.safe, left: ev.left, missing: missing.length }),
          ...(missing.length ? ['', w.st('evacMissing'), ...missing.map((e) => personIn(w, e))] : []),
          '',
          w.st('evacRecord', { link: `${base}/evacuation/${ev.id}` }),
          '',
          w.t('signature'),
        ],
      };
    };
  }
  // By every channel configured (issue 39: an evacuation is never left to a choice).
  return notify(ctx, em, job.id!, {
    type: 'evacuation-notification',
    kind: 'EVACUATIONS',
    forced: true,
    depotId: ev.depotId,
    subject,
    lines,
    recipients: managers,
    // Issue 39: in the managers' language (a Manager row: the tenant's default).
    wordsIn,
  });
}
