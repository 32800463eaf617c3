import { createContext, type ComponentType } from 'react';
import type { Area } from './auth';
import type { Guard } from './guards';
import type { StaffKey } from '../i18n/staff';

/*
 * A web feature's manifest (issue 42), the web's side of graph/src/features.ts: each `modules/<feature>/index.ts`
 * declares the screens it adds (the staff area's, the kiosk's, the public ones: path, lazily loaded screen, guard),
 * its entries in the side menu and the tab bars, and the staff catalogue's sections that hold its words. The shell (shell/features.ts)
 * keeps the ordered list; its router and the side menu read that list instead of hand-kept tables. A page folder that
 * composes several features (pages/kiosk, pages/auth) declares its screens the same way, in its `routes.ts`, since a
 * feature never names a page. A manifest is loaded with the router (the app's first chunk): it names its screens by
 * lazy imports and its words by catalogue keys, and imports nothing heavier.
 */

/** The staff area's three tab bars (spec 2.3): Manage Visits', Reports' and the tenant admin's. */
export type TabBarName = 'visit' | 'reports' | 'tenantAdmin';

/**
 * A tab of one of the tab bars, opening a screen of the feature (`to`): at its place `at` in the bar (the bars mix
 * features, so the place is the tab's), shown to the roles that screen's guard admits.
 */
export type TabEntry = { bar: TabBarName; at: number; slug: string; label: StaffKey; to: string };

/** A staff screen (login required): its address (app/paths.ts), its screen (loaded with its route) and which roles may open it. */
export type StaffRoute = {
  path: string;
  guard: Guard;
  screen: ComponentType;
  /** The side-menu entry (its slug) lit while the screen is open; by default the entry whose address is the screen's. */
  section?: string;
  /** false: the screen opens without the staff area's chrome (in a tab of its own, printable), still behind the login. */
  chrome?: false;
};

/**
 * A kiosk screen (no login): the shell gives it the kiosk's error screen (back to the depot's home by itself) and,
 * unless `depot` is false, the depot its address names (KioskProvider).
 */
export type KioskRoute = { path: string; screen: ComponentType; depot?: false };

/** A public screen (no login, no depot): `area` is the part of the app it starts (shell/preload.ts), 'public' unless said. */
export type PublicRoute = { path: string; screen: ComponentType; area?: Area };

/** Who the side menu is drawn for. */
export type MenuUser = { role: string; tenantId: string | null };

/**
 * A side-menu entry, shown in the shell's order of features (shell/features.ts) to the roles `shows` admits (every
 * role when absent) at its address: a fixed one, or the user's own (null: not shown to that user).
 */
export type MenuEntry = {
  slug: string;
  label: StaffKey;
  to: string | ((user: MenuUser) => string | null);
  shows?: (role: string) => boolean;
};

export type FeatureManifest = {
  name: string;
  staffRoutes?: readonly StaffRoute[];
  kioskRoutes?: readonly KioskRoute[];
  publicRoutes?: readonly PublicRoute[];
  menu?: readonly MenuEntry[];
  tabs?: readonly TabEntry[];
  /** The staff catalogue's sections (i18n/locales/en-staff.ts) that hold this feature's words. */
  words?: readonly string[];
};

/**
 * What the staff area's navigation reads from the features: their side-menu entries in the menu's order, their staff
 * screens (to light the entry of the one open) and their tabs.
 */
export type SideMenuSource = { entries: readonly MenuEntry[]; screens: readonly StaffRoute[]; tabs: readonly TabEntry[] };

/**
 * The features' navigation, handed by the shell (shell/router.tsx) to the staff area's chrome (pages/staff/StaffLayout.tsx)
 * and tab bars (ui/TabBar.tsx).
 */
export const FeatureMenu = createContext<SideMenuSource>({ entries: [], screens: [], tabs: [] });
