import { formatDate } from '@/lib/dates';
import { formatCents } from '@/lib/money';

interface ReceivableRow {
  n_installment: number;
  qt_installment: number;
  settlement_date: string;
  net_amount: number;
  paid: boolean;
  blocked: boolean;
  block_type_label?: string | null;
}

/** A sale's answer to "when do I receive?": a heading and a line under it. */
export interface Receiving {
  title: string;
  detail: string;
}

const byDate = (a: ReceivableRow, b: ReceivableRow) =>
  a.settlement_date.localeCompare(b.settlement_date) || a.n_installment - b.n_installment;

/**
 * From the sale's receivables: the next one still to be paid ('Recebe em 27/12/2026', its
 * amount and installment), or when the last was paid ('Recebido em …'); a held-back one says so.
 */
export function receivingOf(receivables: readonly ReceivableRow[]): Receiving {
  if (receivables.length === 0) {
    return { title: 'Sem recebimento', detail: 'Esta venda não gera recebíveis (só vendas confirmadas geram).' };
  }
  const open = receivables.filter((r) => !r.paid).sort(byDate);
  const next = open[0];
  if (!next) {
    const last = [...receivables].sort(byDate).at(-1) as ReceivableRow;
    const total = receivables.reduce((sum, r) => sum + r.net_amount, 0);
    const parts = receivables.length === 1 ? '' : ` em ${receivables.length} parcelas`;
    return { title: `Recebido em ${formatDate(last.settlement_date)}`, detail: `${formatCents(total)}${parts}` };
  }
  const installment = next.qt_installment > 1 ? ` (parcela ${next.n_installment} de ${next.qt_installment})` : '';
  if (next.blocked) {
    const why = next.block_type_label ? `: ${next.block_type_label}` : '';
    return {
      title: `Recebimento bloqueado${why}`,
      detail: `${formatCents(next.net_amount)} previsto para ${formatDate(next.settlement_date)}${installment}`,
    };
  }
  const more = open.length > 1 ? `; faltam ${open.length} parcelas, ${formatCents(sumNet(open))}` : '';
  return {
    title: `Recebe em ${formatDate(next.settlement_date)}`,
    detail: `${formatCents(next.net_amount)}${installment}${more}`,
  };
}

const sumNet = (rows: readonly ReceivableRow[]) => rows.reduce((sum, r) => sum + r.net_amount, 0);
