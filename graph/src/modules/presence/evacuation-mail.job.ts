import type { EntityManager } from '@mikro-orm/postgresql';
import type { JobContext, JobLike } from '../../core/jobs/job';
import { formats } from '../../core/time';
import { mailLinkBase } from '../../core/http/origin';
import type { JobPayloads } from '../../contracts/queues';
import { notify } from '../channels/notify';
import { mailedManagers } from '../managers/manager-recipients';
import { evacuationView, type EvacueeView } from './evacuation.service';
import { EvacueeStatus } from './evacuation.entity';

const person = (e: EvacueeView) => `- ${e.name}, ${e.company} (${e.visitType}${e.badgeNumber ? `, badge ${e.badgeNumber}` : ''})`;

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
  });
}
