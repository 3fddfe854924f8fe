import { formatNumberBr } from '@/lib/money';
import type { CancelResult } from '@contract/billets';

/** What a cancellation did, item by item: '2 boletos cancelados. Recusado: 109/…-1: Boleto pago…'. */
export function cancelSummary(result: CancelResult): string {
  const done = result.cancelled.length;
  const head =
    done === 0
      ? 'Nenhum boleto cancelado.'
      : `${formatNumberBr(done)} ${done === 1 ? 'boleto cancelado' : 'boletos cancelados'}.`;
  const refused = result.refused.map((r) => `${r.our_number ?? r.id}: ${r.message}`);
  return refused.length === 0 ? head : `${head} Recusados: ${refused.join('; ')}`;
}
