import { graphqlFetch } from '../../app/graphqlFetch';
import { localErrors } from '../../app/transport';
import { SubmitSignatureDocument, VisitorCheckInDocument } from './documents';
import type { Journey } from './kioskTypes';

type Result = NonNullable<Journey['result']>;
/** Issue 37: a walk-in the depot's rule holds: the kiosk waits with this ticket (ApprovalWait polls its answer). */
export type ApprovalTicket = { id: string; kioskToken: string };

/**
 * The check-in request of a sign-in journey with everything gathered (the rule answers, the temperature, the badge):
 * a walk-in through the offline-capable sender (held on the device while the network is down, issue 27: `held`), a
 * planned or regular visitor through visitorCheckIn. Throws what the server refused (useSignIn shows it).
 */
export async function checkInRequest(
  depotId: string,
  j: Journey,
  language: string,
  badgeNumber?: string,
  photo?: Blob | null,
): Promise<{ held: boolean; result: Result } | { approval: ApprovalTicket }> {
  const ruleAnswers = Object.fromEntries(Object.entries(j.answers).filter(([, v]) => v));
  // language: the visitor's e-mails are in the kiosk's language (issue 27)
  // inductionAnswers: the courses passed at the kiosk (issue 38): the server grades them again and records the passes
  const common = {
    depotId,
    temperature: j.temperature ?? null,
    depotBadgeNum: badgeNumber ?? null,
    ruleAnswers,
    language,
    inductionAnswers: j.inductionAnswers ?? null,
  };
  const p = j.person;
  let answer;
  if (j.kind === 'Unplanned') {
    const { sendWalkIn } = await import('./offline/held');
    const sent = await sendWalkIn(
      depotId,
      {
        ...common,
        firstName: p.firstName,
        lastName: p.lastName,
        email: p.email,
        company: p.company,
        ...(p.phone ? { phone: p.phone } : {}),
        carReg: p.carReg,
        reasonForVisit: p.reasonForVisit ?? '',
        meetingWith: p.meetingWith || null,
        hostId: p.hostId || null,
      },
      photo ?? undefined,
    );
    if (sent.held) return { held: true, result: sent.result };
    if (sent.data.approval) return { approval: { id: sent.data.approval.id, kioskToken: sent.data.approval.kioskToken } };
    answer = sent.data.attendance;
  } else {
    // The identity is the booking's or the registration's (shown read-only): only the car is the visitor's.
    // Issue 38: arrived ready: no answers and no car registration; the server uses the pre-arrival's (or refuses).
    const input = j.preArrived
      ? { ...common, ruleAnswers: null, visitorRef: j.reference! }
      : { ...common, visitorRef: j.reference!, carReg: p.carReg };
    answer = (await graphqlFetch(VisitorCheckInDocument, { input }, localErrors)).visitorCheckIn;
  }
  if (!answer) throw new Error('no answer');
  return {
    held: false,
    result: {
      attendanceId: answer.attendanceId,
      badgeNumber: answer.badgeNumber ?? null,
      checkedInAt: String(answer.checkedInAt),
      name: answer.name,
    },
  };
}

/** The visitor's signature (a PNG data URL) for the attendance just opened. */
export async function submitSignature(depotId: string, attendanceId: string, png: string): Promise<void> {
  await graphqlFetch(SubmitSignatureDocument, { input: { depotId, attendanceId, png } }, localErrors);
}
