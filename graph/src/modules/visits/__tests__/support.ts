import type { MikroORM } from '@mikro-orm/core';
import type { TestServer } from '../../../test/server';
import { rest } from '../../../test/http';
import { Attendance } from '../../attendance/attendance.entity';
import { ANONYMOUS } from '../../../core/auth/actor';
import { parse } from '../../../core/command';
import type { serviceTier } from '../../../test/service-tier';
import {
  CheckInCommand,
  legacyCheckIn,
  legacyCheckInNames,
  legacyUnplannedCheckIn,
  legacyUnplannedCheckInNames,
  UnplannedCheckInCommand,
} from '../visit-kiosk.commands';

/** Every acceptance and 'no' to each health question: the answers that let a visitor proceed. */
export const RULES_OK = {
  hr_1: 'yes',
  hr_2: 'yes',
  hr_3: 'yes',
  hr_4: 'yes',
  hr_5: 'yes',
  hr_7: 'yes',
  hsr_5: 'yes',
  sr_1: 'yes',
  sr_2: 'yes',
  hsr_1: 'no',
  hsr_2: 'no',
  hsr_3: 'no',
  hsr_4: 'no',
  hsr_6: 'yes',
  or_1: 'yes',
  or_2: 'yes',
};

export const form = (over: Record<string, unknown> = {}) => ({
  firstName: 'ada',
  lastName: 'byrne',
  email: 'ada@example.test',
  company: 'acme',
  meetingWith: 'grace host',
  carReg: '12 d 345',
  ...over,
});

export const checkIn = (s: TestServer, depotId: string, visitorRef: string, over: Record<string, unknown> = {}) =>
  rest(s.url, 'POST', 'api/checkInQR', { body: { ...form(), visitorRef, depot: depotId, ...RULES_OK, ...over } });

export const walkIn = (s: TestServer, depotId: string, over: Record<string, unknown> = {}, headers?: Record<string, string>) =>
  rest(s.url, 'POST', 'api/unplanned-visit-checkIn', {
    body: { ...form(), Company: 'acme', reasonForVisit: 'Meeting', depot: depotId, ruleAnswers: RULES_OK, ...over },
    headers,
  });

/**
 * The same kiosk bodies as `checkIn` and `walkIn`, decoded as their REST rows decode them and handed to the services
 * of a service tier (no HTTP; `tier` read at each call, so a suite's beforeAll may make it): the answer is the
 * service's view, a refusal its DomainError.
 */
export function serviceKiosk(tier: () => Awaited<ReturnType<typeof serviceTier>>) {
  const kiosk = () => tier().as(ANONYMOUS).visitCheckIn;
  return {
    checkIn: (depotId: string, visitorRef: string, over: Record<string, unknown> = {}) => {
      const body = { ...form(), visitorRef, depot: depotId, ...RULES_OK, ...over };
      return kiosk().checkIn(ANONYMOUS, parse(CheckInCommand, legacyCheckIn(body), legacyCheckInNames(body)));
    },
    walkIn: (depotId: string, over: Record<string, unknown> = {}) => {
      const body = { ...form(), Company: 'acme', reasonForVisit: 'Meeting', depot: depotId, ruleAnswers: RULES_OK, ...over };
      return kiosk().unplannedCheckIn(
        ANONYMOUS,
        parse(UnplannedCheckInCommand, legacyUnplannedCheckIn(body), legacyUnplannedCheckInNames(body)),
      );
    },
  };
}

export const attendancesOf = (orm: MikroORM, where: Record<string, unknown>) => orm.em.fork().find(Attendance, where, { filters: false });

/** Throttle counters live in Redis once it is connected (in the process before): tests that count wait for it. */
export async function redisReady(url: string): Promise<void> {
  for (let i = 0; i < 100 && (await rest(url, 'GET', 'readyz')).body.redis !== 'ok'; i++) await new Promise((r) => setTimeout(r, 50));
}

/** An edit of booking `id`: every field changed (date and time read in the depot's zone). */
export const bookingEdit = (id: string, over: Record<string, unknown> = {}) => ({
  id,
  date: '2026-11-24',
  time: '09:15',
  hostName: 'grace hopper',
  hostEmail: 'Grace@Example.test',
  department: 'ops',
  printLabel: true,
  badgeNumFlag: true,
  signFlag: false,
  enterTemperature: true,
  ...over,
});
