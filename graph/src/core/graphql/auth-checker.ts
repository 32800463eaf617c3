import type { AuthChecker } from 'type-graphql';
import { forbidden, unauthenticated } from '../errors';
import type { Actor } from '../auth/actor';

/** @Authorized() = any staff; @Authorized('SuperAdmin', ...) = those roles. Errors carry our codes. */
export const authChecker: AuthChecker<{ actor: Actor }> = ({ context }, roles) => {
  const { actor } = context;
  if (actor.kind !== 'staff') throw unauthenticated();
  if (roles.length > 0 && !roles.includes(actor.role)) throw forbidden();
  return true;
};
