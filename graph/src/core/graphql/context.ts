import type { Actor } from '../auth/actor';
import type { Services } from '../../services';

export interface GqlContext {
  actor: Actor;
  services: Services;
  ip: string;
}
