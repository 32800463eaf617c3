import { graphqlFetch } from '../../../app/graphqlFetch';
import { localErrors, silentErrors } from '../../../app/transport';
import { BeforeCheckoutDocument, VisitorCheckOutDocument } from '../documents';
import { kioskText } from '../kioskText';
import { sendSignOutByBadge } from './held';
import { outcomeOf } from './send';

import type { CheckoutTarget } from './checkoutText';

/**
 * The "is this you?" before a kiosk sign-out (spec 4.4): the name from the server. By badge with the network down
 * (issue 27), the badge alone: the sign-out is held on the device. By reference it needs the server (thrown).
 */
export async function checkoutLookup(depotId: string, t: { badge?: string; ref?: string }): Promise<CheckoutTarget> {
  try {
    const r = await graphqlFetch(BeforeCheckoutDocument, { depotId, badge: t.badge ?? null, ref: t.ref ?? null }, silentErrors);
    return { ...t, name: r.visitorBeforeCheckout.name };
  } catch (e) {
    if (t.badge && outcomeOf(e) === 'network') return { ...t, name: '' };
    throw e;
  }
}

/** Signs out; answers what the visitor is told. A sign-out by badge is held when the network is down. */
export async function checkoutSend(depotId: string, t: CheckoutTarget): Promise<string> {
  if (t.badge) {
    const r = await sendSignOutByBadge(depotId, t.badge);
    return r.held ? `${kioskText.heldCheckedOutBody(t.badge)} ${kioskText.heldNote}` : kioskText.checkedOutBody(r.data.name);
  }
  const r = await graphqlFetch(
    VisitorCheckOutDocument,
    { input: { depotId, depotBadgeNum: null, meetingReference: t.ref ?? null } },
    localErrors,
  );
  return kioskText.checkedOutBody(r.visitorCheckOut.name);
}
