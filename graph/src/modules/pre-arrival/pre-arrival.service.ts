import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Deps } from '../../core/deps';
import { badInput, conflict, DomainError } from '../../core/errors';
import { dayBounds, localDay } from '../../core/time';
import { runUnitOfWork } from '../../core/unit-of-work';
import { Messages, required } from '../../contracts/messages';
import {
  HEALTH_QUESTIONS,
  RULE_KEYS,
  healthAndSafetyProceed,
  healthAnswerRefuses,
  houseRulesProceed,
  type Answers,
} from '../../contracts/kiosk-rules';
import { RULE_QUESTIONS } from '../../contracts/rule-questions';
import { languageOr } from '../../contracts/languages';
import { Attendance, type RuleAnswers } from '../attendance/attendance.entity';
import { base64Png, signaturePng } from '../attendance/attendance.service';
import { Visit, VisitType } from '../attendance/visit.entity';
import type { AgreementsService } from '../agreements/agreements.service';
import { AgreementVersion } from '../agreements/agreement-version.entity';
import { lastKioskLanguage } from '../mail/i18n/mail-i18n';
import type { KioskCourseView, SubmitView } from '../inductions/inductions.service';
import type { VisitorInductionsService } from '../inductions/visitor-inductions.service';
import type { VisitorFacts } from '../inductions/visitor-induction-gate';
import type { VisitDocumentRow, VisitorDocumentService } from '../documents/visitor-document.service';
import type { UploadVisitorDocumentCommand } from '../documents/document.commands';
import type { SubmitPreArrivalCommand, TakePreArrivalInductionCommand } from './pre-arrival.commands';
import { PreArrival, PreArrivalLink } from './pre-arrival.entity';
import { hashPreArrivalToken, isPreArrivalToken, newPreArrivalToken } from './pre-arrival-link';

/** One rule or question of the version the page shows: its key, group, words, and whether it is a yes/no question. */
export interface PreArrivalRule {
  key: string;
  group: string;
  text: string;
  /** A question answered yes or no (a health question must be answered no); otherwise a rule to accept. */
  question: boolean;
}

/** What a pre-arrival link shows its holder: their booking, the rules to accept (with the version) and what they gave. */
export interface PreArrivalView {
  firstName: string;
  lastName: string;
  company: string;
  tenantName: string;
  depotCode: string;
  depotAddress: string;
  timeZone: string;
  dateOfVisit: Date;
  hostName: string | null;
  /** The language the visitor's e-mails are in (their last kiosk sign-in's; English for someone not met yet). */
  language: string;
  signatureRequired: boolean;
  versionId: string;
  versionNumber: number;
  rules: PreArrivalRule[];
  /** What was given already (the page opened again before arrival): edited and sent again as a whole. */
  completedAt: Date | null;
  carReg: string | null;
  answers: { key: string; answer: string }[];
  signed: boolean;
  /** The induction courses the visit needs and the visitor has no valid pass of (the kiosk would ask them). */
  courses: KioskCourseView[];
  /** The courses the visit needs that the visitor has passed (here or before), with the pass's expiry. */
  coursesPassed: { title: string; expiresAt: Date }[];
  /** The documents the tenant asks of the visit, with what was uploaded. */
  documents: VisitDocumentRow[];
  /** The size limit of an upload in MB (DOCUMENT_MAX_MB). */
  documentMaxMb: number;
}

/** What the kiosk hears of a planned visit's pre-arrival: done with the rules in force now, and signed. */
export interface PreArrivalReadiness {
  ready: boolean;
  signed: boolean;
}

/** The wrong, malformed, expired or cancelled link: one answer, saying nothing of any visit. */
const invalid = () => new DomainError('NOT_FOUND', Messages.preArrivalLinkInvalid);

/** The end of the visit's day in its depot's zone: a link works until then. */
const endOfVisitDay = (v: Visit) => dayBounds(localDay(v.dateOfVisit, v.depot.timeZone), v.depot.timeZone).end;

/**
 * A new link for a visit's booking e-mail (each send its own; the older ones keep working): the token to mail, its
 * sha256 stored (in `em`, flushed by the caller). Called by the booking e-mail job (visits).
 */
export function issuePreArrivalLink(em: EntityManager, visit: Visit): string {
  const token = newPreArrivalToken();
  em.create(PreArrivalLink, { visit, tokenHash: hashPreArrivalToken(token) });
  return token;
}

/**
 * The pre-arrival of a planned visit, for its kiosk check-in (visits, in the check-in's transaction, the visit locked):
 * the row when the visitor completed the page, else null.
 */
export async function preArrivalOf(em: EntityManager, visitId: string): Promise<PreArrival | null> {
  return em.findOne(PreArrival, { visit: visitId }, { filters: false, populate: ['signature'] });
}

/** Whether the kiosk may skip the form, the rules (and the signature): answered with the rules in force now. */
export async function preArrivalReadiness(em: EntityManager, tenantId: string, visitId: string): Promise<PreArrivalReadiness> {
  const rows: { version_ok: boolean; signed: boolean }[] = await em.execute(
    `select "p"."agreement_version_id" = (select "id" from "agreement_version" where ("tenant_id" = ?::uuid or "tenant_id" is null) and "kind" = 'rules'
              order by "tenant_id" is null, "number" desc limit 1) as "version_ok",
            "p"."signature" is not null as "signed"
       from "pre_arrival" "p" where "p"."visit_id" = ? and "p"."tenant_id" = ?`,
    [tenantId, visitId, tenantId],
  );
  const r = rows[0];
  return { ready: !!r?.version_ok, signed: !!r?.version_ok && !!r?.signed };
}

/**
 * A visitor who arrives ready (issue 38): the page a planned visitor's booking e-mail links to (`/arrive/{token}`),
 * public, named by the link's token only. The visitor confirms the booking's details and types the car registration,
 * reads and accepts the tenant's rules (the version in force, recorded) and signs when the booking asks for a
 * signature; the kiosk's check-in by reference then uses it (visits' VisitCheckInService) and asks none of it again.
 * Works until the end of the visit's day (depot's zone), not for a cancelled visit; edited as often as wanted until
 * the check-in, after which it answers that the visit has started.
 */
export class PreArrivalService {
  constructor(
    private readonly d: Deps,
    private readonly agreements: AgreementsService,
    private readonly inductions: Pick<VisitorInductionsService, 'beforeArrival' | 'passBeforeArrival'>,
    private readonly documents: Pick<VisitorDocumentService, 'asked' | 'upload' | 'uploadLimitBytes'>,
  ) {}

  /** Who the visit's inductions are for: the check-in's facts of a planned visit (its person and its reason). */
  private facts(visit: Visit): VisitorFacts {
    return { tenantId: visit.tenant.id, attendeeId: visit.attendee.id, regular: false, reason: visit.reasonForVisit ?? null };
  }

  /**
   * The visitor's answers to a course the visit needs (issue 38), graded as at the kiosk; passed, the pass is recorded
   * and the kiosk's check-in does not ask it again. A course the visit does not need: 400; a wrong link: 404.
   */
  async takeInduction(cmd: TakePreArrivalInductionCommand): Promise<SubmitView> {
    const visit = await this.visitOf(this.d.em.fork() as EntityManager, cmd.token);
    return this.inductions.passBeforeArrival(this.facts(visit), cmd.courseId, cmd.answers);
  }

  /** A document the tenant asks of the visit (issue 38), uploaded by the link's holder; answers the documents asked. */
  async uploadDocument(cmd: UploadVisitorDocumentCommand, file: { data: Buffer; filename?: string } | null): Promise<VisitDocumentRow[]> {
    const visit = await this.visitOf(this.d.em.fork() as EntityManager, cmd.token);
    const f = this.facts(visit);
    return this.documents.upload(
      { tenantId: f.tenantId, visitId: visit.id, attendeeId: visit.attendee.id, reason: f.reason },
      cmd.documentTypeId,
      file,
    );
  }

  /** The visit a token opens (any other: the one invalid answer), unlocked or locked for a submit. */
  private async visitOf(em: EntityManager, token: unknown, lock = false): Promise<Visit> {
    if (!isPreArrivalToken(token)) throw invalid();
    const link = await em.findOne(PreArrivalLink, { tokenHash: hashPreArrivalToken(token) }, { filters: false });
    if (!link) throw invalid();
    const visit = await em.findOne(
      Visit,
      { id: link.visit.id },
      { populate: ['attendee', 'depot', 'tenant'], filters: false, ...(lock ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {}) },
    );
    if (!visit || visit.visitType !== VisitType.Planned || visit.cancelledAt) throw invalid();
    if (this.d.clock.now().getTime() >= endOfVisitDay(visit).getTime()) throw invalid();
    if (await em.count(Attendance, { visit: visit.id }, { filters: false })) throw conflict(Messages.preArrivalVisitStarted);
    return visit;
  }

  async read(token: string): Promise<PreArrivalView> {
    const em = this.d.em.fork() as EntityManager;
    const visit = await this.visitOf(em, token);
    return this.view(em, visit);
  }

  /** The visitor's answers, as a whole (a second submit replaces the first); then what the page shows. */
  async submit(cmd: SubmitPreArrivalCommand): Promise<PreArrivalView> {
    const answers: Answers = Object.fromEntries(cmd.answers.filter((a) => a.answer !== '').map((a) => [a.key, a.answer]));
    // The kiosk's proceed rules (the same functions the kiosk's check-in applies).
    if (!houseRulesProceed(answers)) throw badInput(Messages.houseRulesRequired, { answers: [Messages.houseRulesRequired] });
    if (healthAnswerRefuses(answers)) throw badInput(Messages.healthAnswerRefused, { answers: [Messages.healthAnswerRefused] });
    if (!healthAndSafetyProceed(answers)) throw badInput(Messages.healthAndSafetyRequired, { answers: [Messages.healthAndSafetyRequired] });
    const png = cmd.signature ? signaturePng(base64Png(cmd.signature)) : null;
    return runUnitOfWork(
      this.d,
      async ({ em }) => {
        // The visit locked, as the kiosk's check-in locks it: a submit and a check-in queue; two submits give one row.
        const visit = await this.visitOf(em as EntityManager, cmd.token, true);
        // A signature given before stands when an edit sends none (the page shows it as signed).
        const before =
          visit.signFlag && !png ? await em.count(PreArrival, { visit: visit.id, signature: { $ne: null } }, { filters: false }) : 1;
        if (visit.signFlag && !png && !before) throw badInput(required('Signature'), { signature: [required('Signature')] });
        const { currentId } = await this.agreements.acceptance(em as EntityManager, visit.tenant.id, 'rules', {
          attendeeId: visit.attendee.id,
        });
        if (cmd.versionId !== currentId) throw conflict(Messages.preArrivalRulesChanged, { versionId: [Messages.preArrivalRulesChanged] });
        // Only the words of the version shown are kept (a key it does not ask is dropped).
        const version = await em.findOneOrFail(AgreementVersion, currentId, { filters: false });
        const asked = new Set(Object.keys(version.words as Record<string, string>));
        const kept = Object.fromEntries(Object.entries(answers).filter(([k]) => asked.has(k))) as RuleAnswers;
        await em.execute(
          `insert into "pre_arrival" ("id", "created_at", "updated_at", "tenant_id", "visit_id", "car_reg", "rule_answers", "agreement_version_id", "signature", "completed_at")
           values (gen_random_uuid(), now(), now(), ?, ?, ?, ?::jsonb, ?, ?, ?)
           on conflict ("visit_id") do update set "car_reg" = excluded."car_reg", "rule_answers" = excluded."rule_answers",
             "agreement_version_id" = excluded."agreement_version_id", "signature" = coalesce(excluded."signature", "pre_arrival"."signature"),
             "completed_at" = excluded."completed_at", "updated_at" = now()`,
          [visit.tenant.id, visit.id, cmd.carReg, JSON.stringify(kept), currentId, visit.signFlag ? png : null, this.d.clock.now()],
        );
        return visit.id;
      },
      { action: 'pre-arrival.submit' },
    ).then(() => this.read(cmd.token));
  }

  private async view(em: EntityManager, visit: Visit): Promise<PreArrivalView> {
    const { currentId } = await this.agreements.acceptance(em, visit.tenant.id, 'rules', { attendeeId: visit.attendee.id });
    const version = await em.findOneOrFail(AgreementVersion, currentId, { filters: false });
    const words = version.words as Record<string, string>;
    const rules = RULE_KEYS.filter((k) => words[k] !== undefined).map((k) => ({
      key: k,
      group: RULE_QUESTIONS[k].group,
      text: words[k],
      question: RULE_QUESTIONS[k].question || HEALTH_QUESTIONS.includes(k),
    }));
    const given = await em.findOne(PreArrival, { visit: visit.id }, { filters: false, populate: ['signature'] });
    const facts = this.facts(visit);
    const courses = await this.inductions.beforeArrival(facts, visit.depot.id);
    const documents = await this.documents.asked(em, {
      tenantId: facts.tenantId,
      visitId: visit.id,
      attendeeId: visit.attendee.id,
      reason: facts.reason,
    });
    return {
      firstName: visit.attendee.firstName,
      lastName: visit.attendee.lastName,
      company: visit.attendee.company,
      tenantName: visit.tenant.name,
      depotCode: visit.depot.code,
      // The address without the depot's code (the page names the depot beside it).
      depotAddress: [visit.depot.line1, visit.depot.line2, visit.depot.county, visit.depot.eirCode].filter((x) => x?.trim()).join(', '),
      timeZone: visit.depot.timeZone,
      dateOfVisit: visit.dateOfVisit,
      hostName: visit.hostName ?? null,
      language: languageOr(await lastKioskLanguage(em, { attendeeId: visit.attendee.id })),
      signatureRequired: visit.signFlag,
      versionId: version.id,
      versionNumber: version.number,
      rules,
      completedAt: given?.completedAt ?? null,
      carReg: given?.carReg ?? null,
      answers: given ? Object.entries(given.ruleAnswers ?? {}).map(([key, answer]) => ({ key, answer: String(answer ?? '') })) : [],
      signed: !!given?.signature,
      courses: courses.due,
      coursesPassed: courses.passed,
      documents,
      documentMaxMb: Math.floor(this.documents.uploadLimitBytes / (1024 * 1024)),
    };
  }
}
