import { pixCharge, testPixPayment, type PixCharge } from '@contract/checkout/pix';
import { publicCall } from '../api/client';

/** Not cached: the Pix page asks again until the charge is paid or expires. */
export function getPixCharge(id: string, signal?: AbortSignal): Promise<PixCharge> {
  return publicCall(pixCharge, { params: { id }, signal });
}

export function payPixTest(brCode: string): Promise<unknown> {
  return publicCall(testPixPayment, { body: { br_code: brCode } });
}
