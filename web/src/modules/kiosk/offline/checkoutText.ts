import { kioskText } from '../kioskText';

/** Who is signing out: by badge or reference, with the name the server gave (empty when it could not be asked). */
export type CheckoutTarget = { badge?: string; ref?: string; name: string };

/** The question of the confirm step: the name, or the badge when it could not be looked up (issue 27). */
export const checkoutQuestion = (t: CheckoutTarget) =>
  t.name ? kioskText.checkoutConfirm(t.name) : kioskText.checkoutConfirmBadge(t.badge ?? '');
