import { publicBillet, type PublicBillet } from '@contract/checkout/billet';
import { publicCall } from '../api/client';
import { resource } from '../api/resource';

export function getBillet(id: string): Promise<PublicBillet> {
  return resource(`billet:${id}`, () => publicCall(publicBillet, { params: { id } }));
}
