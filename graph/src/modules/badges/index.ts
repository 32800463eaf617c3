import { feature, need, type ContextOf, type Scope } from '../../core/feature';
import type { AttendanceService } from '../attendance/attendance.service';
import { BadgeResolver } from './badge.resolver';
import { badgeRoutes } from './badge.rest';
import { BadgeService } from './badge.service';

/** Its services and needs, named (its REST rows' type cannot be read from the manifest that lists them). */
export interface BadgesServices {
  badges: BadgeService;
}
export interface BadgesNeeds {
  attendance: AttendanceService;
}

/** Badges (spec 3, 4.7, 7): a depot's badge pool, who holds each, and handing one back. */
export const badges = feature<BadgesServices, BadgesNeeds>({
  name: 'badges',
  needs: { attendance: need<AttendanceService>('attendance') },
  services: { badges: (d, { attendance }) => new BadgeService(d, attendance) },
  resolvers: [BadgeResolver],
  routes: badgeRoutes,
});

/** What the feature's resolver sees: its own service and its need (attendance), not the whole registry. */
export type BadgesContext = ContextOf<typeof badges>;
/** What its REST rows see (the scope `feature()` checks them against). */
export type BadgesScope = Scope<BadgesServices & BadgesNeeds>;
