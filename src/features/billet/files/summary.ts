import { formatCents, formatNumberBr } from '@/lib/money';
import type { ReturnFile } from '@contract/billet-uploads';

const part = (count: number, one: string, many: string, amount: number) =>
  `${formatNumberBr(count)} ${count === 1 ? one : many} (${formatCents(amount)})`;

/** What a return file says, in words: '3 confirmados (R$ 450,00) · 2 pagos (R$ 310,00)'. */
export function summaryText(s: NonNullable<ReturnFile['summary']>): string {
  const parts = [
    s.confirmed.count > 0 ? part(s.confirmed.count, 'confirmado', 'confirmados', s.confirmed.amount) : '',
    s.paid.count > 0 ? part(s.paid.count, 'pago', 'pagos', s.paid.amount) : '',
    s.downed.count > 0 ? part(s.downed.count, 'baixado', 'baixados', s.downed.amount) : '',
    s.rejected.count > 0 ? part(s.rejected.count, 'rejeitado', 'rejeitados', s.rejected.amount) : '',
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : 'Sem movimentos';
}
