import { raw } from '@mikro-orm/core';
import type { Deps } from '../../core/deps';
import type { Actor } from '../../core/auth/actor';
import { notFound } from '../../core/errors';
import { findInScope, requireStaff, tenantWhere } from '../../core/tenancy';
import { Messages } from '../../contracts/messages';
import type { AgreementsService } from '../agreements/agreements.service';
import { answersInWords, type RuleAnswerInWords, type RuleTexts } from '../../contracts/rule-questions';
import { Attendance } from '../attendance/attendance.entity';
import { Signature } from '../attendance/signature.entity';
import { Depot } from '../depots/depot.entity';
import { depotScope } from '../depots/depot.policy';
import { Tenant } from '../tenants/tenant.entity';
import type { AttendeeQuestionnaireCommand, VisitQuestionnaireCommand } from './visit-questionnaire.commands';
import { Attendee } from '../attendees/attendee.entity';
import { Visit } from '../attendance/visit.entity';

/** What a visitor answered and gave at the kiosk (spec 2.4, 4.7: View Questionnaire). */
export interface VisitQuestionnaire {
  visitId: string;
  attendanceId: string | null;
  message: string | null;
  visitorName: string;
  email: string;
  company: string;
  visitType: string;
  hostName: string | null;
  depotCode: string;
  timeZone: string;
  checkInTime: Date | null;
  checkOutTime: Date | null;
  manualCheckout: boolean;
  depotBadgeNum: string | null;
  carReg: string | null;
  reason: string | null;
  temperature: number | null;
  temperatureFlagged: boolean;
  rulesOnDevice: boolean;
  answers: RuleAnswerInWords[];
  hasSignature: boolean;
  signatureDataUrl: string | null;
  /** Issue 38: the version of the rules accepted at this sign-in, whose words `answers` shows, and when it was saved. */
  agreementVersionId: string | null;
  agreementVersionNumber: number | null;
  agreementSavedAt: Date | null;
}

/** Outside the tenant's kiosk limits (tempMin..tempMax, inclusive at both ends). */
export const temperatureFlagged = (t: number | null, min: string | number, max: string | number) =>
  t !== null && (t < Number(min) || t > Number(max));

/**
 * The questionnaire of a visit: staff of the visit's tenant only, a DepotManager (and every role narrowed to a
 * depot) its own depot only; another tenant's or depot's visit answers exactly like a missing one; a kiosk
 * (no login) never (401).
 */
export class VisitQuestionnaireService {
  constructor(
    private readonly d: Deps,
    private readonly agreements: AgreementsService,
  ) {}

  async forVisit(actor: Actor, cmd: VisitQuestionnaireCommand): Promise<VisitQuestionnaire> {
    requireStaff(actor);
    const visit = await findInScope(this.d.em, Visit, cmd.visitId, { $and: [tenantWhere(actor), { depot: depotScope(actor) }] }, 'Visit', {
      populate: ['attendee', 'depot'],
    });
    return this.of(visit);
  }

  /** GET api/view-visitor-questionnaire/{depotCode}/{attendeeId}: the attendee's latest visit at that depot. */
  async forAttendee(actor: Actor, cmd: AttendeeQuestionnaireCommand): Promise<VisitQuestionnaire> {
    requireStaff(actor);
    const attendee = await findInScope(this.d.em, Attendee, cmd.attendeeId, tenantWhere(actor), 'Visitor');
    const depot = await this.d.em.findOne(Depot, {
      $and: [{ tenant: attendee.tenant.id, [raw((a) => `lower(${a}.code)`)]: cmd.depotCode.toLowerCase() }, depotScope(actor)],
    });
    if (!depot) throw notFound('Location');
    const [visit] = await this.d.em.find(
      Visit,
      { tenant: attendee.tenant.id, depot: depot.id, attendee: attendee.id },
      { populate: ['attendee', 'depot'], orderBy: { dateOfVisit: 'desc', id: 'desc' }, limit: 1 },
    );
    if (!visit) throw notFound('Visit');
    return this.of(visit);
  }

  private async of(visit: Visit): Promise<VisitQuestionnaire> {
    const em = this.d.em;
    const attendance = await em.findOne(Attendance, { visit: visit.id, tenant: visit.tenant.id }, { populate: ['badge'] });
    const tenant = await em.findOneOrFail(Tenant, { id: visit.tenant.id }, { filters: false });
    const signature = attendance
      ? await em.findOne(Signature, { attendance: attendance.id, tenant: visit.tenant.id }, { populate: ['png'] })
      : null;
    const temperature = attendance?.temperature === null || attendance?.temperature === undefined ? null : Number(attendance.temperature);
    const a = visit.attendee;
    // Issue 38: the words of the version accepted then (the tenant's texts may have changed since).
    const version = attendance ? await this.agreements.accepted(em, visit.tenant.id, 'rules', attendance.agreementVersionId ?? null) : null;
    return {
      visitId: visit.id,
      attendanceId: attendance?.id ?? null,
      message: attendance ? null : Messages.visitorNotCheckedIn,
      visitorName: `${a.firstName} ${a.lastName}`,
      email: a.email,
      company: a.company,
      visitType: visit.visitType,
      hostName: visit.hostName ?? null,
      depotCode: visit.depot.code,
      timeZone: visit.depot.timeZone,
      checkInTime: attendance?.checkedInAt ?? null,
      checkOutTime: attendance?.checkedOutAt ?? null,
      manualCheckout: attendance?.manualCheckout ?? false,
      depotBadgeNum: attendance?.badge?.number ?? null,
      carReg: attendance?.carReg ?? null,
      reason: visit.reasonForVisit ?? null,
      temperature,
      temperatureFlagged: temperatureFlagged(temperature, tenant.tempMin, tenant.tempMax),
      rulesOnDevice: attendance?.rulesOnDevice ?? false,
      // The tenant's own words (issue 23) as the version accepted then held them (issue 38).
      answers: answersInWords(attendance?.ruleAnswers, (version?.words ?? {}) as RuleTexts),
      hasSignature: !!signature?.png?.length,
      signatureDataUrl: signature?.png?.length ? `data:image/png;base64,${Buffer.from(signature.png).toString('base64')}` : null,
      agreementVersionId: version?.id ?? null,
      agreementVersionNumber: version?.number ?? null,
      agreementSavedAt: version?.createdAt ?? null,
    };
  }
}
