import { feature, need, type ContextOf } from '../../core/feature';
import type { DepotService } from '../depots/depot.service';
import { InductionCourse, InductionPass } from './induction.entity';
import { InductionsResolver } from './inductions.resolver';
import { InductionsService } from './inductions.service';
import { VisitorInductionsResolver } from './visitor-inductions.resolver';
import { VisitorInductionsService } from './visitor-inductions.service';
import { InductionMaterial } from './induction-material.entity';
import { InductionMaterialService } from './induction-material';
import { materialRoutes } from './induction-material.rest';
import { handleInductionReminder, handleInductionReminderCheck } from './induction-reminder.job';

/**
 * Inductions that expire (issue 38): a tenant's courses, managed by its admins; a partner who needs one and has no
 * valid pass takes it at the kiosk before the clock-in completes (InductionGate, called by PartnerKioskService's
 * clock-in, which sits above this module); staff see a depot's passes and record one given in person; passes expiring
 * within 14 days are e-mailed once ('induction-reminder-check' sweep, 'induction-reminder'). Courses may also apply to
 * regular visitors and to visitors by visit reason: VisitCheckInService (above this module) calls VisitorInductionGate
 * at every visitor sign-in; the kiosk grades first (VisitorInductionsService) and the sign-in records the pass. A
 * course's PDF and video (induction-material.ts, the material store) are uploaded by its admins and served to the
 * tenant's kiosks and staff.
 */
export const inductions = feature<
  { inductions: InductionsService; visitorInductions: VisitorInductionsService; inductionMaterial: InductionMaterialService },
  { depots: DepotService }
>({
  name: 'inductions',
  needs: { depots: need<DepotService>('depots') },
  services: {
    inductions: (d, { depots }) => new InductionsService(d, depots),
    visitorInductions: (d, { depots }) => new VisitorInductionsService(d, depots),
    inductionMaterial: (d, { depots }) => new InductionMaterialService(d, depots),
  },
  entities: [InductionCourse, InductionPass, InductionMaterial],
  resolvers: [InductionsResolver, VisitorInductionsResolver],
  routes: materialRoutes,
  jobs: { 'induction-reminder-check': handleInductionReminderCheck, 'induction-reminder': handleInductionReminder },
});

/** What the feature's resolver sees: its own service and the depots' (its need). */
export type InductionsContext = ContextOf<typeof inductions>;
