import type { Deps } from '../../core/deps';
import type { Actor } from '../../core/auth/actor';
import { badInput } from '../../core/errors';
import { localDay } from '../../core/time';
import { str } from '../../core/validate';
import { Messages, required } from '../../contracts/messages';
import { upper } from '../../contracts/normalise';
import { Attendance, AttendanceKind } from '../attendance/attendance.entity';
import { DepotService } from '../depots/depot.service';
import { VisitType } from '../visits/visit.entity';

type Input = Record<string, unknown>;

/**
 * The legacy kiosk's "tell the managers" calls (planned-, regular- and unplanned-visit-email-notification).
 * The e-mails themselves are queued by the check-in, in its own transaction (every sign-in notifies the
 * depot's managers whose receiveEmailFlag is set, once): these calls only confirm that the sign-in they name
 * is real and open at the depot today, so they can never be used to send arbitrary text to managers.
 */
export class ManagerNotificationService {
  constructor(private readonly d: Deps) {}

  async confirm(_actor: Actor, kind: 'planned' | 'regular' | 'unplanned', input: Input): Promise<{ ok: true; message: string }> {
    const depotId = input.depot ?? input.depotId;
    if (depotId === undefined || depotId === null || depotId === '') throw badInput(required('Depot'), { depot: [required('Depot')] });
    const depot = await new DepotService(this.d).kioskDepot(depotId);
    const code = str(input, 'depotcode', 'Depot code', 20);
    if (code && code.toLowerCase() !== depot.code.toLowerCase()) throw badInput(Messages.notificationNoSignIn, { depotcode: [Messages.notificationNoSignIn] });
    const today = localDay(this.d.clock.now(), depot.timeZone);
    const base = { depot: depot.id, kind: AttendanceKind.Visitor, checkedOutAt: null, localDate: today };
    let found: number;
    if (kind === 'unplanned') {
      const name = str(input, 'name', 'Name', 200);
      if (!name) throw badInput(required('Name'), { name: [required('Name')] });
      const open = await this.d.em.find(Attendance, { ...base, visit: { visitType: VisitType.Unplanned } }, { populate: ['attendee'], filters: false });
      found = open.filter((a) => `${a.attendee!.firstName} ${a.attendee!.lastName}`.toLowerCase() === name.toLowerCase()).length;
    } else {
      const ref = str(input, 'meetingRef', 'Reference', 32);
      if (!ref) throw badInput(required('Reference'), { meetingRef: [required('Reference')] });
      const visit = kind === 'planned' ? { meetingReference: upper(ref) } : { regularVisitor: { meetingReference: upper(ref) } };
      found = await this.d.em.count(Attendance, { ...base, visit }, { filters: false });
    }
    if (!found) throw badInput(Messages.notificationNoSignIn, { meetingRef: [Messages.notificationNoSignIn] });
    return { ok: true, message: Messages.managersNotified };
  }
}
