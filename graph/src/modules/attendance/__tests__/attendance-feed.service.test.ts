import { checkedInEvent as event } from './support';
import { makeWorld } from '../../../test/factories';
import { failure, serviceTier, staffActor } from '../../../test/service-tier';

/**
 * The attendance grid's feed at the service tier (issue 24): a subscriber watches only a depot it may see, and only
 * that tenant's events reach it. attendance-feed.test.ts keeps the feed over graphql-ws across two graph processes.
 */
let t: Awaited<ReturnType<typeof serviceTier>>;
beforeAll(async () => {
  t = await serviceTier({ label: 'attendance_feed' });
});
afterAll(async () => {
  await t.close();
});

describe('attendanceChanged feed', () => {
  it("a subscriber of tenant B cannot watch tenant A's depot, and never sees A's events", async () => {
    const a = await makeWorld(t.orm);
    const b = await makeWorld(t.orm);
    const bAdmin = staffActor(b.admin);
    const denied = await failure(t.as(bAdmin).attendanceFeed.watch(bAdmin, a.depot.id));
    expect(JSON.stringify(denied)).toMatch(/NOT_FOUND|not found/);
    const own = await t.as(bAdmin).attendanceFeed.watch(bAdmin, b.depot.id);
    try {
      // A's event first: had it reached B's feed, it would be B's first item.
      t.events.attendanceChanged(event(a.tenant.id, a.depot.id, 'Secret Person'));
      t.events.attendanceChanged(event(b.tenant.id, b.depot.id, 'Own Person'));
      const first = await own.next();
      expect(first.value.attendeeName).toBe('Own Person');
      expect(JSON.stringify(first)).not.toMatch(/Secret Person/);
    } finally {
      await own.return?.();
    }
  });
});
