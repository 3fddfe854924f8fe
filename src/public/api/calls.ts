import * as v from 'valibot';
import { publicRequest } from './client';
import { resource } from './resource';
import {
  BilletSchema,
  CheckoutSchema,
  PixChargeSchema,
  ReceiptSchema,
  type Billet,
  type Checkout,
  type PixCharge,
  type Receipt,
} from './schemas';

const segment = encodeURIComponent;

/** The link being paid; shared by the checkout's pages (one request per page load). */
export function getCheckout(urlHash: string): Promise<Checkout> {
  return resource(`checkout:${urlHash}`, () =>
    publicRequest(`/v1/external/paylink/checkout/${segment(urlHash)}`, { schema: CheckoutSchema }),
  );
}

export function getReceipt(id: string): Promise<Receipt> {
  return resource(`receipt:${id}`, () =>
    publicRequest(`/v1/external/paylink/receipt/${segment(id)}`, { schema: ReceiptSchema }),
  );
}

export function getBillet(id: string): Promise<Billet> {
  return resource(`billet:${id}`, () => publicRequest(`/v1/external/billet/${segment(id)}`, { schema: BilletSchema }));
}

/** Not cached: the Pix page asks again until the charge is paid or expires. */
export function getPixCharge(id: string, signal?: AbortSignal): Promise<PixCharge> {
  return publicRequest(`/v1/external/pix/${segment(id)}`, { schema: PixChargeSchema, signal });
}

export function payPixTest(brCode: string): Promise<unknown> {
  return publicRequest('/v1/external/pix/test/pay', { method: 'POST', body: { br_code: brCode }, schema: v.unknown() });
}
