import type { Deps } from '../../core/deps';
import type { Actor } from '../../core/auth/actor';
import { findInScope, requireStaff, tenantWhere } from '../../core/tenancy';
import { inZone } from '../../core/time';
import { answersInWords, type RuleTexts } from '../../contracts/rule-questions';
import { Attendance, AttendanceKind } from '../attendance/attendance.entity';
import { Signature } from '../attendance/signature.entity';
import { depotScope } from '../depots/depot.policy';
import { addressLine } from '../mail/mail-text';
import type { AgreementsService } from '../agreements/agreements.service';
import { agreementPdf } from '../agreements/agreement-pdf';

/** A downloaded agreement: its file name and bytes. */
export interface AgreementFile {
  fileName: string;
  pdf: Buffer;
}

const stamp = (at: Date, zone: string) => `${inZone(at, zone).toFormat('yyyy-MM-dd HH:mm')} (${zone})`;

/**
 * A signed agreement as a PDF (issue 38): the words of the version the sign-in accepted, the answers (a partner
 * accepts every contractor rule), the signature, the time and the depot. Staff of the sign-in's tenant only, a
 * DepotManager (and every role narrowed to a depot) its own depot only; another tenant's or depot's sign-in answers
 * exactly like a missing one.
 */
export class AgreementDownloadService {
  constructor(
    private readonly d: Deps,
    private readonly agreements: AgreementsService,
  ) {}

  async pdf(actor: Actor, attendanceId: string): Promise<AgreementFile> {
    requireStaff(actor);
    const em = this.d.em;
    const a = await findInScope(em, Attendance, attendanceId, { $and: [tenantWhere(actor), { depot: depotScope(actor) }] }, 'Sign-in', {
      populate: ['depot', 'attendee', 'partner'],
    });
    const partner = a.kind === AttendanceKind.Partner;
    const zone = a.depot.timeZone;
    const version = await this.agreements.accepted(em, a.tenant.id, partner ? 'contractor' : 'rules', a.agreementVersionId ?? null);
    const signature = await em.findOne(Signature, { attendance: a.id, tenant: a.tenant.id }, { populate: ['png'] });
    const items = partner
      ? (version.words as string[]).map((text) => ({ text, answer: 'Accepted' }))
      : answersInWords(a.ruleAnswers, version.words as RuleTexts).map((x) => ({ text: x.question, answer: x.answer }));
    const person = partner ? a.partner!.name : `${a.attendee!.firstName} ${a.attendee!.lastName}`;
    const pdf = await agreementPdf({
      title: partner ? 'Contractor agreement' : 'Visitor agreement',
      person,
      company: partner ? a.partner!.organisation : a.attendee!.company,
      depot: addressLine(a.depot),
      signedAt: stamp(a.checkedInAt, zone),
      version: version.tenant ? `version ${version.number}, saved ${stamp(version.createdAt, zone)}` : 'the built-in default words',
      items: a.rulesOnDevice && !items.length ? [{ text: 'The rules were accepted on a legacy kiosk device.', answer: 'Accepted' }] : items,
      signaturePng: signature?.png?.length ? Buffer.from(signature.png) : null,
    });
    return { fileName: `agreement-${inZone(a.checkedInAt, zone).toFormat('yyyyMMdd-HHmm')}-${a.id.slice(0, 8)}.pdf`, pdf };
  }
}
