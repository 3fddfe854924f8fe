import { checkoutLink } from '@contract/checkout/link';
import type { Checkout } from '@contract/checkout/link';
import { publicCall } from './client';
import { resource } from './resource';

/**
 * The link being paid; shared by the checkout's pages (one request per page load). The other
 * pages' calls live with them (`receipt/calls.ts`, `billet/calls.ts`, `pix/calls.ts`), so the
 * card page downloads only the link's and the card's shapes.
 */
export function getCheckout(urlHash: string): Promise<Checkout> {
  return resource(`checkout:${urlHash}`, () => publicCall(checkoutLink, { params: { hash: urlHash } }));
}
