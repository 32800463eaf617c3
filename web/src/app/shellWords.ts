/**
 * The public pages' words (the landing, not-found and error pages, the brand, the loading state), on their own: the
 * kiosk's first screen shows some of them and must not carry the staff area's words (app/messages.ts, which spreads
 * these into its `ui`, and the translated server messages behind it: the kiosk home's size budget,
 * graph/src/core/__tests__/web-app.test.ts). The staff screens' words are in i18n/locales/en-staff.ts, the sign-in
 * pages' in en-auth.ts.
 */
export const shellWords = {
  productName: 'Depot Register',
  productTagline: 'Visitor and partner sign-in for your depots',
  landingIntro:
    'Visitors and partners sign in at the kiosk of their depot. Staff manage visits, tenants, depots and reports after logging in.',
  landingHighlights: [
    { title: 'Kiosk sign-in', body: 'Visitors, regular visitors and partners sign in and out at the depot entrance.' },
    { title: 'Visits and partners', body: 'Staff book visits and register regular visitors, partners and their shifts.' },
    { title: 'Reports', body: 'Daily and date-range reports, exports and a live attendance grid.' },
  ],
  adminLogin: 'Admin Login',
  loading: 'Loading…',

  notFoundTitle: 'Page not found',
  notFoundBody: 'There is no page at this address. Check the link, or go back to the start page.',
  goHome: 'Go to the start page',

  appErrorTitle: 'Something went wrong',
  appErrorBody: 'The page could not be shown. Reload to try again.',
  reload: 'Reload',
} as const;
