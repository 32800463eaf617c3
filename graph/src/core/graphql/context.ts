import type { Actor } from '../auth/actor';
import type { Services } from '../../services';
import type { BrowserCookies } from '../http/cookies';

export interface GqlContext {
  actor: Actor;
  services: Services;
  ip: string;
  /** The browser's cookies over HTTP (absent over graphql-ws, which cannot set one). */
  cookies?: BrowserCookies;
}
