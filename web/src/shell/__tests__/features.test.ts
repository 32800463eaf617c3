/// <reference types="jest" />
/**
 * The web manifests (issue 42): the features the shell lists (shell/features.ts) give the router its staff screens and
 * the side menu its entries, exactly as the hand-kept tables did (same addresses, same guards, same menus by role).
 */
import { paths } from '../../app/paths';
import { sectionOf, sideMenuFor } from '../../app/navigation';
import { enStaff } from '../../i18n/locales/en-staff';
import { featureMenu, features } from '../features';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The staff screens still listed by hand in shell/staffRoutes.tsx (read as text: the test runs without JSX). */
const handKept = [...readFileSync(join(__dirname, '../staffRoutes.tsx'), 'utf8').matchAll(/staff\(paths\.(\w+),/g)].map(
  (m) => paths[m[1] as keyof typeof paths] as string,
);
const menu = (role: string, tenantId: string | null = 't1') => sideMenuFor({ role, tenantId }, featureMenu).items.map((i) => i.slug);

describe('web feature manifests', () => {
  it('declare each staff screen once, at an address of app/paths.ts', () => {
    const all = [...features.flatMap((f) => (f.staffRoutes ?? []).map((r) => r.path)), ...handKept];
    expect(handKept.length).toBeGreaterThan(20);
    expect(new Set(all).size).toBe(all.length);
    const known = new Set<string>(Object.values(paths));
    for (const f of features) for (const r of f.staffRoutes ?? []) expect(known).toContain(r.path);
    expect(all).toEqual(expect.arrayContaining([paths.watchlist, paths.audit, paths.queues, paths.hosts, paths.channels]));
  });

  it('keep the guards the screens had', () => {
    const guardOf = Object.fromEntries(features.flatMap((f) => (f.staffRoutes ?? []).map((r) => [r.path, r.guard])));
    expect(guardOf).toEqual({
      [paths.hosts]: 'presence',
      [paths.watchlist]: 'presence',
      [paths.inductions]: 'presence',
      [paths.documents]: 'presence',
      [paths.audit]: 'tenantAdmin',
      [paths.queues]: 'superAdmin',
      [paths.channels]: 'tenantAdmin',
    });
  });

  it('give every role the side menu it had', () => {
    expect(menu('SuperAdmin', null)).toEqual([
      'manage-visits',
      'on-site',
      'evacuation',
      'kiosks',
      'manage-tenant',
      'reports',
      'hosts',
      'watchlist',
      'inductions',
      'documents',
      'audit',
      'queues',
    ]);
    const tenant = [
      'manage-visits',
      'on-site',
      'evacuation',
      'kiosks',
      'manage-tenant',
      'reports',
      'hosts',
      'watchlist',
      'inductions',
      'documents',
    ];
    expect(menu('TenantAdmin')).toEqual([...tenant, 'audit']);
    expect(menu('DepotManager')).toEqual(tenant);
    expect(menu('Fire Marshal')).toEqual(['manage-visits', 'evacuation', 'reports']);
  });

  it('highlight a feature screen’s own entry', () => {
    expect(sectionOf(paths.audit, featureMenu)).toBe('audit');
    expect(sectionOf(paths.queues, featureMenu)).toBe('queues');
    expect(sectionOf(paths.evacuation, featureMenu)).toBe('evacuation');
    expect(sectionOf(paths.webhooks, featureMenu)).toBe('manage-tenant');
  });

  it('name words that the staff catalogue holds, each section by one feature', () => {
    const sections = features.flatMap((f) => f.words ?? []);
    expect(new Set(sections).size).toBe(sections.length);
    for (const s of sections) expect(Object.keys(enStaff)).toContain(s);
  });
});
