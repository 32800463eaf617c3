import { parse } from '../../../core/command';
import { makeWorld } from '../../../test/factories';
import { serviceTier, staffActor } from '../../../test/service-tier';
import { Messages } from '../../../contracts/messages';
import { visitWorld } from '../../reports/__tests__/support';
import { VisitType } from '../../attendance/visit.entity';
import { VisitQuestionnaireCommand } from '../visit-questionnaire.commands';
import { RULES_OK } from './support';

/**
 * A visit's questionnaire at the service tier (issue 24): a visit not checked in says so and shows nothing; a
 * temperature inside the limits is not flagged. visitor-report.test.ts keeps the questionnaire over GraphQL and REST.
 */
let t: Awaited<ReturnType<typeof serviceTier>>;
beforeAll(async () => {
  t = await serviceTier({ label: 'questionnaire' });
});
afterAll(async () => {
  await t.close();
});

const DAY = '2026-06-10';

describe('visit questionnaire', () => {
  it("a visit not checked in: 'Visitor Has Not checked In Yet!'; a temperature inside the limits is not flagged", async () => {
    const w = await makeWorld(t.orm);
    const a = staffActor(w.admin);
    const questionnaire = (visitId: string) => t.as(a).visitQuestionnaire.forVisit(a, parse(VisitQuestionnaireCommand, { visitId }));
    // The HTTP suite's scene: one visit signed in (and out) with a flagged temperature, one booked for later.
    const v = await visitWorld(t.orm, w.depot);
    const visit = v.visit(VisitType.Unplanned, DAY, '09:00', { firstName: 'Ada', lastName: 'Byrne', reasonForVisit: 'Audit' });
    const booked = v.visit(VisitType.Planned, '2026-06-20', '09:00', { firstName: 'Later' });
    v.checkIn(visit, visit.dateOfVisit, new Date('2026-06-10T10:00:00Z'), {
      badge: v.badge('B7'),
      carReg: '12D345',
      temperature: '38.2',
      ruleAnswers: { ...RULES_OK, q1: 'yes' },
      manualCheckout: true,
    });
    await v.em.flush();
    expect(await questionnaire(booked.id)).toMatchObject({
      message: Messages.visitorNotCheckedIn,
      attendanceId: null,
      answers: [],
      hasSignature: false,
      signatureDataUrl: null,
      temperatureFlagged: false,
    });
    const v2 = await visitWorld(t.orm, w.depot);
    const ok = v2.visit(VisitType.Unplanned, DAY, '11:00');
    v2.checkIn(ok, ok.dateOfVisit, null, { temperature: '36.6' });
    await v2.em.flush();
    expect(await questionnaire(ok.id)).toMatchObject({ temperature: 36.6, temperatureFlagged: false });
  });
});
