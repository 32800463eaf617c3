import type { EntityManager } from '@mikro-orm/postgresql';
import type { JobContext, JobLike } from '../../core/jobs/job';
import { formats } from '../../core/time';
import type { JobPayloads } from '../../contracts/queues';
import { Attendance } from '../attendance/attendance.entity';
import { attendanceName } from '../attendance/attendance-row';
import { Depot } from '../depots/depot.entity';
import { notify } from '../channels/notify';
import { mailWords } from '../mail/i18n/mail-i18n';
import { mailedManagers } from '../managers/manager-recipients';
import { expectedBy } from './overstay.rules';
import { OverstaySweep } from './overstay.service';

/** 'overstay-check' (issue 37), scheduled by the worker every minute: flags who is past their expected time, once. */
export async function handleOverstayCheck(ctx: JobContext, _job: JobLike<JobPayloads['overstay-check']>) {
  const now = ctx.now ?? (() => new Date());
  const runs = await new OverstaySweep({ em: ctx.orm.em.fork() as EntityManager, clock: { now } }).run();
  const flagged = runs.reduce((n, r) => n + r.attendanceIds.length, 0);
  if (flagged) ctx.log(`overstay: ${flagged} past their expected time at ${runs.length} depot(s)`);
  return runs;
}

/**
 * 'overstay-alert' (issue 37): the depot's e-mail managers are told, once, who is still signed in past their expected
 * time (by their channels, notify.ts): name, company, when they signed in and when they were expected to leave. Anyone
 * who signed out since the sweep is left out; nobody left: nothing is sent.
 */
export async function handleOverstayAlert(ctx: JobContext, job: JobLike<JobPayloads['overstay-alert']>) {
  const em = ctx.orm.em.fork() as EntityManager;
  const depot = await em.findOne(Depot, { id: job.data.depotId }, { filters: false });
  if (!depot) return 'nothing-to-send';
  const still = await em.find(
    Attendance,
    { id: { $in: job.data.attendanceIds }, checkedOutAt: null },
    { populate: ['attendee', 'partner', 'visit'], orderBy: { checkedInAt: 'asc' }, filters: false },
  );
  if (!still.length) return 'nothing-to-send';
  const zone = depot.timeZone;
  const hhmm = (d: Date) => formats.time(d, zone).slice(0, 5);
  const rows = still.map((a) => {
    const company = (a.partner ? a.partner.organisation : a.attendee?.company) || '';
    const due = expectedBy(a.checkedInAt, a.visit?.expectedMinutes, depot.expectedStayMinutes) ?? a.checkedInAt;
    return { who: `${attendanceName(a)}${company ? ` (${company})` : ''}`, in: hhmm(a.checkedInAt), due: hhmm(due) };
  });
  const people = rows.map((r) => `- ${r.who}: signed in at ${r.in}, expected to leave by ${r.due}`);
  const one = still.length === 1;
  const at = now(ctx);
  const lines = [
    `${one ? 'This person is' : `These ${still.length} people are`} still signed in at ${depot.code} past their expected time (${formats.long(at, zone)}):`,
    ...people,
    '',
    'Open On site now in Depot Register to see everyone on site; you will not be told again about them.',
    '',
    'Depot Register',
  ];
  return notify(ctx, em, job.id!, {
    type: 'overstay-alert',
    kind: 'ALERTS',
    depotId: depot.id,
    subject: one
      ? `Still on site at ${depot.code}: ${attendanceName(still[0])}`
      : `Still on site at ${depot.code}: ${still.length} people past their expected time`,
    lines,
    recipients: await mailedManagers(em, depot.id),
    // Issue 39: in the managers' language (a Manager row: the tenant's default).
    wordsIn: (language) => {
      const w = mailWords(language);
      const values = { depot: depot.code, n: still.length, when: w.when(at, zone) };
      return {
        subject: one ? w.st('overSubjectOne', { depot: depot.code, name: attendanceName(still[0]) }) : w.st('overSubjectMany', values),
        lines: [
          w.st(one ? 'overIntroOne' : 'overIntroMany', values),
          ...rows.map((r) => w.st('overPerson', r)),
          '',
          w.st('overOpen'),
          '',
          w.t('signature'),
        ],
      };
    },
  });
}

const now = (ctx: JobContext) => (ctx.now ?? (() => new Date()))();
