import { applyToBadges, applyToLiveReport, applyToOnSiteCounts, dayIn, LiveFeed, type LiveFeedEvent, type LiveRowLike } from '../live-feed';

const row = (id: string, checkIn: string, extra: Partial<LiveRowLike & { attendeeName: string }> = {}) => ({
  attendanceId: id,
  attendeeName: `Person ${id}`,
  visitType: 'Unplanned',
  checkIn,
  checkOut: null as string | null,
  actualOut: null as string | null,
  ...extra,
});
type Row = ReturnType<typeof row>;
const report = (rows: Row[], date = '2026-11-26', timeZone = 'Europe/Dublin') => ({
  date,
  timeZone,
  message: rows.length ? null : 'No Attendees Available',
  rows,
});
const ev = (seq: number, r: Row | null, kind = 'CHECKED_IN'): LiveFeedEvent<Row> => ({ kind, seq, row: r });

describe('applyToLiveReport (the live grid without a read)', () => {
  it('adds a check-in of the day in check-in order and clears the empty message', () => {
    const empty = report([]);
    const one = applyToLiveReport(empty, ev(1, row('b', '2026-11-26T10:00:00.000Z')), 'All')!;
    expect(one.rows.map((r) => r.attendanceId)).toEqual(['b']);
    expect(one.message).toBeNull();
    const two = applyToLiveReport(one, ev(2, row('a', '2026-11-26T09:00:00.000Z')), 'All')!;
    expect(two.rows.map((r) => r.attendanceId)).toEqual(['a', 'b']);
    expect(one.rows.map((r) => r.attendanceId)).toEqual(['b']); // not changed in place (a cache's object)
  });

  it('updates a row on check-out, and an older check-in heard after a read keeps the read check-out', () => {
    const inRow = row('a', '2026-11-26T09:00:00.000Z');
    const outRow = { ...inRow, checkOut: '2026-11-26T11:00:00.000Z', actualOut: '11:00' };
    const out = applyToLiveReport(report([inRow]), ev(2, outRow, 'CHECKED_OUT'), 'All')!;
    expect(out.rows).toEqual([outRow]);
    const again = applyToLiveReport(out, ev(1, inRow), 'All')!;
    expect(again.rows).toEqual([outRow]);
  });

  it('leaves out rows of another type or day, and cancellations; cannot apply an event without its row', () => {
    const base = report([]);
    expect(applyToLiveReport(base, ev(1, row('p', '2026-11-26T09:00:00.000Z', { visitType: 'Partner' })), 'Planned')).toBe(base);
    expect(applyToLiveReport(base, ev(1, row('p', '2026-11-26T09:00:00.000Z', { visitType: 'Partner' })), 'Partner')!.rows).toHaveLength(1);
    // 00:30 in Dublin on the 27th is after the day; 23:30 UTC on the 25th is the 25th in Dublin in winter.
    expect(applyToLiveReport(base, ev(1, row('x', '2026-11-27T00:30:00.000Z')), 'All')).toBe(base);
    expect(applyToLiveReport(base, ev(1, row('y', '2026-11-25T23:30:00.000Z', { checkOut: '2026-11-25T23:50:00.000Z' })), 'All')).toBe(
      base,
    );
    // still in since the evening before: present on the day
    expect(applyToLiveReport(base, ev(1, row('z', '2026-11-25T23:30:00.000Z')), 'All')!.rows).toHaveLength(1);
    expect(applyToLiveReport(base, ev(1, null, 'CANCELLED'), 'All')).toBe(base);
    expect(applyToLiveReport(base, ev(1, null, 'CHECKED_OUT'), 'All')).toBeNull();
  });

  it('reads days in the depot zone', () => {
    expect(dayIn('2026-11-26T04:30:00.000Z', 'America/New_York')).toBe('2026-11-25');
    expect(dayIn('2026-11-26T04:30:00.000Z', 'Europe/Dublin')).toBe('2026-11-26');
  });
});

/** A view over a fake server: `rows` is the truth; the view reads it when the feed asks. */
function harness() {
  const truth: string[] = [];
  let shown: string[] = [];
  const reads: (() => void)[] = [];
  const feed = new LiveFeed<{ seq: number; id: string | null }>({
    apply: (e) => {
      if (!e.id) return false;
      if (!shown.includes(e.id)) shown = [...shown, e.id];
      return true;
    },
    // A read answers what the server has when it runs; it resolves when the test lets it.
    refetch: () =>
      new Promise<void>((resolve) => {
        const snapshot = [...truth];
        reads.push(() => {
          shown = snapshot;
          resolve();
        });
      }),
  });
  const commit = (id: string) => truth.push(id);
  return { feed, commit, reads, shown: () => shown };
}
const flush = () => new Promise((r) => setImmediate(r));

describe('LiveFeed (apply in order, catch up once)', () => {
  it('applies events in order without reading', () => {
    const h = harness();
    for (let seq = 1; seq <= 3; seq++) {
      h.commit(`v${seq}`);
      h.feed.event({ seq, id: `v${seq}` });
    }
    expect(h.shown()).toEqual(['v1', 'v2', 'v3']);
    expect(h.reads).toHaveLength(0);
    expect(h.feed.counts).toEqual({ applied: 3, refetches: 0, gaps: 0 });
  });

  it('a missed event (a jump in seq) makes one read, which brings the missed row', async () => {
    const h = harness();
    h.commit('v1');
    h.feed.event({ seq: 1, id: 'v1' });
    h.commit('v2'); // its event never arrives
    h.commit('v3');
    h.feed.event({ seq: 3, id: 'v3' });
    expect(h.reads).toHaveLength(1);
    h.reads.shift()!();
    await flush();
    expect(h.shown()).toEqual(['v1', 'v2', 'v3']);
    expect(h.feed.counts.gaps).toBe(1);
  });

  it('folds the needs that come during a read into one more read, and applies in-order events heard meanwhile', async () => {
    const h = harness();
    h.feed.event({ seq: 10, id: null }); // cannot be applied: a read
    expect(h.reads).toHaveLength(1);
    h.commit('v11');
    h.feed.event({ seq: 11, id: 'v11' }); // heard during the read: kept and applied after it
    h.reads.shift()!(); // the read ran before v11 was committed
    await flush();
    expect(h.shown()).toEqual(['v11']);
    expect(h.reads).toHaveLength(0);

    h.feed.event({ seq: 20, id: 'x' }); // a jump: read
    h.feed.event({ seq: 30, id: 'y' }); // another jump during it
    h.feed.event({ seq: 40, id: 'z' }); // and another
    expect(h.reads).toHaveLength(1); // one under way at a time
    h.reads.shift()!();
    await flush();
    expect(h.reads).toHaveLength(1); // exactly one more
    h.reads.shift()!();
    await flush();
    expect(h.reads).toHaveLength(0);
    expect(h.feed.counts.refetches).toBe(3);
  });

  it('after a reconnect it reads once and then follows from the next number', async () => {
    const h = harness();
    h.commit('v1');
    h.feed.event({ seq: 1, id: 'v1' });
    h.commit('v2'); // committed while the socket was down
    h.feed.reconnected();
    expect(h.reads).toHaveLength(1);
    h.reads.shift()!();
    await flush();
    expect(h.shown()).toEqual(['v1', 'v2']);
    h.commit('v3');
    h.feed.event({ seq: 3, id: 'v3' });
    expect(h.shown()).toEqual(['v1', 'v2', 'v3']);
    expect(h.reads).toHaveLength(0);
  });

  it('a failed read leaves the view stale until the next event, which reads again', async () => {
    let fail = true;
    const reads: number[] = [];
    const feed = new LiveFeed<{ seq: number }>({
      apply: () => true,
      refetch: () => {
        reads.push(1);
        return fail ? Promise.reject(new Error('offline')) : Promise.resolve();
      },
    });
    feed.reconnected();
    await flush();
    fail = false;
    feed.event({ seq: 5 });
    await flush();
    expect(reads).toHaveLength(2);
    feed.event({ seq: 6 });
    expect(reads).toHaveLength(2);
    expect(feed.counts.applied).toBe(1);
  });

  it('holds the events heard before its first rows and judges them against the number those rows were read at', async () => {
    const applied: number[] = [];
    const reads: number[] = [];
    const make = () =>
      new LiveFeed<{ seq: number }>(
        {
          apply: (e) => {
            applied.push(e.seq);
            return true;
          },
          refetch: () => {
            reads.push(1);
            return Promise.resolve(20);
          },
        },
        { awaitFirstRead: true },
      );
    // Read at 7: 6 and 7 are in the rows already (skipped), 8 and 9 follow on.
    const a = make();
    for (const seq of [6, 7, 8, 9]) a.event({ seq });
    expect(applied).toEqual([]);
    a.synced(7);
    expect(applied).toEqual([8, 9]);
    expect(reads).toHaveLength(0);
    // Read at 7, but the first event heard is 9: 8 came between the read and the subscription going live.
    applied.length = 0;
    const b = make();
    b.event({ seq: 9 });
    b.synced(7);
    expect(reads).toHaveLength(1);
    await flush();
    expect(b.counts.gaps).toBe(1);
    // The catching-up read answered 20: events up to it are in its rows, 21 follows on without another read.
    b.event({ seq: 19 });
    b.event({ seq: 21 });
    expect(reads).toHaveLength(1);
  });

  it('a counter that started again (numbers far below the last) is a jump, not a late copy', async () => {
    const reads: number[] = [];
    const feed = new LiveFeed<{ seq: number }>({
      apply: () => true,
      refetch: () => {
        reads.push(1);
        return Promise.resolve();
      },
    });
    feed.event({ seq: 1_764_000_000_000_000 }); // numbered in-process while Redis was away
    feed.event({ seq: 5 }); // Redis is back
    expect(reads).toHaveLength(1);
  });

  it('a count (not idempotent) never applies an event twice: events heard during a read without a number read once more', async () => {
    let count = 0;
    let truth = 0;
    const reads: (() => void)[] = [];
    const feed = new LiveFeed<{ seq: number; ok: boolean }>(
      {
        apply: (e) => {
          if (!e.ok) return false;
          count++;
          return true;
        },
        refetch: () =>
          new Promise<void>((resolve) => {
            const snapshot = truth;
            reads.push(() => {
              count = snapshot;
              resolve();
            });
          }),
      },
      { idempotent: false },
    );
    truth++;
    feed.event({ seq: 1, ok: true });
    truth++;
    feed.event({ seq: 2, ok: false }); // cannot be applied: a read
    truth++;
    feed.event({ seq: 3, ok: true }); // heard during the read; it may or may not be in it
    reads.shift()!(); // the read ran before 3 was counted... or not: it cannot tell
    await flush();
    expect(reads).toHaveLength(1); // so it reads again rather than count 3 twice
    reads.shift()!();
    await flush();
    expect(count).toBe(truth);
    truth++;
    feed.event({ seq: 4, ok: true });
    expect(count).toBe(truth);
  });
});

describe('applyToOnSiteCounts (the dashboard without a read)', () => {
  const counts = [
    { depotId: 'd1', depotCode: 'A', onSite: 2, earlierDay: 0 },
    { depotId: 'd2', depotCode: 'B', onSite: 3, earlierDay: 1 },
  ];
  it('counts sign-ins and clock-ins in, sign-outs and clock-outs out, at the event depot only', () => {
    expect(applyToOnSiteCounts(counts, { kind: 'CHECKED_IN', depotId: 'd1' })!.map((c) => c.onSite)).toEqual([3, 3]);
    expect(applyToOnSiteCounts(counts, { kind: 'CLOCKED_IN', depotId: 'd2' })!.map((c) => c.onSite)).toEqual([2, 4]);
    expect(applyToOnSiteCounts(counts, { kind: 'CHECKED_OUT', depotId: 'd1' })!.map((c) => c.onSite)).toEqual([1, 3]);
    expect(applyToOnSiteCounts(counts, { kind: 'CANCELLED', depotId: 'd1' })).toBe(counts);
    expect(counts.map((c) => c.onSite)).toEqual([2, 3]);
  });
  it('cannot tell without a read: a depot not listed, or one leaving where some are in since an earlier day', () => {
    expect(applyToOnSiteCounts(counts, { kind: 'CHECKED_IN', depotId: 'd9' })).toBeNull();
    expect(applyToOnSiteCounts(counts, { kind: 'CLOCKED_OUT', depotId: 'd2' })).toBeNull();
  });
});

describe('applyToBadges (the badge table without a read)', () => {
  const badges = [
    { id: '1', badgeNum: 'B1', inUse: false, holderName: null, holderKind: null },
    { id: '2', badgeNum: 'B2', inUse: true, holderName: 'Pat Partner', holderKind: 'Partner' },
  ];
  const ev = (kind: string, number: string | null | undefined, visitType = 'Unplanned') => ({
    kind,
    attendeeName: 'Ann One',
    visitType,
    badge: number === undefined ? null : { number },
  });
  it('a sign-in takes its badge, a clock-out gives one back, an attendance without a badge changes nothing', () => {
    expect(applyToBadges(badges, ev('CHECKED_IN', 'B1'))![0]).toMatchObject({ inUse: true, holderName: 'Ann One', holderKind: 'Visitor' });
    expect(applyToBadges(badges, ev('CLOCKED_OUT', 'B2', 'Partner'))![1]).toMatchObject({
      inUse: false,
      holderName: null,
      holderKind: null,
    });
    expect(applyToBadges(badges, ev('CHECKED_IN', null))).toBe(badges);
    expect(applyToBadges(badges, ev('CANCELLED', undefined))).toBe(badges);
    expect(badges[0].inUse).toBe(false);
  });
  it('reads when the event does not say which badge, or the badge is not in the table', () => {
    expect(applyToBadges(badges, ev('CHECKED_OUT', undefined))).toBeNull();
    expect(applyToBadges(badges, ev('CHECKED_IN', 'B9'))).toBeNull();
  });
});
