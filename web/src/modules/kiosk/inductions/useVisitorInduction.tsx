import { Suspense, useRef, useState } from 'react';
import { graphqlFetch } from '../../../app/graphqlFetch';
import { lazyRetry } from '../../../app/lazyRetry';
import { loadEngine } from '../../../i18n/core';
import { KioskStepLoading } from '../ui/KioskStates';
import { localErrors } from '../../../app/transport';
import { isNetworkFailure } from '../kioskErrors';
import type { Journey } from '../kioskTypes';
import type { KioskCourse } from './KioskInductionModal';

/** The course window loads when a visitor first needs one, not with the kiosk home (its words and Mantine's Modal). */
const KioskInductionModal = lazyRetry(() =>
  Promise.all([import('./KioskInductionModal'), loadEngine()]).then(([m]) => m.KioskInductionModal),
);

export type CourseAnswers = { courseId: string; answers: number[][] };

/**
 * The visitor kiosk's induction step (issue 38), first in the sign-in journey: the courses the visitor needs (by the
 * reference resolved; a walk-in by the reason chosen and the e-mail typed, before they exist), each in its modal,
 * graded on the server (nothing recorded) until passed. `run` answers the passed answers, which the sign-in carries
 * (the server grades them again and records the passes with it), or null when the visitor cancelled. Network down:
 * no step (a held walk-in meets the server's check when it is sent).
 */
export function useVisitorInduction(depotId: string | undefined) {
  const [courses, setCourses] = useState<KioskCourse[]>([]);
  const passed = useRef<CourseAnswers[]>([]);
  const done = useRef<(ok: boolean) => void>(() => undefined);

  const run = async (j: Journey): Promise<CourseAnswers[] | null> => {
    const vars =
      j.kind === 'Unplanned'
        ? { depotId: depotId!, reasonForVisit: j.person.reasonForVisit || null, email: j.person.email || null }
        : { depotId: depotId!, reference: j.reference ?? null };
    let due: KioskCourse[];
    try {
      // Its documents load with the first sign-in, not with the kiosk home (the home's script budget).
      const { KioskVisitorInductionsDocument } = await import('../../inductions/visitorDocuments');
      due = (await graphqlFetch(KioskVisitorInductionsDocument, vars, localErrors)).kioskVisitorInductions;
    } catch (e) {
      if (isNetworkFailure(e)) return [];
      throw e;
    }
    if (!due.length) return [];
    passed.current = [];
    const ok = await new Promise<boolean>((resolve) => {
      done.current = (v) => {
        setCourses([]);
        resolve(v);
      };
      setCourses(due);
    });
    return ok ? passed.current : null;
  };

  const course = courses[0];
  const modal = course ? (
    <Suspense fallback={<KioskStepLoading />}>
      <KioskInductionModal
        key={course.id}
        course={course}
        intro="visitor"
        submit={async (answers) => {
          const { GradeVisitorInductionDocument } = await import('../../inductions/visitorDocuments');
          const input = { depotId: depotId!, courseId: course.id, answers };
          return (await graphqlFetch(GradeVisitorInductionDocument, { input }, localErrors)).gradeVisitorInduction;
        }}
        onPassed={(answers) => {
          passed.current = [...passed.current, { courseId: course.id, answers }];
          const rest = courses.slice(1);
          if (rest.length) setCourses(rest);
          else done.current(true);
        }}
        onCancel={() => done.current(false)}
      />
    </Suspense>
  ) : null;
  return { run, modal };
}
