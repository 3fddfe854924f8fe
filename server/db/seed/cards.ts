import { BRAND } from '../../../contract/codes/lookups.ts';
import type { Rng } from './prng.ts';

// Real issuer BIN ranges per brand (docs/domain.md "Cards": Elo and Hipercard overlap Visa/Mastercard
// prefixes, so the BIN alone is what tells them apart). Only BIN + last 4 are ever stored.
const BINS: Record<number, readonly string[]> = {
  [BRAND.MASTERCARD]: ['515590', '523421', '536380', '544731', '552289', '222360'],
  [BRAND.VISA]: ['453211', '476173', '491674', '498407', '411195', '422061'],
  [BRAND.ELO]: ['401178', '438935', '457631', '506699', '509048', '636368', '650485'],
  [BRAND.HIPERCARD]: ['606282', '637095', '637568'],
  [BRAND.AMEX]: ['376449', '377174', '345678', '371260'],
};

export function cardBin(rng: Rng, brandId: number): string {
  const bins = BINS[brandId];
  if (!bins) throw new Error(`No BIN range for brand ${brandId}`);
  return rng.pick(bins);
}
