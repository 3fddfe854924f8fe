import { formatCents } from '@/lib/money';
import { signedCents } from '@/lib/landing';

/**
 * A part of a payment that adds or takes: '+R$ 12,00', '−R$ 9,67' (R$ 0,00 without a sign). The
 * composition and the conciliação sign every line, so a column of them reads as a sum.
 */
export function deltaCents(cents: number): string {
  return cents > 0 ? `+${formatCents(cents)}` : signedCents(cents);
}
