/** The pre-arrival page's English (issue 38): loaded with that page only (never the kiosk's first load); the other
 * languages' words are in their catalogues under `preArrival`. */
export const enPreArrival = {
  title: 'Before your visit to {tenant}',
  intro:
    'Confirm your details and accept the site rules now. At the kiosk, scan the QR code of your booking e-mail or type your reference: you will not be asked these again.',
  when: 'When: {when}',
  where: 'Where: {depot}, {address}',
  host: 'Host: {host}',
  details: 'Your details',
  detailsNote: 'These are the details of your booking. If something is wrong, please tell your host.',
  rules: 'Site rules (version {number})',
  rulesBuiltIn: 'Site rules',
  rulesNote: 'Read each rule and tick it to accept it; answer each question.',
  signature: 'Your signature',
  signed: 'Signed. You can sign again below if you want to.',
  submit: 'Confirm and save',
  saved: 'Thank you, {name}: you are ready. At the kiosk, scan your QR code or type your reference.',
  edit: 'You can change your answers here until you arrive.',
  invalid: 'This link is not valid or has expired. At the depot, sign in at the kiosk with your reference.',
  missing: 'Please tick every rule, answer every question and fill in every field.',
};
