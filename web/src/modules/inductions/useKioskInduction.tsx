import { useRef, useState } from 'react';
import { graphqlFetch } from '../../app/graphqlFetch';
import { localErrors } from '../../app/transport';
import { isNetworkFailure } from '../kiosk/kioskErrors';
import { KioskInductionsDocument, SubmitInductionDocument } from './documents';
import { KioskInductionModal, type KioskCourse } from './KioskInductionModal';

/**
 * The partner kiosk's induction step (issue 38), before the clock-in: the courses the partner must pass (none: on at
 * once), each in its modal until passed. `run` answers true when every course is passed (or the network is down: the
 * clock-in is held and the server decides), false when the partner cancelled.
 */
export function useKioskInduction(depotId: string | undefined) {
  const [current, setCurrent] = useState<{ workId: string; courses: KioskCourse[] } | null>(null);
  const done = useRef<(ok: boolean) => void>(() => undefined);

  const run = async (workId: string): Promise<boolean> => {
    let courses: KioskCourse[];
    try {
      courses = (await graphqlFetch(KioskInductionsDocument, { depotId: depotId!, workId }, localErrors)).kioskInductions;
    } catch (e) {
      if (isNetworkFailure(e)) return true;
      throw e;
    }
    if (!courses.length) return true;
    return new Promise<boolean>((resolve) => {
      done.current = (ok) => {
        setCurrent(null);
        resolve(ok);
      };
      setCurrent({ workId, courses });
    });
  };

  const course = current?.courses[0];
  const modal = course ? (
    <KioskInductionModal
      key={course.id}
      course={course}
      submit={async (answers) =>
        (
          await graphqlFetch(
            SubmitInductionDocument,
            { input: { depotId: depotId!, workId: current.workId, courseId: course.id, answers } },
            localErrors,
          )
        ).submitInduction
      }
      onPassed={() => {
        const rest = current.courses.slice(1);
        if (rest.length) setCurrent({ ...current, courses: rest });
        else done.current(true);
      }}
      onCancel={() => done.current(false)}
    />
  ) : null;
  return { run, modal };
}
