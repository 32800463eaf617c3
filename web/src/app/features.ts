import { createContext, type ComponentType } from 'react';
import type { Guard } from './guards';
import type { StaffKey } from '../i18n/staff';

/*
 * A web feature's manifest (issue 42), the web's side of graph/src/features.ts: each `modules/<feature>/index.ts`
 * declares the screens it adds to the staff area (path, lazily loaded screen, guard), its entries in the side menu and
 * the staff catalogue's sections that hold its words. The shell (shell/features.ts) keeps the ordered list; its router
 * and the side menu read that list instead of hand-kept tables. A manifest is loaded with the router (the app's first
 * chunk): it names its screen by a lazy import and its words by catalogue keys, and imports nothing heavier.
 */

/** A staff screen: its address (app/paths.ts), its screen (loaded with its route) and which roles may open it. */
export type StaffRoute = { path: string; guard: Guard; screen: ComponentType };

/** A side-menu entry: shown after Reports, in the shell's order of features, to the roles `shows` admits. */
export type MenuEntry = { slug: string; label: StaffKey; to: string; shows: (role: string) => boolean };

export type FeatureManifest = {
  name: string;
  staffRoutes?: readonly StaffRoute[];
  menu?: readonly MenuEntry[];
  /** The staff catalogue's sections (i18n/locales/en-staff.ts) that hold this feature's words. */
  words?: readonly string[];
};

/** The features' side-menu entries, handed by the shell to the staff area's chrome (pages/staff/StaffLayout.tsx). */
export const FeatureMenu = createContext<readonly MenuEntry[]>([]);
