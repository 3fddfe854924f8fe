import { formatDate } from '@/lib/dates';
import { formatCents } from '@/lib/money';
import { titleCase } from '@/lib/text';
import type { Receivable } from '@contract/shapes/receivable';
import styles from './installments.module.css';

const brandOf = (item: Receivable) => (item.card_brand ? titleCase(item.card_brand.brand_name) : '—');

/** Phones: one block per installment, the net amount (what adds up to the unit) on the right. */
export function InstallmentCards({ items }: { items: readonly Receivable[] }) {
  return (
    <ul className={styles.rows}>
      {items.map((item) => (
        <li key={item.id} className={styles.row}>
          <div className={styles.rowMain}>
            <span className={styles.rowTitle}>
              Venda {item.transaction_id} · parcela {item.n_installment}/{item.qt_installment}
            </span>
            <span className={styles.amount}>{formatCents(item.net_amount)}</span>
          </div>
          <p className={styles.line}>
            {[formatDate(item.transaction_date), item.operation.operation_name, brandOf(item)]
              .filter(Boolean)
              .join(' · ')}
            {item.nsu && ` · NSU ${item.nsu}`}
          </p>
          <p className={styles.line}>
            Bruto {formatCents(item.gross_amount)} · MDR {formatCents(item.mdr_amount)}
            {item.blocked && ` · bloqueada${item.block_type_label ? `: ${item.block_type_label}` : ''}`}
          </p>
        </li>
      ))}
    </ul>
  );
}

/** Wide screens: the same rows as a table, easy to compare column by column. */
export function InstallmentTable({ items }: { items: readonly Receivable[] }) {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Venda</th>
            <th scope="col">Data da venda</th>
            <th scope="col">Parcela</th>
            <th scope="col">Operação</th>
            <th scope="col">Bandeira</th>
            <th scope="col">NSU</th>
            <th scope="col" className={styles.number}>
              Bruto
            </th>
            <th scope="col" className={styles.number}>
              MDR
            </th>
            <th scope="col" className={styles.number}>
              Líquido
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id}>
              <th scope="row">{item.transaction_id}</th>
              <td>{formatDate(item.transaction_date) || '—'}</td>
              <td>
                {item.n_installment}/{item.qt_installment}
              </td>
              <td>{item.operation.operation_name}</td>
              <td>{brandOf(item)}</td>
              <td>{item.nsu ?? '—'}</td>
              <td className={styles.number}>{formatCents(item.gross_amount)}</td>
              <td className={styles.number}>{formatCents(item.mdr_amount)}</td>
              <td className={styles.number}>{formatCents(item.net_amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
