import { createEventBus, FEED_BACKLOG_LIMIT, HybridEventTarget, listen } from '../events/pubsub';
import { randomUUID } from 'node:crypto';
import type { AttendanceChangedEvent } from '../../contracts/topics';
import { connectRedis } from '../redis';
import { until } from '../../test/until';

type Ev = { tenantId: string; n: number };

/** The in-process target (no Redis), counting its listeners. */
function target() {
  const t = new HybridEventTarget(null, null, 'test:');
  let listening = 0;
  const add = t.addEventListener.bind(t);
  const remove = t.removeEventListener.bind(t);
  t.addEventListener = (topic, l) => (listening++, add(topic, l));
  t.removeEventListener = (topic, l) => (listening--, remove(topic, l));
  return { t, listening: () => listening };
}

describe("listen (a live grid's feed on one replica)", () => {
  it('passes the accepted events in order, to reads made before and after they arrive, and drops the others', async () => {
    const { t } = target();
    const it = listen<Ev>(t, 'd1', (e) => e.tenantId === 'a');
    const first = it.next();
    const second = it.next();
    for (const [tenantId, n] of [
      ['b', 1],
      ['a', 2],
      ['b', 3],
      ['a', 4],
      ['a', 5],
    ] as const)
      t.publish('d1', { tenantId, n });
    t.publish('d2', { tenantId: 'a', n: 6 });
    expect((await first).value).toEqual({ tenantId: 'a', n: 2 });
    expect((await second).value).toEqual({ tenantId: 'a', n: 4 });
    expect((await it.next()).value).toEqual({ tenantId: 'a', n: 5 });
    await it.return!();
    expect(await it.next()).toEqual({ done: true, value: undefined });
  });

  it('listens from the moment it is made: an event before the first read is kept', async () => {
    const { t } = target();
    const it = listen<Ev>(t, 'd1');
    t.publish('d1', { tenantId: 'a', n: 1 });
    expect(await it.next()).toEqual({ done: false, value: { tenantId: 'a', n: 1 } });
    await it.return!();
  });

  it('return() while a read waits ends it at once: the listener goes, the waiting read is done', async () => {
    const { t, listening } = target();
    const it = listen<Ev>(t, 'd1');
    const pending = it.next();
    await new Promise((r) => setTimeout(r, 5));
    expect(listening()).toBe(1);
    await it.return!();
    expect(listening()).toBe(0);
    expect(await pending).toEqual({ done: true, value: undefined });
    t.publish('d1', { tenantId: 'a', n: 1 });
    expect(await it.next()).toEqual({ done: true, value: undefined });
  });

  it('a reader that falls too far behind is ended with an error, not buffered for ever', async () => {
    const { t, listening } = target();
    const it = listen<Ev>(t, 'd1');
    for (let n = 0; n <= FEED_BACKLOG_LIMIT; n++) t.publish('d1', { tenantId: 'a', n });
    expect(listening()).toBe(0);
    await expect(it.next()).rejects.toThrow(/fell more than 1024 events behind/);
    expect(await it.next()).toEqual({ done: true, value: undefined });
  });

  it("the bus gives a depot's events to that depot's watchers only, one object for all of them", async () => {
    const bus = createEventBus(new HybridEventTarget(null, null, 'test:'));
    const ev = (depotId: string, n: number): AttendanceChangedEvent => ({
      kind: 'CHECKED_IN',
      tenantId: 't1',
      depotId,
      attendanceId: null,
      visitId: null,
      attendeeName: `Person ${n}`,
      visitType: 'Unplanned',
      at: new Date(0).toISOString(),
    });
    const one = bus.watchAttendance('d1');
    const two = bus.watchAttendance('d1');
    const other = bus.watchAttendance('d2');
    bus.attendanceChanged(ev('d1', 1));
    bus.attendanceChanged(ev('d2', 2));
    const [a, b, c] = await Promise.all([one.next(), two.next(), other.next()]);
    expect(a.value?.attendeeName).toBe('Person 1');
    expect(b.value).toBe(a.value);
    expect(c.value?.attendeeName).toBe('Person 2');
    await Promise.all([one.return!(), two.return!(), other.return!()]);
  });
});

describe('watchers (what a test waits on before it checks in)', () => {
  it("counts a depot's watchers once Redis has confirmed the depot's topic, and an event published then reaches them", async () => {
    const url = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
    const pub = connectRedis(url, 'pub', { offline: false }, () => undefined);
    const sub = connectRedis(url, 'sub', {}, () => undefined);
    try {
      await until(() => pub.status === 'ready' && sub.status === 'ready', 5000, 'Redis', 10);
      const bus = createEventBus(new HybridEventTarget(pub, sub, `drtest:watchers-${randomUUID()}:`));
      expect(bus.mode()).toBe('redis');
      const depot = randomUUID();
      expect(bus.watchers(depot)).toBe(0);
      const one = bus.watchAttendance(depot);
      expect(bus.watchers(depot)).toBe(0); // listening here, but Redis has not confirmed the topic yet
      await until(() => bus.watchers(depot) === 1, 5000, 'the first watcher', 5);
      const two = bus.watchAttendance(depot);
      expect(bus.watchers(depot)).toBe(2); // the topic is confirmed already
      bus.attendanceChanged({
        kind: 'CHECKED_IN',
        tenantId: 't1',
        depotId: depot,
        attendanceId: null,
        visitId: null,
        attendeeName: 'Through Redis',
        visitType: 'Unplanned',
        at: new Date(0).toISOString(),
      });
      const [a, b] = await Promise.all([one.next(), two.next()]);
      expect([a.value?.attendeeName, b.value?.attendeeName]).toEqual(['Through Redis', 'Through Redis']);
      await one.return!();
      expect(bus.watchers(depot)).toBe(1);
      await two.return!();
      expect(bus.watchers(depot)).toBe(0);
    } finally {
      pub.disconnect();
      sub.disconnect();
    }
  });
});
