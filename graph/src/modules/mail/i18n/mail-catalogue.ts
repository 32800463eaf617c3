import type { Language } from '../../../contracts/languages';

/**
 * The e-mails a visitor or partner receives, in each kiosk language (issue 27): ICU MessageFormat, read through
 * mail-i18n.ts (i18next with i18next-icu, the mechanism of the web's catalogues). English is the source; every
 * language has every key (mail-i18n.test.ts). Staff e-mails stay English and are not here.
 */
const en = {
  signedInSubject: 'You are signed in at {tenant} {depot}',
  clockedInSubject: 'You are clocked in at {tenant} {depot}',
  hello: 'Hello {name},',
  signedIn: 'You signed in at {tenant}, depot {depot}, on {when}.',
  clockedIn: 'You clocked in at {tenant}, depot {depot}, on {when}.',
  badge: 'Your badge number: {badge}',
  signOutReminder: 'Please sign out at the kiosk and hand back your badge when you leave.',
  clockOutReminder: 'Please clock out at the kiosk and hand back your badge when you leave.',
  signature: 'Depot Register',
};
export type MailKey = keyof typeof en;

export const mailCatalogue: Record<Language, Record<MailKey, string>> = {
  en,
  pl: {
    signedInSubject: 'Jesteś zarejestrowany w {tenant} {depot}',
    clockedInSubject: 'Rozpocząłeś pracę w {tenant} {depot}',
    hello: 'Dzień dobry, {name},',
    signedIn: 'Zarejestrowałeś wejście w {tenant}, oddział {depot}, {when}.',
    clockedIn: 'Rozpocząłeś pracę w {tenant}, oddział {depot}, {when}.',
    badge: 'Numer Twojego identyfikatora: {badge}',
    signOutReminder: 'Przy wyjściu wyrejestruj się w kiosku i oddaj identyfikator.',
    clockOutReminder: 'Przy wyjściu zakończ pracę w kiosku i oddaj identyfikator.',
    signature: 'Depot Register',
  },
  ro: {
    signedInSubject: 'Intrarea dvs. la {tenant} {depot} a fost înregistrată',
    clockedInSubject: 'Pontajul dvs. de intrare la {tenant} {depot}',
    hello: 'Bună ziua, {name},',
    signedIn: 'Ați înregistrat intrarea la {tenant}, depozitul {depot}, pe {when}.',
    clockedIn: 'Ați pontat intrarea la {tenant}, depozitul {depot}, pe {when}.',
    badge: 'Numărul ecusonului dvs.: {badge}',
    signOutReminder: 'La plecare, înregistrați ieșirea la chioșc și predați ecusonul.',
    clockOutReminder: 'La plecare, pontați ieșirea la chioșc și predați ecusonul.',
    signature: 'Depot Register',
  },
  lt: {
    signedInSubject: 'Jūsų atvykimas į {tenant} {depot} užregistruotas',
    clockedInSubject: 'Jūsų darbo pradžia {tenant} {depot} užregistruota',
    hello: 'Sveiki, {name},',
    signedIn: 'Užregistravote atvykimą į {tenant}, sandėlį {depot}, {when}.',
    clockedIn: 'Užregistravote darbo pradžią {tenant}, sandėlyje {depot}, {when}.',
    badge: 'Jūsų kortelės numeris: {badge}',
    signOutReminder: 'Išvykdami užregistruokite išvykimą kioske ir grąžinkite kortelę.',
    clockOutReminder: 'Išvykdami užregistruokite darbo pabaigą kioske ir grąžinkite kortelę.',
    signature: 'Depot Register',
  },
  es: {
    signedInSubject: 'Ha registrado su entrada en {tenant} {depot}',
    clockedInSubject: 'Ha fichado la entrada en {tenant} {depot}',
    hello: 'Hola, {name}:',
    signedIn: 'Registró su entrada en {tenant}, almacén {depot}, el {when}.',
    clockedIn: 'Fichó la entrada en {tenant}, almacén {depot}, el {when}.',
    badge: 'Su número de tarjeta: {badge}',
    signOutReminder: 'Al irse, registre la salida en el quiosco y devuelva su tarjeta.',
    clockOutReminder: 'Al irse, fiche la salida en el quiosco y devuelva su tarjeta.',
    signature: 'Depot Register',
  },
  pt: {
    signedInSubject: 'A sua entrada em {tenant} {depot} está registada',
    clockedInSubject: 'A sua entrada ao serviço em {tenant} {depot} está registada',
    hello: 'Olá, {name},',
    signedIn: 'Registou a entrada em {tenant}, armazém {depot}, a {when}.',
    clockedIn: 'Registou a entrada ao serviço em {tenant}, armazém {depot}, a {when}.',
    badge: 'O número do seu cartão: {badge}',
    signOutReminder: 'Ao sair, registe a saída no quiosque e devolva o cartão.',
    clockOutReminder: 'Ao sair, registe o fim do serviço no quiosque e devolva o cartão.',
    signature: 'Depot Register',
  },
  ar: {
    signedInSubject: 'تم تسجيل دخولك في {tenant} {depot}',
    clockedInSubject: 'تم تسجيل بدء عملك في {tenant} {depot}',
    hello: 'مرحبًا {name}،',
    signedIn: 'سجّلت دخولك في {tenant}، المستودع {depot}، بتاريخ {when}.',
    clockedIn: 'سجّلت بدء عملك في {tenant}، المستودع {depot}، بتاريخ {when}.',
    badge: 'رقم بطاقتك: {badge}',
    signOutReminder: 'يُرجى تسجيل خروجك من الكشك وإعادة بطاقتك عند المغادرة.',
    clockOutReminder: 'يُرجى تسجيل انتهاء عملك في الكشك وإعادة بطاقتك عند المغادرة.',
    signature: 'Depot Register',
  },
};
