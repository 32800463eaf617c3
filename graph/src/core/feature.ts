import type { Actor } from './auth/actor';
import type { Deps } from './deps';
import type { BrowserCookies } from './http/cookies';
import type { RestRoute } from './http/rest';
import type { JobHandler } from './jobs/job';
import { jobQueue, type JobName } from '../contracts/queues';

/**
 * A feature's manifest (`modules/<feature>/index.ts`): what it brings to the composition root (its entities,
 * resolvers, REST rows and jobs) and a typed factory of its per-request services, which names the other features'
 * services it calls (its needs). The root composes the product from one ordered list of manifests
 * (graph/src/features.ts); a need names a feature listed before it, and the module-order test reads the needs as
 * edges beside the imports.
 */
export interface Feature<S extends object = object, N extends object = object> {
  /** Its folder under graph/src/modules. */
  readonly name: string;
  /** The other features' services it calls: the service's key in the registry, and the feature that provides it. */
  readonly needs?: { readonly [K in keyof N]-?: Need<N[K]> };
  /** Its services, each built on first use in a request from that request's deps and the services it needs. */
  readonly services: { readonly [K in keyof S]-?: (d: Deps, needs: Scope<N>) => S[K] };
  readonly entities?: readonly EntityClass[];
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  readonly resolvers?: readonly Function[];
  /** Its REST rows (`feature()` checks them against its scope; a module not converted yet still takes the registry). */
  readonly routes?: readonly RestRoute<any>[];
  readonly jobs?: { readonly [J in JobName]?: JobHandler<J> };
}

/** A need: the feature that provides the service (its type rides along for the factory and the transports). */
export interface Need<T> {
  readonly feature: string;
  readonly __type?: T;
}

export const need = <T>(feature: string): Need<T> => ({ feature });

/**
 * Declares a manifest; its service and need types are inferred from the factories and the needs, and its REST rows
 * may use no service beyond them.
 */
export const feature = <S extends object, N extends object = object>(
  f: Omit<Feature<S, N>, 'routes'> & { readonly routes?: readonly RestRoute<Scope<S & N>>[] },
): Feature<S, N> => f;

// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export type EntityClass = Function;

/** What a feature's transports and factories see of the request: the services named, and the request's deps. */
export type Scope<S> = S & { readonly deps: Deps };

/** The GraphQL context as a feature's resolvers see it (the server's context narrowed to their scope). */
export interface FeatureContext<S> {
  actor: Actor;
  ip: string;
  services: Scope<S>;
  /** The browser's cookies over HTTP (absent over graphql-ws, which cannot set one). */
  cookies?: BrowserCookies;
}

/** Any manifest (its factories take their own needs, so the list's element type cannot name them). */
export type AnyFeature = Omit<Feature, 'needs' | 'services'> & { readonly needs?: object; readonly services: object };

/** A manifest's services, read from its factories. */
export type ServicesOf<F> = F extends { readonly services: infer Fs }
  ? { [K in keyof Fs]: Fs[K] extends (...args: any[]) => infer T ? T : never }
  : never;
/**
 * The services a manifest's needs bring, read from them: a manifest writes its needs once (`const needs = {...}`) and
 * names their type `Needed<typeof needs>` for its REST rows, instead of listing each service again in an interface.
 */
export type Needed<Ns> = { [K in keyof Ns]: Ns[K] extends Need<infer T> ? T : never };
/** The other features' services a manifest needs, read from its needs. */
export type NeedsOf<F> = F extends { readonly needs?: infer Ns } ? Needed<NonNullable<Ns>> : never;
/** The services and needs a feature's transports see: its REST rows take it, its resolvers `ContextOf`. */
export type ScopeOf<F> = Scope<ServicesOf<F> & NeedsOf<F>>;
export type ContextOf<F> = FeatureContext<ServicesOf<F> & NeedsOf<F>>;

type Intersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;
/** The per-request registry the root composes from a list of manifests. */
export type Registry<Fs extends readonly AnyFeature[]> = Scope<Intersection<ServicesOf<Fs[number]>>>;
/** The names of the manifests whose needs the registry does not meet (never when all are met). */
export type UnmetNeeds<Fs extends readonly AnyFeature[]> = {
  [I in keyof Fs]: Registry<Fs> extends Scope<NeedsOf<Fs[I]>> ? never : Fs[I];
}[number];

/**
 * Checks the list (each service provided once; each need met by the feature it names, listed before the one that
 * needs it) and returns the per-request registry's factory: an object whose getters build each service on first
 * use (a request uses one or two of them), with the request's deps and the registry as the needs.
 */
export function composeServices<R>(features: readonly AnyFeature[]): (d: Deps) => R {
  const made = Symbol('made');
  const proto: object = {};
  const providedBy = new Map<string, string>();
  for (const f of features) {
    for (const [key, n] of Object.entries((f.needs ?? {}) as Record<string, Need<unknown>>)) {
      if (providedBy.get(key) !== n.feature)
        throw new Error(
          `${f.name} needs ${key} of ${n.feature}: ${providedBy.has(key) ? `${key} is ${providedBy.get(key)}'s` : `no feature before ${f.name} provides it`} (a need goes down the module order)`,
        );
    }
    for (const [key, make] of Object.entries(f.services as Record<string, (d: Deps, needs: unknown) => unknown>)) {
      if (providedBy.has(key) || key === 'deps')
        throw new Error(`${f.name} provides ${key}, already ${providedBy.get(key) ?? 'the deps'}'s`);
      providedBy.set(key, f.name);
      Object.defineProperty(proto, key, {
        enumerable: true,
        get(this: { deps: Deps; [made]: Map<string, unknown> }) {
          let service = this[made].get(key);
          if (service === undefined) this[made].set(key, (service = make(this.deps, this)));
          return service;
        },
      });
    }
  }
  return (deps) => Object.assign(Object.create(proto) as object, { deps, [made]: new Map<string, unknown>() }) as R;
}

/** Every job of contracts/queues.ts with the one handler a feature declares for it. */
export function composeJobs(features: readonly AnyFeature[]): { [N in JobName]: JobHandler<N> } {
  const handlers: Partial<Record<JobName, { feature: string; handler: unknown }>> = {};
  for (const f of features) {
    for (const [job, handler] of Object.entries(f.jobs ?? {}) as [JobName, unknown][]) {
      if (handlers[job]) throw new Error(`${f.name} handles the job ${job}, already ${handlers[job].feature}'s`);
      handlers[job] = { feature: f.name, handler };
    }
  }
  const missing = Object.keys(jobQueue).filter((job) => !handlers[job as JobName]);
  if (missing.length) throw new Error(`no feature handles the job(s) ${missing.join(', ')}`);
  return Object.fromEntries(Object.entries(handlers).map(([job, h]) => [job, h.handler])) as { [N in JobName]: JobHandler<N> };
}
