import { formatDate } from '@/lib/dates';
import { formatCents } from '@/lib/money';
import type { Receivable } from '@contract/shapes/receivable';
import styles from './sale-detail.module.css';
import { visuallyHiddenClass } from '@/ui/page/visually-hidden';

function situation(r: Receivable): string {
  if (r.blocked) return r.block_type_label ? `Bloqueada: ${r.block_type_label}` : 'Bloqueada';
  const base = r.paid ? 'Paga' : 'A receber';
  return r.anticipation ? `${base} (antecipada)` : base;
}

/**
 * A sale's installments: three columns that fit a 360 px phone — the installment, its date, and
 * its net amount with its situation under it (a fourth column cut 'Situação' and wrapped
 * 'A receber').
 */
export function ReceivablesTable({ receivables }: { receivables: readonly Receivable[] }) {
  if (receivables.length === 0) {
    return <p className={styles.muted}>Esta venda não gera recebíveis (só vendas confirmadas geram).</p>;
  }
  const total = (key: 'gross_amount' | 'mdr_amount' | 'net_amount') => receivables.reduce((sum, r) => sum + r[key], 0);
  return (
    <table className={styles.table}>
      <caption className={visuallyHiddenClass}>Recebíveis da venda</caption>
      <thead>
        <tr>
          <th scope="col">Parcela</th>
          <th scope="col">Liquidação</th>
          <th scope="col" className={styles.end}>
            Líquido
          </th>
        </tr>
      </thead>
      <tbody>
        {receivables.map((r) => (
          <tr key={r.id}>
            <th scope="row">
              {r.n_installment}/{r.qt_installment}
            </th>
            <td className={styles.nowrap}>{formatDate(r.settlement_date)}</td>
            <td className={styles.end}>
              <span className={styles.money}>{formatCents(r.net_amount)}</span>
              <span className={styles.situation}>{situation(r)}</span>
            </td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={2}>
            Total (bruto {formatCents(total('gross_amount'))} − MDR {formatCents(total('mdr_amount'))})
          </th>
          <td className={styles.end}>
            <span className={styles.money}>{formatCents(total('net_amount'))}</span>
          </td>
        </tr>
      </tfoot>
    </table>
  );
}
