import type { AuthChecker } from 'type-graphql';
import { forbidden, unauthenticated } from '../errors';
import { refusalOf, type Actor } from '../auth/actor';
import { isScopeTag, scopeOfTag } from '../auth/api-scopes';

/**
 * @Authorized() = any staff; @Authorized('SuperAdmin', ...) = those roles. An API key (issue 26) passes only where
 * the list names one of its scopes (`scope('READ_REPORTS')`, core/auth/api-scopes.ts), never on roles alone; staff
 * are judged on the roles only. Errors carry our codes.
 */
export const authChecker: AuthChecker<{ actor: Actor }> = ({ context }, entries) => {
  const { actor } = context;
  if (actor.kind !== 'staff') throw unauthenticated(refusalOf(actor));
  if (actor.apiKey) {
    const scopes = actor.apiKey.scopes as readonly string[];
    if (!entries.some((e) => isScopeTag(e) && scopes.includes(scopeOfTag(e)))) throw forbidden();
    return true;
  }
  const roles = entries.filter((e) => !isScopeTag(e));
  if (roles.length > 0 && !roles.includes(actor.role)) throw forbidden();
  return true;
};
