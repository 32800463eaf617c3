import { useRef, useState } from 'react';
import { graphqlFetch } from '../../../app/graphqlFetch';
import { localErrors } from '../../../app/transport';
import { isNetworkFailure } from '../kioskErrors';
import { KioskInductionsDocument, SubmitInductionDocument } from '../../inductions/documents';
import { KioskInductionModal, type Graded, type KioskCourse } from './KioskInductionModal';
import { offlineCourses } from './kioskOfflineCourses';

/** A course's answers taken on the offline kiosk, carried by the held clock-in (the server grades them). */
export type HeldAnswer = { courseId: string; version: number; answers: number[][] };

type Current = { workId: string; courses: KioskCourse[]; offline: boolean; answered: HeldAnswer[] };

/**
 * The partner kiosk's induction step (issue 38), before the clock-in: the courses the partner must pass (none: on at
 * once), each in its modal until passed. `run` answers true when every course is passed (or the network is down: the
 * clock-in is held and the server decides), false when the partner cancelled. `runOffline` (no network, so no partner
 * lookup) shows the courses kept on the device for every partner and answers their answers for the held clock-in
 * (null: cancelled); nothing is graded on the device, which never had the right answers.
 */
export function useKioskInduction(depotId: string | undefined) {
  const [current, setCurrent] = useState<Current | null>(null);
  const done = useRef<(answered: HeldAnswer[] | null) => void>(() => undefined);

  const show = (c: Omit<Current, 'answered'>) =>
    new Promise<HeldAnswer[] | null>((resolve) => {
      done.current = (answered) => {
        setCurrent(null);
        resolve(answered);
      };
      setCurrent({ ...c, answered: [] });
    });

  const run = async (workId: string): Promise<boolean> => {
    let courses: KioskCourse[];
    try {
      courses = (await graphqlFetch(KioskInductionsDocument, { depotId: depotId!, workId }, localErrors)).kioskInductions;
    } catch (e) {
      if (isNetworkFailure(e)) return true;
      throw e;
    }
    if (!courses.length) return true;
    return (await show({ workId, courses, offline: false })) !== null;
  };

  const runOffline = async (workId: string): Promise<HeldAnswer[] | null> => {
    const courses = depotId ? await offlineCourses(depotId) : [];
    if (!courses.length) return [];
    return show({ workId, courses, offline: true });
  };

  const course = current?.courses[0];
  const submit = async (answers: number[][]): Promise<Graded> => {
    if (current!.offline) {
      // Offline: kept for the held clock-in; the server grades it when the entry is sent.
      setCurrent({ ...current!, answered: [...current!.answered, { courseId: course!.id, version: course!.version, answers }] });
      return { passed: true, score: 100, passMark: course!.passMark, wrong: [] };
    }
    const input = { depotId: depotId!, workId: current!.workId, courseId: course!.id, answers };
    return (await graphqlFetch(SubmitInductionDocument, { input }, localErrors)).submitInduction;
  };
  const modal = course ? (
    <KioskInductionModal
      key={course.id}
      course={course}
      offline={current.offline}
      submit={submit}
      onPassed={() =>
        setCurrent((c) => {
          if (!c) return c;
          const rest = c.courses.slice(1);
          if (!rest.length) queueMicrotask(() => done.current(c.answered));
          return rest.length ? { ...c, courses: rest } : c;
        })
      }
      onCancel={() => done.current(null)}
    />
  ) : null;
  return { run, runOffline, modal };
}
