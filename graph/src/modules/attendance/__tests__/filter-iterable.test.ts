import { createPubSub } from '@graphql-yoga/subscription';
import { filterIterable } from '../attendance-feed.service';

type Ev = { tenantId: string; n: number };

function source() {
  const target = new EventTarget();
  let listening = 0;
  const add = target.addEventListener.bind(target);
  const remove = target.removeEventListener.bind(target);
  target.addEventListener = (...a: Parameters<EventTarget['addEventListener']>) => (listening++, add(...a));
  target.removeEventListener = (...a: Parameters<EventTarget['removeEventListener']>) => (listening--, remove(...a));
  const pubSub = createPubSub<{ t: [id: string, e: Ev] }>({ eventTarget: target as never });
  return { pubSub, listening: () => listening };
}

describe("filterIterable (the live feed's tenant check)", () => {
  it('passes the accepted events in order and drops the others', async () => {
    const { pubSub } = source();
    const it = filterIterable(pubSub.subscribe('t', 'd1'), (e) => e.tenantId === 'a');
    const first = it.next();
    const second = it.next();
    for (const [tenantId, n] of [
      ['b', 1],
      ['a', 2],
      ['b', 3],
      ['a', 4],
    ] as const)
      pubSub.publish('t', 'd1', { tenantId, n });
    expect((await first).value).toEqual({ tenantId: 'a', n: 2 });
    expect((await second).value).toEqual({ tenantId: 'a', n: 4 });
    await it.return!();
  });

  it('return() while waiting for an event ends the source at once: its listener goes, the pending next() is done', async () => {
    const { pubSub, listening } = source();
    const it = filterIterable(pubSub.subscribe('t', 'd1'), () => true);
    const pending = it.next();
    await new Promise((r) => setTimeout(r, 5));
    expect(listening()).toBe(1);
    await it.return!();
    expect(listening()).toBe(0);
    expect(await pending).toEqual({ done: true, value: undefined });
  });
});
