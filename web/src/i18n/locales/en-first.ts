/**
 * The kiosk's English for what its first screen can show before the ICU engine (i18n/engine.ts) has loaded: the home,
 * its shell, its own messages and the kiosk's error screen (issue 27). Every other kiosk screen and modal loads with the
 * engine (app/router.tsx, modules/kiosk/ui/lazy.tsx), so the kiosk's first load carries these words only.
 */
export const enFirst = {
  language: 'Language',
  depotNotFoundTitle: 'Depot not found',
  depotNotFoundBody: 'There is no depot {depot} for {tenant}. Check the kiosk address with your administrator.',
  startPage: 'Go to the start page',
  offlineTitle: 'No connection',
  offlineBody: 'The network is down. This screen goes back to the start by itself as soon as it is back.',
  offlineDepotBody: 'The network is down. The kiosk tries again by itself and opens as soon as it is back.',
  // The kiosk's banner with the network down (offline/HeldBanner.tsx): shown on the first screen of a kiosk started offline.
  offlineKioskBody:
    'You can still sign in as a walk-in and sign out with your badge number: the kiosk saves them and sends them by itself once the network is back.',
  screenErrorTitle: 'This screen could not be shown',
  screenErrorBody: 'The kiosk goes back to the start by itself in a moment.',
  backToStart: 'Back to the start',
  backHome: 'Cancel and go back to the start',
  signIn: 'Sign In',
  signOut: 'Sign Out',
  welcomeTo: 'Welcome to {place}',
  loading: 'Loading the kiosk',
  haveCode: 'Do you have a QR code or a reference number (RV code)?',
  yes: 'Yes',
  no: 'No',
  ok: 'OK',
  signTitle: 'Sign to accept the house rules',
  checkedIn: 'Checked-In',
  checkedInBody: 'Welcome {name}. Your badge number is {badge}.',
  checkedInBodyNoBadge: 'Welcome {name}. You are signed in.',
  signNotice: 'Thank you: your signature has been saved. Your sign-in sheet opens now.',
  checkedOutBody: 'Goodbye {name}. Please return your badge at reception.',
  stillThereTitle: 'Are you still there?',
  stillThereBody: 'This screen goes back to the start in {seconds, plural, one {# second} other {# seconds}} and clears what you entered.',
  stillHere: "I'm still here",
  partnerStart: 'Partner or contractor? Clock in or out',
  evacuationTitle: 'Evacuation under way: do not enter',
  evacuationGoTo: 'Go to the assembly point: {point}',
  evacuationGoToUnset: 'Go to the assembly point and follow the marshals.',
};
