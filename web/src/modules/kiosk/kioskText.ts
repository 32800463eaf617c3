import { kt, type KioskKey } from '../../i18n/kiosk';

/**
 * Kiosk labels and copy, in the visitor's language (issue 27: the words are in web/src/i18n/locales, this is the
 * kiosk's typed way to them). A plain text is a property read when the screen renders; a text with values is a
 * function. The catalogue texts of spec 8 come from @contracts/messages through i18n/messages.ts.
 */
const withValues = {
  depotNotFoundBody: (tenant: string, depot: string) => kt('depotNotFoundBody', { tenant, depot }),
  welcomeTo: (place: string) => kt('welcomeTo', { place }),
  optionalField: (label: string) => kt('optionalField', { label }),
  passcodeHelp: (p: number[]) => kt('passcodeHelp', { positions: p.join(', ') }),
  passcodeChar: (n: number) => kt('passcodeChar', { n }),
  temperatureHelp: (min: number, max: number) => kt('temperatureHelp', { min: min.toFixed(1), max: max.toFixed(1) }),
  checkedInBody: (name: string, badge: string | null) =>
    badge ? kt('checkedInBody', { name, badge }) : kt('checkedInBodyNoBadge', { name }),
  labelHost: (host: string) => kt('labelHost', { host: host || '-' }),
  labelBadge: (badge: string) => kt('labelBadge', { badge }),
  labelQrAlt: (reference: string) => kt('labelQrAlt', { reference }),
  checkedOutBody: (name: string) => kt('checkedOutBody', { name }),
  checkoutConfirm: (name: string) => kt('checkoutConfirm', { name }),
  stillThereBody: (seconds: number) => kt('stillThereBody', { seconds }),
  rulesPage: (page: number, pages: number) => kt('rulesPage', { page, pages }),
  heldCheckedOutBody: (badge: string) => kt('heldCheckedOutBody', { badge }),
  heldClockedIn: (workId: string) => kt('heldClockedIn', { workId }),
  heldClockedOut: (workId: string) => kt('heldClockedOut', { workId }),
  heldCount: (n: number) => kt('heldCount', { n }),
  heldFailing: (n: number) => kt('heldFailing', { n }),
  checkoutConfirmBadge: (badge: string) => kt('checkoutConfirmBadge', { badge }),
  partnerOfflineBody: (workId: string) => kt('partnerOfflineBody', { workId }),
  evacuationGoTo: (point: string) => kt('evacuationGoTo', { point }),
  musterAreYou: (name: string) => kt('musterAreYou', { name }),
  musterDone: (name: string, time: string) => kt('musterDone', { name, time }),
};
/** Texts only reached through a function above. */
type ThroughFunction = 'checkedInBodyNoBadge';
type PlainKey = Exclude<KioskKey, keyof typeof withValues | ThroughFunction>;

/** A plain text is read by its name when a screen renders (a Proxy: the key list stays out of the first load). */
export const kioskText = new Proxy(withValues, {
  get: (target, key: string) => (key in target ? target[key as keyof typeof withValues] : kt(key as PlainKey)),
}) as typeof withValues & Readonly<Record<PlainKey, string>>;
