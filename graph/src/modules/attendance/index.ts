import { feature, type ContextOf } from '../../core/feature';
import { AttendanceFeedService } from './attendance-feed.service';
import { Attendance } from './attendance.entity';
import { AttendanceResolver } from './attendance.resolver';
import { AttendanceService } from './attendance.service';
import { Badge } from './badge.entity';
import { Partner } from './partner.entity';
import { Signature } from './signature.entity';
import { Visit } from './visit.entity';

/** Its services, named. */
export interface AttendanceServices {
  attendanceFeed: AttendanceFeedService;
  attendance: AttendanceService;
}

/**
 * Attendance (spec 3, 4): presence at a depot, one table for visitors and partners (opening, closing and signing an
 * attendance, with the watchlist's and the documents' checks of a sign-in, modules below it) and the live feed behind
 * the attendance grid. The depot the feed's subscriber may see is `visibleDepot`'s (modules/depots). Its entities are the presence
 * tables the features above it read: badges, partners, visits, attendances and signatures.
 */
export const attendance = feature<AttendanceServices>({
  name: 'attendance',
  services: {
    attendanceFeed: (d) => new AttendanceFeedService(d),
    attendance: (d) => new AttendanceService(d),
  },
  entities: [Badge, Partner, Visit, Attendance, Signature],
  resolvers: [AttendanceResolver],
});

/** What the feature's resolver sees: its own services, not the whole registry. */
export type AttendanceContext = ContextOf<typeof attendance>;
