import { Arg, ID, Resolver, Root, Subscription } from 'type-graphql';
import type { AttendanceContext } from '.';
import type { AttendanceChangedEvent } from '../../contracts/topics';
import { AttendanceChangeType } from './attendance.type';

@Resolver()
export class AttendanceResolver {
  @Subscription(() => AttendanceChangeType, {
    description: "Every sign-in, sign-out, clock-in, clock-out and cancellation at a depot of the subscriber's tenant.",
    subscribe: ({ args, context }) =>
      (context as AttendanceContext).services.attendanceFeed.watch((context as AttendanceContext).actor, args.depotId as string),
  })
  attendanceChanged(
    @Arg('depotId', () => ID, {
      description: "The depot to watch (of the subscriber's tenant; another tenant's answers NOT_FOUND). Staff token required.",
    })
    _depotId: string,
    @Root() event: AttendanceChangedEvent,
  ): AttendanceChangeType {
    return AttendanceChangeType.from(event);
  }
}
