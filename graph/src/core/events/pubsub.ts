import { createPubSub } from '@graphql-yoga/subscription';
import type { Redis } from 'ioredis';
import type { AttendanceChangedEvent, SessionsRevokedEvent } from '../../contracts/topics';
import { Topics } from '../../contracts/topics';

type Listener = (event: CustomEvent) => void;

/**
 * An event target that fans out through Redis so every graph replica sees every event; while Redis is
 * not ready it delivers in-process (one process still works) and says so through `mode()` (/readyz).
 */
export class HybridEventTarget {
  private readonly listeners = new Map<string, Set<Listener>>();

  constructor(
    private readonly publisher: Redis | null,
    private readonly subscriber: Redis | null,
    private readonly prefix: string,
  ) {
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
      set = new Set();
      this.listeners.set(topic, set);
      this.subscriber?.subscribe(this.prefix + topic).catch(() => undefined);
    }
    set.add(listener);
  }

  removeEventListener(topic: string, listener: Listener | null) {
    const set = this.listeners.get(topic);
    if (!set || !listener) return;
    set.delete(listener);
    if (set.size === 0) {
      this.listeners.delete(topic);
      this.subscriber?.unsubscribe(this.prefix + topic).catch(() => undefined);
    }
  }

  dispatchEvent(event: CustomEvent): boolean {
    if (this.mode() === 'redis') {
      this.publisher!.publish(this.prefix + event.type, JSON.stringify(event.detail)).catch(() => this.deliver(event.type, event.detail));
    } else {
      this.deliver(event.type, event.detail);
    }
    return true;
  }

  private deliver(topic: string, detail: unknown) {
    for (const l of this.listeners.get(topic) ?? []) l(new CustomEvent(topic, { detail }));
  }
}

export type PubSubChannels = {
  [Topics.attendanceChanged]: [depotId: string, event: AttendanceChangedEvent];
  [Topics.sessionsRevoked]: [event: SessionsRevokedEvent];
  [Topics.kioskDepotsChanged]: [event: Record<string, never>];
};

export function createEventBus(target: HybridEventTarget) {
  const pubSub = createPubSub<PubSubChannels>({ eventTarget: target as never });
  return {
    pubSub,
    mode: () => target.mode(),
    attendanceChanged(event: AttendanceChangedEvent) {
      pubSub.publish(Topics.attendanceChanged, event.depotId, event);
    },
    /** Publish after the revoking change committed. */
    sessionsRevoked(event: SessionsRevokedEvent) {
      pubSub.publish(Topics.sessionsRevoked, event);
    },
    /** Every replica's sockets listen to this (app.ts); returns the unsubscribe. */
    onSessionsRevoked(listener: (event: SessionsRevokedEvent) => void): () => void {
      const l = (e: CustomEvent) => listener(e.detail as SessionsRevokedEvent);
      target.addEventListener(Topics.sessionsRevoked, l);
      return () => target.removeEventListener(Topics.sessionsRevoked, l);
    },
    /** Publish after a depot or tenant change committed (KioskDepotCache.changed). */
    kioskDepotsChanged() {
      pubSub.publish(Topics.kioskDepotsChanged, {});
    },
    /** Every replica's kiosk depot rows listen to this; returns the unsubscribe. */
    onKioskDepotsChanged(listener: () => void): () => void {
      const l = () => listener();
      target.addEventListener(Topics.kioskDepotsChanged, l);
      return () => target.removeEventListener(Topics.kioskDepotsChanged, l);
    },
  };
}
export type EventBus = ReturnType<typeof createEventBus>;
