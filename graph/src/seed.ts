import { randomBytes } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/core';
import type { Config } from './core/config';
import { hashPassword } from './core/auth/password';
import { User } from './modules/users/user.entity';
import { VisitReason } from './modules/reasons/visit-reason.entity';

export const DEFAULT_VISIT_REASONS = ['Meeting', 'Delivery', 'Collection', 'Interview', 'Maintenance', 'Inspection', 'Training', 'Other'];

/** First start: a SuperAdmin from SUPERADMIN_* (a random password is printed once) and the global visit reasons. */
export async function seed(orm: MikroORM, config: Config, log: (msg: string) => void = console.log): Promise<void> {
  const em = orm.em.fork();
  if ((await em.count(User, { role: 'SuperAdmin' }, { filters: false })) === 0) {
    const password = config.superAdmin.password ?? randomBytes(12).toString('base64url');
    em.create(User, {
      username: config.superAdmin.username,
      name: 'Super Admin',
      email: config.superAdmin.email,
      role: 'SuperAdmin',
      passwordHash: await hashPassword(password),
      emailConfirmed: true,
    });
    await em.flush();
    if (!config.superAdmin.password) {
      log(
        `\n  SuperAdmin created: username "${config.superAdmin.username}", password "${password}"\n  (shown once: sign in at ${config.publicUrl}/ml-admin and keep it safe)\n`,
      );
    }
  }
  if ((await em.count(VisitReason, { tenant: null })) === 0) {
    DEFAULT_VISIT_REASONS.forEach((text, sortOrder) => em.create(VisitReason, { text, sortOrder, tenant: null }));
    await em.flush();
  }
}
