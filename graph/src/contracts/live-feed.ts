/**
 * How a live view follows its depot's attendanceChanged events (issue 28), shared by the web's staff views and the
 * bench's simulated views (`@contracts/live-feed`; the bench loads graph's build of it), so that the bench does what
 * the app does. Pure code: no GraphQL client, no clock, no DOM.
 *
 * An event carries the changed attendance's row and the depot's event number (`seq`, one more than the previous
 * event of the depot, from whichever replica). A view applies an event in order to what it shows; it reads its rows
 * again (at most one read under way, later needs folded into one more) when an event was missed (a jump in `seq`),
 * after its socket came back from a drop, or when it cannot apply the event.
 */

/** A live report row as the web asks for it (instants as ISO strings): the fields the apply rules read. */
export interface LiveRowLike {
  attendanceId: string;
  visitType: string;
  checkIn: string;
  checkOut?: string | null;
  actualOut?: string | null;
}

/** What a view gets of an event: its kind, number and the attendance after the change (none for a cancellation). */
export interface LiveFeedEvent<Row = LiveRowLike> {
  kind: string;
  seq: number;
  row?: Row | null;
}

export interface LiveReportLike<Row> {
  /** yyyy-MM-dd, the report's day in its zone. */
  date: string;
  timeZone: string;
  message?: string | null;
  rows: Row[];
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();
/** The calendar day (yyyy-MM-dd) of an instant in an IANA zone. */
export function dayIn(iso: string, zone: string): string {
  let f = dayFormats.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(zone, f);
  }
  return f.format(new Date(iso));
}

/** The live report's type filter (All, Planned, Unplanned, Regular, Partner) on a row's visit type. */
export const visitTypeMatches = (filter: string, visitType: string) => filter === 'All' || filter === visitType;

/** Whether someone in from `checkIn` to `checkOut` (or still in) was present on `day` in `zone`: the report's own rule. */
export const presentOn = (row: LiveRowLike, day: string, zone: string) =>
  dayIn(row.checkIn, zone) <= day && (!row.checkOut || dayIn(row.checkOut, zone) >= day);

const byCheckIn = (a: LiveRowLike, b: LiveRowLike) =>
  Date.parse(a.checkIn) - Date.parse(b.checkIn) || (a.attendanceId < b.attendanceId ? -1 : a.attendanceId > b.attendanceId ? 1 : 0);

/**
 * The live report (one depot, day and visit type) after an event, as a fresh read would answer it; the same object
 * when the event does not change it; null when it cannot be applied (the view reads it again). A row already shown
 * is updated, never losing a check-out a later read already had (events and reads may cross); a new row is placed
 * in check-in order when it belongs to the day and the type.
 */
export function applyToLiveReport<Row extends LiveRowLike, R extends LiveReportLike<Row>>(
  report: R,
  event: LiveFeedEvent<Row>,
  visitType: string,
): R | null {
  if (event.kind === 'CANCELLED') return report; // a cancelled booking never had an attendance: no row
  const row = event.row;
  if (!row) return null;
  const at = report.rows.findIndex((r) => r.attendanceId === row.attendanceId);
  if (at >= 0) {
    const old = report.rows[at];
    const rows = report.rows.slice();
    rows[at] = { ...old, ...row, checkOut: row.checkOut ?? old.checkOut ?? null, actualOut: row.actualOut ?? old.actualOut ?? null };
    return { ...report, rows };
  }
  if (!visitTypeMatches(visitType, row.visitType) || !presentOn(row, report.date, report.timeZone)) return report;
  const rows = [...report.rows, row].sort(byCheckIn);
  return { ...report, rows, message: null };
}

/** One depot's entry of the dashboard's on-site counts. */
export interface OnSiteCountLike {
  depotId: string;
  onSite: number;
  earlierDay: number;
}

/**
 * The on-site counts after an event of `depotId`: a sign-in or clock-in adds one, a sign-out or clock-out takes one
 * off; null when that cannot be told without a read (the depot is not listed, or it has people in since an earlier
 * day, who may be the one leaving). Not idempotent: the feed must not apply an event twice (LiveFeed's `idempotent`).
 */
export function applyToOnSiteCounts<C extends OnSiteCountLike>(counts: C[], event: { kind: string; depotId: string }): C[] | null {
  if (event.kind === 'CANCELLED') return counts;
  const at = counts.findIndex((c) => c.depotId === event.depotId);
  if (at < 0) return null;
  const c = counts[at];
  const opened = event.kind === 'CHECKED_IN' || event.kind === 'CLOCKED_IN';
  if (!opened && (c.earlierDay > 0 || c.onSite === 0)) return null;
  const next = counts.slice();
  next[at] = { ...c, onSite: c.onSite + (opened ? 1 : -1) };
  return next;
}

/** A badge of a depot's pool as its table shows it. */
export interface BadgeRowLike {
  badgeNum: string;
  inUse: boolean;
  holderName?: string | null;
  holderKind?: string | null;
}

/**
 * The badge table after an event: the badge an attendance took is in use by its person, the one it gave back is free;
 * the same array when no badge was involved; null when the event does not say which badge, or the badge is not in the
 * table (a read). Applying an older event after a newer one would undo it: not idempotent (LiveFeed's `idempotent`).
 */
export function applyToBadges<B extends BadgeRowLike>(
  badges: B[],
  event: { kind: string; attendeeName: string; visitType: string; badge?: { number?: string | null } | null },
): B[] | null {
  if (event.kind === 'CANCELLED') return badges;
  if (!event.badge) return null;
  const number = event.badge.number ?? null;
  if (number === null) return badges;
  const at = badges.findIndex((b) => b.badgeNum === number);
  if (at < 0) return null;
  const taken = event.kind === 'CHECKED_IN' || event.kind === 'CLOCKED_IN';
  const next = badges.slice();
  next[at] = taken
    ? { ...badges[at], inUse: true, holderName: event.attendeeName, holderKind: event.visitType === 'Partner' ? 'Partner' : 'Visitor' }
    : { ...badges[at], inUse: false, holderName: null, holderKind: null };
  return next;
}

export interface LiveView<E> {
  /** Applies an event to what the view shows; false when it cannot (the view then reads its rows again). */
  apply: (event: E) => boolean;
  /**
   * Reads the view's rows again; resolves to the depot's event number the rows were read at (`LiveReport.seq`) when
   * the view's query has it, so that events heard meanwhile are judged against it.
   */
  refetch: () => Promise<unknown>;
}

/** Events this far below the last number are not late copies but a counter that started again (Redis emptied). */
const RESTARTED = 100_000;
/** A view waiting for its first read keeps at most this many events; past it, it reads again when the read comes. */
const PENDING_MAX = 1000;

/**
 * One view's follower of its depot's events: applies them in order, and catches up by one read when one was missed,
 * after a reconnect, or when an event cannot be applied. At most one read is under way; needs that come meanwhile are
 * folded into one more read after it. Events heard during a read wait for it and are then judged against the number
 * it was read at (an event at or below it is already in the rows and is skipped; the next must follow it); when the
 * read gives no number they are applied (a view whose apply is not `idempotent`, such as a count, reads once more). A view whose query carries that number (`awaitFirstRead`) also holds the events heard before its
 * first rows arrive, and hands the number over with `synced`, so an event between the view's first read and its
 * subscription going live is caught; a view without one takes its first event's number as the start. A read that
 * fails leaves the view stale: the next event reads again.
 */
export class LiveFeed<E extends { seq: number }> {
  private last: number | null = null;
  private stale = false;
  private reading = false;
  private readAgain = false;
  private waiting: boolean;
  private readonly idempotent: boolean;
  private pending: E[] = [];
  /** How many events were applied, and how many reads were made (the bench prints them). */
  readonly counts = { applied: 0, refetches: 0, gaps: 0 };

  constructor(
    private readonly view: LiveView<E>,
    { awaitFirstRead = false, idempotent = true }: { awaitFirstRead?: boolean; idempotent?: boolean } = {},
  ) {
    this.waiting = awaitFirstRead;
    this.idempotent = idempotent;
  }

  /** An event of the depot, as it arrives. */
  event(e: E): void {
    if (this.waiting || this.reading) {
      if (this.pending.length < PENDING_MAX) this.pending.push(e);
      else this.stale = true;
      return;
    }
    this.take(e);
  }

  /** The view's first rows arrived, read at the depot's event number `seq` (a view made with awaitFirstRead). */
  synced(seq: number | null | undefined): void {
    if (!this.waiting) return;
    this.waiting = false;
    this.readAt(seq);
    if (this.stale) this.catchUp();
    else this.drain();
  }

  /** The socket is back after a drop: events may have been missed, and the next number cannot tell. */
  reconnected(): void {
    this.last = null;
    this.catchUp();
  }

  /** Reads the rows again (a read already under way is followed by one more). */
  catchUp(): void {
    if (this.waiting) return; // the first read is on its way; its number will tell
    if (this.reading) {
      this.readAgain = true;
      return;
    }
    this.reading = true;
    this.stale = false;
    this.counts.refetches++;
    // Events already heard were published before this read starts: it covers whatever came before them.
    for (const p of this.pending) if (this.last === null || p.seq > this.last) this.last = p.seq;
    this.pending = [];
    this.view.refetch().then(
      (seq) => this.done(true, seq),
      () => this.done(false, null),
    );
  }

  /** Applies one event in its place; false when it started a read (the events after it then wait for that read). */
  private take(e: E): boolean {
    const last = this.last;
    // Already in the rows a read gave (numbered at or below what the read said, or heard before the read began).
    if (last !== null && e.seq <= last && last - e.seq < RESTARTED) return true;
    const inOrder = last === null || e.seq === last + 1;
    this.last = e.seq;
    if (!inOrder) this.counts.gaps++;
    if (!inOrder || this.stale || !this.view.apply(e)) {
      this.catchUp();
      return false;
    }
    this.counts.applied++;
    return true;
  }

  private readAt(seq: unknown) {
    if (typeof seq === 'number' && (this.last === null || seq > this.last)) this.last = seq;
  }

  private drain() {
    while (this.pending.length && !this.reading) this.take(this.pending.shift()!);
  }

  private done(ok: boolean, seq: unknown) {
    this.reading = false;
    if (this.readAgain) {
      this.readAgain = false;
      this.catchUp();
      return;
    }
    if (!ok) {
      this.stale = true;
      this.pending = [];
      return;
    }
    this.readAt(seq);
    // Events heard during a read that gave no number may or may not be in its rows: a view that can apply an event
    // twice applies them; one that cannot (a count) reads once more.
    if (typeof seq !== 'number' && !this.idempotent && this.pending.length) this.catchUp();
    else this.drain();
  }
}
