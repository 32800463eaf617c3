/**
 * The manifests' composition (issue 42, core/feature.ts): the per-request registry is lazy and per request, a service
 * or a job is declared once, and a feature's transports see only its scope (the compiler's check, kept by the
 * `@ts-expect-error`s below: they fail the type check if the narrowing goes).
 */
import { composeJobs, composeServices, feature, need, type ContextOf } from '../feature';
import { features } from '../../features';
import { jobQueue } from '../../contracts/queues';
import type { Deps } from '../deps';

const deps = (name: string) => ({ em: { name } }) as unknown as Deps;

describe('feature manifests, composed', () => {
  it('builds each service on first use, once per request, with that request deps and its needs', () => {
    const made: string[] = [];
    const low = feature({
      name: 'low',
      services: { counter: (d) => (made.push(`counter ${(d.em as unknown as { name: string }).name}`), { d }) },
    });
    const high = feature({
      name: 'high',
      needs: { counter: need<{ d: Deps }>('low') },
      services: { reader: (d, { counter }) => (made.push('reader'), { same: counter.d === d }) },
    });
    const create = composeServices<{ counter: { d: Deps }; reader: { same: boolean }; deps: Deps }>([low, high]);
    const a = create(deps('a'));
    expect(made).toEqual([]);
    expect(a.reader.same).toBe(true);
    expect(a.reader).toBe(a.reader);
    expect(a.deps.em).toEqual({ name: 'a' });
    const b = create(deps('b'));
    expect(b.counter).not.toBe(a.counter);
    // The need is made when the reader's factory reads it, then the reader; the next request makes its own.
    expect(made).toEqual(['counter a', 'reader', 'counter b']);
  });

  it('refuses a service provided twice and a need met by another feature than the one it names', () => {
    const one = feature({ name: 'one', services: { x: () => 1 } });
    const two = feature({ name: 'two', services: { x: () => 2 } });
    expect(() => composeServices([one, two])).toThrow("two provides x, already one's");
    const wrong = feature({ name: 'wrong', needs: { x: need<number>('two') }, services: { y: (_d, n) => n.x } });
    expect(() => composeServices([one, wrong])).toThrow("wrong needs x of two: x is one's");
  });

  it('maps every job to the one handler a feature declares, and refuses a job handled twice or by none', () => {
    const jobs = composeJobs(features);
    expect(Object.keys(jobs).sort()).toEqual(Object.keys(jobQueue).sort());
    const handler = async () => undefined;
    const twice = [...features, feature({ name: 'again', services: {}, jobs: { retention: handler } })];
    expect(() => composeJobs(twice)).toThrow("again handles the job retention, already retention's");
    expect(() => composeJobs(features.filter((f) => f.name !== 'retention'))).toThrow('no feature handles the job(s) retention');
  });

  it("a feature's transports see its own services and needs, not the registry (the compiler refuses the rest)", () => {
    const f = feature({
      name: 'scoped',
      needs: { depots: need<{ find(): string }>('depots') },
      services: { mine: () => ({ ok: true }) },
      routes: [
        { method: 'GET', path: 'api/scoped', auth: 'public', tag: 't', summary: 's', run: async (s) => [s.mine.ok, s.depots.find()] },
        // @ts-expect-error users is neither its service nor a need
        { method: 'GET', path: 'api/other', auth: 'public', tag: 't', summary: 's', run: async (s) => s.users },
      ],
    });
    const ctx = {} as ContextOf<typeof f>;
    const read = () => [ctx.services.mine, ctx.services.depots, ctx.services.deps];
    // @ts-expect-error a resolver's context has no other feature's service
    const other = () => ctx.services.users;
    expect([typeof read, typeof other, f.routes?.length]).toEqual(['function', 'function', 2]);
  });
});
