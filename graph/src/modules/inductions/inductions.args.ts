import { argsFrom } from '../../core/graphql/input-type';
import {
  InductionCourseIdCommand,
  InductionCoursesCommand,
  InductionStatusCommand,
  KioskInductionsCommand,
  KioskOfflineInductionsCommand,
  RecordInductionPassCommand,
} from './inductions.commands';
import {
  KioskVisitorInductionsCommand,
  RecordVisitorInductionPassCommand,
  VisitorInductionStatusCommand,
} from './visitor-inductions.commands';

/* The induction operations' arguments, built from their commands (issue 42): declared once, in the command. */
export const InductionCoursesArgs = argsFrom('InductionCoursesArgs', InductionCoursesCommand);
export type InductionCoursesArgs = InstanceType<typeof InductionCoursesArgs>;
export const InductionCourseIdArgs = argsFrom('InductionCourseIdArgs', InductionCourseIdCommand);
export type InductionCourseIdArgs = InstanceType<typeof InductionCourseIdArgs>;
export const InductionStatusArgs = argsFrom('InductionStatusArgs', InductionStatusCommand);
export type InductionStatusArgs = InstanceType<typeof InductionStatusArgs>;
export const RecordInductionPassArgs = argsFrom('RecordInductionPassArgs', RecordInductionPassCommand);
export type RecordInductionPassArgs = InstanceType<typeof RecordInductionPassArgs>;
export const KioskInductionsArgs = argsFrom('KioskInductionsArgs', KioskInductionsCommand);
export type KioskInductionsArgs = InstanceType<typeof KioskInductionsArgs>;
export const KioskOfflineInductionsArgs = argsFrom('KioskOfflineInductionsArgs', KioskOfflineInductionsCommand);
export type KioskOfflineInductionsArgs = InstanceType<typeof KioskOfflineInductionsArgs>;
export const KioskVisitorInductionsArgs = argsFrom('KioskVisitorInductionsArgs', KioskVisitorInductionsCommand);
export type KioskVisitorInductionsArgs = InstanceType<typeof KioskVisitorInductionsArgs>;
export const VisitorInductionStatusArgs = argsFrom('VisitorInductionStatusArgs', VisitorInductionStatusCommand);
export type VisitorInductionStatusArgs = InstanceType<typeof VisitorInductionStatusArgs>;
export const RecordVisitorInductionPassArgs = argsFrom('RecordVisitorInductionPassArgs', RecordVisitorInductionPassCommand);
export type RecordVisitorInductionPassArgs = InstanceType<typeof RecordVisitorInductionPassArgs>;
