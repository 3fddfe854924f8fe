import { addDays, startOfDay } from '../../../domain/zone.ts';
import type { Rng } from '../prng.ts';
import type { LinkPayments } from './charges.ts';
import { methodsFromRow, type Kind, type PaylinkRow } from './links.ts';

/**
 * The payments a link of `kind` received, at random times between its creation and its last day
 * (or the cutoff), oldest first.
 */
export function payByKind(rng: Rng, payments: LinkPayments, kind: Kind, link: PaylinkRow, cutoffMs: number): void {
  const createdMs = link.created_at.getTime();
  const endMs = Math.min(cutoffMs, link.expires_at ? startOfDay(addDays(link.expires_at, 1)).getTime() - 1 : cutoffMs);
  const when = () => new Date(createdMs + Math.floor(rng.float() * Math.max(1, endMs - createdMs)));
  const times = (n: number) => Array.from({ length: n }, when).sort((a, b) => a.getTime() - b.getTime());
  const chosen = methodsFromRow(link);
  switch (kind) {
    case 'paid-card': {
      const [first, last] = times(2) as [Date, Date];
      if (rng.chance(0.4)) payments.pay(link, 'CARD', 'denied', first);
      payments.pay(link, 'CARD', 'paid', last);
      break;
    }
    case 'paid-pix': {
      const [first, last] = times(2) as [Date, Date];
      if (rng.chance(0.3)) payments.pay(link, 'PIX', 'pending', first).row.status = 'EXPIRED';
      payments.pay(link, 'PIX', 'paid', last);
      break;
    }
    case 'paid-billet':
      payments.pay(link, 'BILLET', 'paid', when());
      break;
    case 'reusable':
      for (const at of times(rng.int(2, 6))) {
        const m = rng.pick(chosen);
        payments.pay(
          link,
          m,
          m === 'CARD' && rng.chance(0.2) ? 'denied' : m === 'BILLET' && rng.chance(0.5) ? 'pending' : 'paid',
          at,
        );
      }
      break;
    case 'expired':
      if (link.reusable) for (const at of times(rng.int(0, 3))) payments.pay(link, rng.pick(chosen), 'paid', at);
      break;
    case 'denied-only':
      for (const at of times(rng.int(1, 3))) payments.pay(link, 'CARD', 'denied', at);
      break;
    case 'inactive':
    case 'open':
      if (chosen.includes('BILLET') && rng.chance(0.4)) payments.pay(link, 'BILLET', 'pending', when());
      break;
  }
}
