import * as contract from '@contract/checkout';
import { publicCall } from './client';
import { resource } from './resource';
import type { Billet, Checkout, PixCharge, Receipt } from './schemas';

/** The link being paid; shared by the checkout's pages (one request per page load). */
export function getCheckout(urlHash: string): Promise<Checkout> {
  return resource(`checkout:${urlHash}`, () => publicCall(contract.checkoutLink, { params: { hash: urlHash } }));
}

export function getReceipt(id: string): Promise<Receipt> {
  return resource(`receipt:${id}`, () => publicCall(contract.receipt, { params: { id } }));
}

export function getBillet(id: string): Promise<Billet> {
  return resource(`billet:${id}`, () => publicCall(contract.publicBillet, { params: { id } }));
}

/** Not cached: the Pix page asks again until the charge is paid or expires. */
export function getPixCharge(id: string, signal?: AbortSignal): Promise<PixCharge> {
  return publicCall(contract.pixCharge, { params: { id }, signal });
}

export function payPixTest(brCode: string): Promise<unknown> {
  return publicCall(contract.testPixPayment, { body: { br_code: brCode } });
}
