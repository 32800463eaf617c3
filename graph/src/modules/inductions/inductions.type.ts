import { Field, ID, Int, ObjectType } from 'type-graphql';
import { describedEnum } from '../../core/graphql/described-enum';
import { inputTypeFrom } from '../../core/graphql/input-type';
import {
  AddInductionCourseCommand,
  HeldInductionAnswerCommand,
  InductionQuestionCommand,
  SubmitInductionCommand,
  UpdateInductionCourseCommand,
} from './inductions.commands';
import type { InductionCourse } from './induction.entity';
import type { MaterialView } from './induction-material';
import type { InductionStatusRow, KioskCourseView, SubmitView } from './inductions.service';

export const InductionQuestionInput = inputTypeFrom('InductionQuestionInput', InductionQuestionCommand, {
  description: 'A multiple-choice question of an induction course, with its right options.',
});
export const AddInductionCourseInput = inputTypeFrom('AddInductionCourseInput', AddInductionCourseCommand, {
  description: 'A new induction course (issue 38).',
});
export type AddInductionCourseInput = InstanceType<typeof AddInductionCourseInput>;
export const UpdateInductionCourseInput = inputTypeFrom('UpdateInductionCourseInput', UpdateInductionCourseCommand, {
  description: "An induction course's new content (every field replaces it; a change makes its version go up).",
});
export type UpdateInductionCourseInput = InstanceType<typeof UpdateInductionCourseInput>;
export const SubmitInductionInput = inputTypeFrom('SubmitInductionInput', SubmitInductionCommand, {
  description: "A partner's answers to an induction course at the kiosk.",
});
export type SubmitInductionInput = InstanceType<typeof SubmitInductionInput>;
export const HeldInductionAnswerInput = inputTypeFrom('HeldInductionAnswerInput', HeldInductionAnswerCommand, {
  description: "A partner's answers to a course the offline kiosk showed, carried by the clock-in it held (issue 38).",
});

export const InductionStateEnum = describedEnum('InductionState', "A partner's pass of a course they need (issue 38).", {
  VALID: 'Passed, valid for more than 30 days',
  EXPIRING: 'Passed, expires within 30 days',
  EXPIRED: 'Passed once, expired: the next clock-in asks for it again',
  MISSING: 'Never passed: the next clock-in asks for it',
});

@ObjectType('InductionQuestion', { description: 'A multiple-choice question with its right options (staff only).' })
export class InductionQuestionType {
  @Field({ description: 'The question' }) text!: string;
  @Field(() => [String], { description: 'The options' }) options!: string[];
  @Field(() => [Int], { description: 'The indexes (from 0) of the right options' }) correct!: number[];
}

@ObjectType('InductionMaterial', { description: "A course's PDF or video (issue 38)." })
export class InductionMaterialType {
  @Field(() => ID, { description: 'The id (a new one per upload: the file at its URL never changes)' }) id!: string;
  @Field({ description: 'pdf or video' }) kind!: string;
  @Field({ description: 'application/pdf, video/mp4 or video/webm (read from the bytes)' }) mimeType!: string;
  @Field(() => Int, { description: 'Its size in bytes' }) bytes!: number;
  @Field({ description: 'The file name it was uploaded with' }) fileName!: string;
  @Field({ description: 'Its SHA-256 (hex): the ETag it is served with' }) sha256!: string;
  @Field({ description: 'Where it is read: staff, /api/induction-material/{id}; the kiosk, /api/kiosk-induction-material/{depotId}/{id}' })
  url!: string;
  static from(m: MaterialView & { url?: string }) {
    return Object.assign(new InductionMaterialType(), {
      id: m.id,
      kind: m.kind,
      mimeType: m.mimeType,
      bytes: m.bytes,
      fileName: m.fileName,
      sha256: m.sha256,
      url: m.url ?? `/api/induction-material/${m.id}`,
    });
  }
}

@ObjectType('InductionCourse', { description: 'An induction course of the tenant (TenantAdmin, SuperAdmin, DepotManager).' })
export class InductionCourseType {
  @Field(() => ID, { description: 'The id' }) id!: string;
  @Field({ description: 'The title' }) title!: string;
  @Field({ description: 'What the person reads' }) body!: string;
  @Field(() => [InductionQuestionType], { description: 'The questions with their right options' }) questions!: InductionQuestionType[];
  @Field(() => Int, { description: 'The pass mark in percent' }) passMark!: number;
  @Field({ description: 'Every partner needs it' }) allPartners!: boolean;
  @Field(() => [ID], { description: 'The partner roles that need it' }) roleIds!: string[];
  @Field({ description: 'Regular visitors need it' }) regularVisitors!: boolean;
  @Field(() => [ID], { description: 'The visit reasons whose visitors need it' }) reasonIds!: string[];
  @Field(() => Int, { description: 'How many months a pass is valid' }) validMonths!: number;
  @Field(() => Int, { description: 'Goes up on every change; a pass records the version it passed' }) version!: number;
  @Field(() => Date, { description: 'Last changed (UTC)' }) updatedAt!: Date;
  @Field(() => [InductionMaterialType], { description: 'Its PDF and video, the PDF first' }) material!: InductionMaterialType[];
  static from(c: InductionCourse, material: MaterialView[] = []) {
    return Object.assign(new InductionCourseType(), {
      id: c.id,
      title: c.title,
      body: c.body,
      questions: c.questions.map((q) => Object.assign(new InductionQuestionType(), q)),
      passMark: c.passMark,
      allPartners: c.allPartners,
      roleIds: c.roleIds,
      regularVisitors: c.regularVisitors,
      reasonIds: c.reasonIds,
      validMonths: c.validMonths,
      version: c.version,
      updatedAt: c.updatedAt,
      material: material.map((m) => InductionMaterialType.from(m)),
    });
  }
}

@ObjectType('KioskInductionQuestion', { description: 'A question as the kiosk shows it (never its right options).' })
export class KioskInductionQuestionType {
  @Field({ description: 'The question' }) text!: string;
  @Field(() => [String], { description: 'The options' }) options!: string[];
  @Field({ description: 'More than one option is right (the kiosk offers check boxes)' }) multiple!: boolean;
}

@ObjectType('KioskInductionCourse', { description: 'A course a partner must take before clocking in (public kiosk view).' })
export class KioskInductionCourseType {
  @Field(() => ID, { description: 'The id' }) id!: string;
  @Field({ description: 'The title' }) title!: string;
  @Field({ description: 'What the person reads' }) body!: string;
  @Field(() => Int, { description: 'The version' }) version!: number;
  @Field(() => Int, { description: 'The pass mark in percent' }) passMark!: number;
  @Field(() => [KioskInductionQuestionType], { description: 'The questions, in order' }) questions!: KioskInductionQuestionType[];
  @Field(() => [InductionMaterialType], { description: 'Its PDF and video at the kiosk URL, shown before the questions' })
  material!: InductionMaterialType[];
  static from(c: KioskCourseView) {
    return Object.assign(new KioskInductionCourseType(), {
      ...c,
      questions: c.questions.map((q) => Object.assign(new KioskInductionQuestionType(), q)),
      material: c.material.map((m) => InductionMaterialType.from(m)),
    });
  }
}

@ObjectType('InductionResult', { description: "The server's grade of a partner's answers." })
export class InductionResultType {
  @Field({ description: 'Passed: the pass is recorded' }) passed!: boolean;
  @Field(() => Int, { description: 'The share of questions answered right, in percent' }) score!: number;
  @Field(() => Int, { description: 'The pass mark in percent' }) passMark!: number;
  @Field(() => [Int], { description: 'The numbers (from 1) of the questions answered wrongly' }) wrong!: number[];
  @Field(() => Date, { nullable: true, description: 'Passed: when the pass expires (UTC)' }) expiresAt!: Date | null;
  static from(v: SubmitView) {
    return Object.assign(new InductionResultType(), v);
  }
}

@ObjectType('InductionStatus', { description: "A partner of a depot and a course they need, with their pass's state." })
export class InductionStatusType {
  @Field(() => ID, { description: 'The partner' }) partnerId!: string;
  @Field({ description: "The partner's name" }) partnerName!: string;
  @Field({ description: "The partner's work id" }) workId!: string;
  @Field(() => ID, { description: 'The course' }) courseId!: string;
  @Field({ description: "The course's title" }) courseTitle!: string;
  @Field(() => InductionStateEnum, { description: 'VALID, EXPIRING (within 30 days), EXPIRED or MISSING' }) state!: string;
  @Field(() => Date, { nullable: true, description: 'When the pass expires (UTC)' }) expiresAt!: Date | null;
  @Field(() => Int, { nullable: true, description: 'The version passed' }) version!: number | null;
  @Field({ description: 'Given in person (recorded by staff)' }) inPerson!: boolean;
  static from(r: InductionStatusRow) {
    return Object.assign(new InductionStatusType(), r);
  }
}
