import type { Receivable } from '@contract/shapes/receivable';

export type Situation = 'blocked' | 'paid' | 'pending';

/** Blocked wins (it is not paid whatever the date); otherwise paid or still to receive. */
export const situationOf = (r: Pick<Receivable, 'blocked' | 'paid'>): Situation =>
  r.blocked ? 'blocked' : r.paid ? 'paid' : 'pending';

const SITUATION_LABELS: Record<Situation, string> = { blocked: 'Bloqueado', paid: 'Pago', pending: 'A receber' };

/** 'Pago', 'A receber (antecipado)', 'Bloqueado'. */
export function situationText(r: Pick<Receivable, 'blocked' | 'paid' | 'anticipation'>): string {
  const label = SITUATION_LABELS[situationOf(r)];
  return r.anticipation && !r.blocked ? `${label} (antecipado)` : label;
}
