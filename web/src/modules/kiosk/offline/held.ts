import { capitalFirst } from '@contracts/normalise';
import type { Journey } from '../kioskTypes';
import { sendOrHold } from './send';

/*
 * The four kiosk writes that may be held on the device (issue 27), each as its screen uses it: sent at once when the
 * server answers, else kept and answered as the visitor should see it (signed in, signed out, clocked in or out).
 */

type WalkInInput = {
  depotId: string;
  firstName: string;
  lastName: string;
  email: string;
  company: string;
  carReg: string;
  reasonForVisit: string;
  meetingWith: string | null;
  hostId: string | null;
  temperature: string | null;
  depotBadgeNum: string | null;
  ruleAnswers: Record<string, string | null>;
};

const name = (first: string, last: string) => `${capitalFirst(first.trim())} ${capitalFirst(last.trim())}`.trim();

/**
 * A walk-in's sign-in; held, its result is what the confirmation shows (the name, the badge typed, the device's time).
 * A held walk-in keeps its photo (issue 37) with it on the device; the photo is sent once the entry is.
 */
export async function sendWalkIn(depotId: string, input: WalkInInput, photo?: Blob) {
  const who = name(input.firstName, input.lastName);
  const badge = input.depotBadgeNum?.trim().toUpperCase() || null;
  const summary = `Walk-in: ${who} (${input.company.trim()}, ${input.email.trim()})${badge ? `, badge ${badge}` : ''}, car ${input.carReg}`;
  const sent = await sendOrHold('WalkIn', depotId, input, summary, photo);
  if (!sent.held) return { held: false as const, data: sent.data.walkInCheckIn };
  const result: NonNullable<Journey['result']> = { attendanceId: '', badgeNumber: badge, checkedInAt: sent.occurredAt, name: who };
  return { held: true as const, result };
}

/** A sign-out by badge number (uppercased). */
export async function sendSignOutByBadge(depotId: string, badge: string) {
  const sent = await sendOrHold(
    'SignOut',
    depotId,
    { depotId, depotBadgeNum: badge, meetingReference: null },
    `Sign-out by badge ${badge}`,
  );
  return sent.held ? { held: true as const } : { held: false as const, data: sent.data.visitorCheckOut };
}

/** A partner's clock-in (its badge and temperature when the flow asked for them; the kiosk's language for its e-mails). */
export async function sendClockIn(
  depotId: string,
  workId: string,
  badge: string | null,
  temperature: string | null,
  language: string | null,
  inductions?: readonly { courseId: string; version: number; answers: number[][] }[],
) {
  const summary = `Clock-in: work ID ${workId}${badge ? `, badge ${badge}` : ''}${temperature ? `, ${temperature} °C` : ''}${
    inductions?.length ? `, induction answered offline (${inductions.length})` : ''
  }`;
  // Issue 38: the answers to courses the offline kiosk showed go with the clock-in (the server grades them).
  const input = { depotId, workId, depotBadgeNum: badge, temperature, language, ...(inductions?.length ? { inductions } : {}) };
  const sent = await sendOrHold('ClockIn', depotId, input, summary);
  return sent.held ? { held: true as const } : { held: false as const, data: sent.data.clockIn };
}

/** A partner's clock-out. */
export async function sendClockOut(depotId: string, workId: string) {
  const sent = await sendOrHold('ClockOut', depotId, { depotId, workId }, `Clock-out: work ID ${workId}`);
  return sent.held ? { held: true as const } : { held: false as const, data: sent.data.clockOut };
}
