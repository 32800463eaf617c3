import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { KioskHomePage } from '../pages/kiosk/KioskHomePage';
import { KioskErrorPage } from '../pages/kiosk/KioskErrorPage';
import { KioskProvider } from '../modules/kiosk/KioskContext';
import { paths } from '../app/paths';
import {
  CheckoutPage,
  EnterBadgePage,
  PartnerAdminPage,
  PartnerBadgePage,
  PartnerKioskPage,
  PartnerTemperaturePage,
  PlannedVisitPage,
  PrintHouseRulesPage,
  PrintLabelPage,
  RegularVisitorPage,
  UnplannedVisitPage,
  VisitTypePage,
  handle,
} from './screens';

// ---- kiosk (no login) -------------------------------------------------------------------------
/**
 * A kiosk screen with its depot (looked up by tenant name and depot code) and the visitor's journey. Its error
 * element returns to the depot's home by itself (issue 27); being the screen's own, it leaves KioskDepots (and the
 * depot's answer it keeps) in place.
 */
const kioskScreen = (path: string, element: ReactNode): RouteObject => ({
  path,
  handle: handle('kiosk'),
  element: <KioskProvider>{element}</KioskProvider>,
  errorElement: <KioskErrorPage />,
});

export const kioskRoutes: RouteObject[] = [
  kioskScreen(paths.kioskHome, <KioskHomePage />),
  kioskScreen(paths.visitType, <VisitTypePage />),
  kioskScreen(paths.unplannedVisit, <UnplannedVisitPage />),
  kioskScreen(paths.plannedVisit, <PlannedVisitPage />),
  kioskScreen(paths.regularVisitorKiosk, <RegularVisitorPage />),
  kioskScreen(paths.partner, <PartnerKioskPage />),
  kioskScreen(paths.partnerTemperature, <PartnerTemperaturePage />),
  kioskScreen(paths.checkout, <CheckoutPage />),
  kioskScreen(paths.enterBadgeNumber, <EnterBadgePage />),
  kioskScreen(paths.enterBadgeNumberPartner, <PartnerBadgePage />),
  kioskScreen(paths.printHouseRules, <PrintHouseRulesPage />),
  kioskScreen(paths.printHouseRulesFlag, <PrintHouseRulesPage />),
  kioskScreen(paths.printLabel, <PrintLabelPage />),
  { path: paths.partnerAdmin, handle: handle('kiosk'), element: <PartnerAdminPage />, errorElement: <KioskErrorPage /> },
];
