import type { MikroORM } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { kioskActor, refusedActor, type Actor } from './core/auth/actor';
import { bearer } from './core/auth/jwt';
import type { Deps } from './core/deps';
import { DomainError, isConnectionError, unavailable } from './core/errors';
import { noteTenant } from './core/observability/scope';
import { scopedEm } from './core/tenancy';
import { Messages } from './contracts/messages';
import type { GqlContext } from './schema';
import { createServices } from './services';

/** What every request's deps share in a process (the request adds its EntityManager and the address it came to). */
export type SharedDeps = Omit<Deps, 'em' | 'origin'>;

export interface RequestContexts {
  /** A REST or GraphQL request's actor and services: one EntityManager fork; staff actors get the tenant filter on it. */
  contextFor(
    authorization: string | undefined,
    ip: string,
    authenticate: boolean,
    origin?: string,
    kioskSecret?: unknown,
  ): Promise<{ actor: Actor; services: GqlContext['services']; ip: string }>;
  /** A graphql-ws operation's context, for the actor its connection authenticated. */
  socketContext(actor: Actor, ip: string | undefined): GqlContext;
}

/** The composition root's request contexts: the actor `auth` finds for the token, and the registry of services. */
export function requestContexts(orm: MikroORM, shared: SharedDeps): RequestContexts {
  return {
    async contextFor(authorization, ip, authenticate, origin, kioskSecret) {
      // A kiosk's device secret (issue 40) rides on the anonymous actor; a staff token wins over it.
      let actor: Actor = kioskActor(kioskSecret);
      const token = authenticate ? bearer(authorization) : null;
      if (token) {
        // A bad or revoked token makes an anonymous caller: staff-only fields and routes then answer 401.
        try {
          // Who the token stands for, asked of `auth` on a fork of its own (before the request's scope is known).
          actor = await createServices({ em: orm.em.fork() as EntityManager, ...shared }).auth.authenticate(token);
        } catch (err) {
          // The database away (a restart) says nothing of the token: 503, never a signed-out user.
          if (isConnectionError(err)) throw unavailable();
          // An API key past its own limit (issue 26): 429, not an anonymous caller.
          if (err instanceof DomainError && err.code === 'RATE_LIMITED') throw err;
          actor = kioskActor(kioskSecret);
          // A refusal worth telling (a revoked API key) is the 401's message on a staff-only field or route.
          if (err instanceof DomainError && err.code === 'UNAUTHENTICATED' && err.message !== Messages.sessionExpired)
            actor = refusedActor(kioskSecret, err.message);
        }
      }
      if (actor.kind === 'staff') noteTenant(actor.tenantId);
      // One fork per request (a kiosk call without a token makes no other): scopedEm forks the root.
      const deps: Deps = { em: scopedEm(orm.em as EntityManager, actor, ip), ...shared, origin };
      return { actor, services: createServices(deps), ip };
    },
    socketContext: (actor, ip) => ({
      actor,
      ip: ip ?? 'unknown',
      services: createServices({ em: scopedEm(orm.em as EntityManager, actor, ip), ...shared }),
    }),
  };
}
