/// <reference types="jest" />
/**
 * The side menu of a custom role (spec 2.3 and 4: "only Manage Visits and Reports"): Evacuation too, on purpose, so a
 * fire marshal with a custom role can run the roll-call (docs/decisions.md, "Departures from the spec kept on purpose";
 * the entry is the presence feature's, modules/presence/index.ts).
 */
import { sideMenuFor } from '../navigation';
import { sideMenu } from '../../shell/features';

describe('side menu of a custom role', () => {
  it('is Manage Visits, Evacuation and Reports: the spec two and the roll-call marshals need', () => {
    const menu = sideMenuFor({ role: 'Fire Marshal', tenantId: 't1' }, sideMenu);
    expect(menu.kind).toBe('default');
    expect(menu.items.map((i) => i.slug)).toEqual(['manage-visits', 'evacuation', 'reports']);
  });
});
