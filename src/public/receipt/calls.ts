import { receipt, type Receipt } from '@contract/checkout/receipt';
import { publicCall } from '../api/client';
import { resource } from '../api/resource';

export function getReceipt(id: string): Promise<Receipt> {
  return resource(`receipt:${id}`, () => publicCall(receipt, { params: { id } }));
}
