import type { Redis } from 'ioredis';
import type { AttendanceChangedEvent, SessionsRevokedEvent, Topic, TopicName, TopicPayload } from '../../contracts/topics';
import { Topics } from '../../contracts/topics';

type Listener = (detail: unknown) => void;

/**
 * Numbers an event and publishes it in one step, on the Redis server: the key's counter goes up by one and the event
 * goes out with `"seq":n` added, so the numbers of a channel arrive in order at every replica whichever replica (or
 * worker) published them. The payload is a JSON object: its closing brace is replaced.
 */
const PUBLISH_SEQUENCED = `local n = redis.call('INCR', KEYS[1])
redis.call('PUBLISH', KEYS[2], string.sub(ARGV[1], 1, -2) .. ',"seq":' .. n .. '}')
return n`;
type SequencingRedis = Redis & { publishSequenced?: (seqKey: string, channel: string, json: string) => Promise<number> };

/**
 * An event target that fans out through Redis so every graph replica sees every event; while Redis is
 * not ready it delivers in-process (one process still works) and says so through `mode()` (/readyz).
 */
export class HybridEventTarget {
  private readonly listeners = new Map<string, Set<Listener>>();
  /** Topics whose Redis subscription Redis has confirmed: an event published on one now reaches this replica. */
  private readonly subscribed = new Set<string>();
  /**
   * Numbers given while Redis is away (in-process delivery): they start at this process's start time in microseconds,
   * far from any Redis counter, so a view that switches between the two sees a jump and catches up.
   */
  private readonly localSeq = new Map<string, number>();
  private readonly localSeqBase = Date.now() * 1000;

  constructor(
    private readonly publisher: Redis | null,
    private readonly subscriber: Redis | null,
    private readonly prefix: string,
  ) {
    const p = this.publisher as SequencingRedis | null;
    if (p && !p.publishSequenced) p.defineCommand('publishSequenced', { numberOfKeys: 2, lua: PUBLISH_SEQUENCED });
    this.subscriber?.on('message', (channel: string, message: string) => {
      if (!channel.startsWith(this.prefix)) return;
      const topic = channel.slice(this.prefix.length);
      let detail: unknown;
      try {
        detail = JSON.parse(message);
      } catch {
        return;
      }
      this.deliver(topic, detail);
    });
  }

  mode(): 'redis' | 'in-process' {
    return this.publisher?.status === 'ready' && this.subscriber?.status === 'ready' ? 'redis' : 'in-process';
  }

  addEventListener(topic: string, listener: Listener | null) {
    if (!listener) return;
    let set = this.listeners.get(topic);
    if (!set) {
      const listeners = new Set<Listener>();
      set = listeners;
      this.listeners.set(topic, listeners);
      // Confirmed for these listeners only: if they all went and others came meanwhile, the newer SUBSCRIBE confirms.
      this.subscriber?.subscribe(this.prefix + topic).then(
        () => this.listeners.get(topic) === listeners && this.subscribed.add(topic),
        () => undefined,
      );
    }
    set.add(listener);
  }

  removeEventListener(topic: string, listener: Listener | null) {
    const set = this.listeners.get(topic);
    if (!set || !listener) return;
    set.delete(listener);
    if (set.size === 0) {
      this.listeners.delete(topic);
      this.subscribed.delete(topic);
      this.subscriber?.unsubscribe(this.prefix + topic).catch(() => undefined);
    }
  }

  /** How many of this replica's listeners an event published on `topic` now would reach (none before Redis has confirmed the topic). */
  reach(topic: string): number {
    const n = this.listeners.get(topic)?.size ?? 0;
    return this.mode() === 'redis' && !this.subscribed.has(topic) ? 0 : n;
  }

  publish(topic: string, detail: unknown): void {
    // A publish-only target (the worker: no subscriber) sends through Redis whenever it can.
    const viaRedis = this.subscriber ? this.mode() === 'redis' : this.publisher?.status === 'ready';
    if (viaRedis) {
      this.publisher!.publish(this.prefix + topic, JSON.stringify(detail)).catch(() => this.deliver(topic, detail));
    } else {
      this.deliver(topic, detail);
    }
  }

  /**
   * Publishes a JSON object with the topic's next number added as `seq` (see PUBLISH_SEQUENCED): through Redis, one
   * round trip as a plain PUBLISH is; in-process (Redis away, or the script failed) with this process's own numbers.
   */
  publishSequenced(topic: string, detail: object): void {
    const viaRedis = this.subscriber ? this.mode() === 'redis' : this.publisher?.status === 'ready';
    const local = () => this.deliver(topic, { ...detail, seq: this.nextLocalSeq(topic) });
    if (viaRedis) {
      (this.publisher as SequencingRedis).publishSequenced!(
        `${this.prefix}seq:${topic}`,
        this.prefix + topic,
        JSON.stringify(detail),
      ).catch(local);
    } else {
      local();
    }
  }

  /**
   * The last number given on a sequenced topic (0 before the first): read before a view's rows, so that an event
   * numbered after it is known to be one the rows may lack. Null when Redis does not answer.
   */
  async currentSeq(topic: string): Promise<number | null> {
    const viaRedis = this.subscriber ? this.mode() === 'redis' : this.publisher?.status === 'ready';
    if (!viaRedis) return this.localSeq.get(topic) ?? this.localSeqBase;
    try {
      return Number((await this.publisher!.get(`${this.prefix}seq:${topic}`)) ?? 0);
    } catch {
      return null;
    }
  }

  private nextLocalSeq(topic: string): number {
    const n = (this.localSeq.get(topic) ?? this.localSeqBase) + 1;
    this.localSeq.set(topic, n);
    return n;
  }

  /** One parsed object for every listener of this replica (they only read it). */
  private deliver(topic: string, detail: unknown) {
    for (const l of this.listeners.get(topic) ?? []) l(detail);
  }
}

/** A subscriber this many events behind (a socket that no longer reads) is ended, not buffered for ever. */
export const FEED_BACKLOG_LIMIT = 1024;

/**
 * The events of one topic that `keep` accepts, as an async iterator: a queue and the reads waiting on it, and
 * nothing else. Not a library channel (a Repeater, as @graphql-yoga/subscription has) and not an async generator:
 * a live grid waits about half a second between its depot's events, so whatever a read holds while it waits
 * outlives a young-generation GC and is promoted; the Repeater held about 1 KB per delivered event, which with
 * 1,000 grids on a replica brought a major GC (28 ms pause) every twenty seconds (issue 11). `return()` ends it at
 * once, a read waiting included (a closed grid lets go of its depot's listener and Redis channel at once).
 * It listens from the moment it is made (an event published before the first read is queued, not lost).
 */
export function listen<T>(target: HybridEventTarget, topic: string, keep: (value: T) => boolean = () => true): AsyncIterableIterator<T> {
  const queue: T[] = [];
  const reads: ((r: IteratorResult<T>) => void)[] = [];
  let done = false;
  let failure: Error | null = null;
  const end = () => {
    if (done) return;
    done = true;
    queue.length = 0;
    target.removeEventListener(topic, listener);
    for (const read of reads.splice(0)) read({ value: undefined, done: true });
  };
  const listener: Listener = (detail) => {
    const value = detail as T;
    if (done || !keep(value)) return;
    const read = reads.shift();
    if (read) read({ value, done: false });
    else if (queue.length < FEED_BACKLOG_LIMIT) queue.push(value);
    else {
      failure = new Error(`The live feed fell more than ${FEED_BACKLOG_LIMIT} events behind and was ended`);
      end();
    }
  };
  target.addEventListener(topic, listener);
  return {
    next() {
      if (queue.length) return Promise.resolve({ value: queue.shift() as T, done: false });
      if (failure) {
        const e = failure;
        failure = null;
        return Promise.reject(e);
      }
      if (done) return Promise.resolve({ value: undefined, done: true });
      return new Promise((resolve) => reads.push(resolve));
    },
    return() {
      end();
      return Promise.resolve({ value: undefined, done: true });
    },
    throw(e?: unknown) {
      end();
      return Promise.reject(e);
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}

/** The Redis channel of a topic, or of one key of a split topic (a depot's attendance: every replica subscribes only to the depots it shows). */
const channelOf = (name: TopicName, key?: string) => (key === undefined ? Topics[name].channel : `${Topics[name].channel}:${key}`);
const keyOf = <K extends TopicName>(name: K, payload: TopicPayload<K>): string | undefined =>
  (Topics[name] as unknown as Topic<TopicPayload<K>>).key?.(payload);

/**
 * The typed face of the event target: every topic of contracts/topics.ts by name. Services never publish here
 * themselves: they add the event to their unit of work (`uow.publish`), which publishes it after the commit.
 */
export function createEventBus(target: HybridEventTarget) {
  /** This process's own listeners of its own publishes, called at once (before Redis echoes the event back). */
  const own = new Map<TopicName, Set<(payload: never) => void>>();
  const bus = {
    mode: () => target.mode(),
    /** Sends an event to every replica (for the unit of work, core/unit-of-work.ts, and tests' probes). */
    publish<K extends TopicName>(name: K, payload: TopicPayload<K>): void {
      for (const l of own.get(name) ?? []) (l as (p: TopicPayload<K>) => void)(payload);
      const channel = channelOf(name, keyOf(name, payload));
      if ((Topics[name] as Topic<unknown>).sequenced) target.publishSequenced(channel, payload as object);
      else target.publish(channel, payload);
    },
    /** A topic's events from now on (of one key for a split topic; those `keep` accepts), until `return()`. */
    watch<K extends TopicName>(
      name: K,
      key?: string,
      keep?: (payload: TopicPayload<K>) => boolean,
    ): AsyncIterableIterator<TopicPayload<K>> {
      return listen(target, channelOf(name, key), keep);
    },
    /** Calls `listener` for every event of the topic (of one key for a split topic) from any replica; returns the unsubscribe. */
    on<K extends TopicName>(name: K, listener: (payload: TopicPayload<K>) => void, key?: string): () => void {
      const l = (detail: unknown) => listener(detail as TopicPayload<K>);
      target.addEventListener(channelOf(name, key), l);
      return () => target.removeEventListener(channelOf(name, key), l);
    },
    /** Calls `listener` synchronously for this process's own publishes of the topic; returns the unsubscribe. */
    onOwn<K extends TopicName>(name: K, listener: (payload: TopicPayload<K>) => void): () => void {
      let set = own.get(name);
      if (!set) own.set(name, (set = new Set()));
      const l = listener as (payload: never) => void;
      set.add(l);
      return () => set.delete(l);
    },
    /** The last number given on a sequenced topic's key (`seq` of its events), or null when it cannot be read. */
    sequence(name: TopicName, key?: string): Promise<number | null> {
      return target.currentSeq(channelOf(name, key));
    },
    /** How many of this replica's listeners an event published now would reach (tests wait on it). */
    reach(name: TopicName, key?: string): number {
      return target.reach(channelOf(name, key));
    },

    /** Tests' probe events on a depot's live grids (services publish through their unit of work). */
    attendanceChanged(event: AttendanceChangedEvent) {
      bus.publish('attendanceChanged', event);
    },
    /** A depot's attendance events from now on (those `keep` accepts), until `return()`. */
    watchAttendance(depotId: string, keep?: (event: AttendanceChangedEvent) => boolean): AsyncIterableIterator<AttendanceChangedEvent> {
      return bus.watch('attendanceChanged', depotId, keep);
    },
    /** How many live views of the depot on this replica an attendance event published now would reach (tests wait on it). */
    watchers(depotId: string): number {
      return bus.reach('attendanceChanged', depotId);
    },
    /** Every replica's sockets listen to this (app.ts); returns the unsubscribe. */
    onSessionsRevoked(listener: (event: SessionsRevokedEvent) => void): () => void {
      return bus.on('sessionsRevoked', listener);
    },
  };
  return bus;
}
export type EventBus = ReturnType<typeof createEventBus>;
