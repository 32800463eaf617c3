import type { EntityManager } from '@mikro-orm/postgresql';
import { Manager } from '../depots/manager.entity';

/** The depot's managers who receive e-mails (a sign-in, an alert, an evacuation), by address. */
export const mailedManagers = (em: EntityManager, depotId: string): Promise<Manager[]> =>
  em.find(Manager, { depot: depotId, receiveEmailFlag: true }, { filters: false, orderBy: { email: 'asc' } });
