import type { Deps } from '../../core/deps';
import type { Actor } from '../../core/auth/actor';
import { badInput } from '../../core/errors';
import { localDay } from '../../core/time';
import { Messages } from '../../contracts/messages';
import { upper } from '../../contracts/normalise';
import { Attendance, AttendanceKind } from '../attendance/attendance.entity';
import type { DepotService } from '../depots/depot.service';
import { VisitType } from '../attendance/visit.entity';
import type { ConfirmNotificationCommand } from './manager-notification.commands';

/**
 * The legacy kiosk's "tell the managers" calls (planned-, regular- and unplanned-visit-email-notification).
 * The e-mails themselves are queued by the check-in, in its own transaction (every sign-in notifies the
 * depot's managers whose receiveEmailFlag is set, once): these calls only confirm that the sign-in they name
 * is real and open at the depot today, so they can never be used to send arbitrary text to managers.
 */
export class ManagerNotificationService {
  constructor(
    private readonly d: Deps,
    private readonly depots: DepotService,
  ) {}

  async confirm(_actor: Actor, cmd: ConfirmNotificationCommand): Promise<{ ok: true; message: string }> {
    const depot = await this.depots.kioskDepot(cmd.depot);
    const code = cmd.depotcode;
    if (code && code.toLowerCase() !== depot.code.toLowerCase())
      throw badInput(Messages.notificationNoSignIn, { depotcode: [Messages.notificationNoSignIn] });
    const today = localDay(this.d.clock.now(), depot.timeZone);
    const base = { depot: depot.id, kind: AttendanceKind.Visitor, checkedOutAt: null, localDate: today };
    let found: number;
    if (cmd.kind === 'unplanned') {
      const name = cmd.name;
      const open = await this.d.em.find(
        Attendance,
        { ...base, visit: { visitType: VisitType.Unplanned } },
        { populate: ['attendee'], filters: false },
      );
      found = open.filter((a) => `${a.attendee!.firstName} ${a.attendee!.lastName}`.toLowerCase() === name.toLowerCase()).length;
    } else {
      const ref = cmd.meetingRef;
      const visit = cmd.kind === 'planned' ? { meetingReference: upper(ref) } : { regularVisitor: { meetingReference: upper(ref) } };
      found = await this.d.em.count(Attendance, { ...base, visit }, { filters: false });
    }
    if (!found) throw badInput(Messages.notificationNoSignIn, { meetingRef: [Messages.notificationNoSignIn] });
    return { ok: true, message: Messages.managersNotified };
  }
}
