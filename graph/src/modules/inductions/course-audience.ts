import type { EntityManager } from '@mikro-orm/postgresql';
import { Messages } from '../../contracts/messages';
import { assertTenantReasons } from '../reasons/reason-ids';

/** The visit reasons a course names are the tenant's own rows (issue 38): another's, a global one or unknown is 400. */
export const assertReasons = (em: EntityManager, tenantId: string, reasonIds: readonly string[]): Promise<void> =>
  assertTenantReasons(em, tenantId, reasonIds, Messages.inductionReasons, 'reasonIds');
