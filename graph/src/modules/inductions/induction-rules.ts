import { DateTime } from 'luxon';

/** A multiple-choice question of a course: its options and the indexes of the right ones (at least one). */
export interface InductionQuestion {
  text: string;
  options: string[];
  correct: number[];
}

/** Passes that expire within this many days are e-mailed once to the person (issue 38). */
export const REMINDER_DAYS = 14;
/** Staff's "expires soon" window. */
export const EXPIRING_DAYS = 30;

export interface Grade {
  passed: boolean;
  score: number;
  /** 1-based numbers of the questions answered wrongly. */
  wrong: number[];
}

/**
 * Grades a kiosk's answers (one list of chosen option indexes per question, in order): a question is right when the
 * chosen set is exactly its right set; the score is the share right in whole percent, rounded down; a course without
 * questions is passed by reading it. The caller has checked the answers' shape (answersFit).
 */
export function grade(questions: readonly InductionQuestion[], answers: readonly (readonly number[])[], passMark: number): Grade {
  if (questions.length === 0) return { passed: true, score: 100, wrong: [] };
  const wrong: number[] = [];
  questions.forEach((q, i) => {
    const chosen = new Set(answers[i] ?? []);
    const right = new Set(q.correct);
    if (chosen.size !== right.size || [...right].some((c) => !chosen.has(c))) wrong.push(i + 1);
  });
  const score = Math.floor((100 * (questions.length - wrong.length)) / questions.length);
  return { passed: score >= passMark, score, wrong };
}

/** Whether the answers have one list per question, each of distinct option indexes of that question. */
export function answersFit(questions: readonly InductionQuestion[], answers: readonly (readonly number[])[]): boolean {
  return (
    answers.length === questions.length &&
    answers.every(
      (a, i) => new Set(a).size === a.length && a.every((o) => Number.isInteger(o) && o >= 0 && o < questions[i].options.length),
    )
  );
}

/** When a pass given at `at` expires: `months` calendar months later (UTC; the 31st of a short month is its last day). */
export const expiryOf = (at: Date, months: number): Date => DateTime.fromJSDate(at, { zone: 'utc' }).plus({ months }).toJSDate();

/** Whether a course applies to a partner of this role (null: none). */
export const needsCourse = (course: { allPartners: boolean; roleIds: readonly string[] }, roleId: string | null | undefined) =>
  course.allPartners || (!!roleId && course.roleIds.includes(roleId));
