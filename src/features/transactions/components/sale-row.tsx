import { formatTime } from '@/lib/dates';
import { formatCents } from '@/lib/money';
import { OpenButton } from '@/ui/data-list/card-list';
import type { Transaction } from '../api/schemas';
import { brandText, operationText } from '../lib/labels';
import { StatusBadge } from './status-badge';
import styles from './sale-row.module.css';

/** 'Visa · Crédito parcelado 3x · 14:32': what a row says under its amount (no brand: Pix, boleto). */
function saleLine(sale: Transaction): string {
  return [sale.card_brand ? brandText(sale) : '', operationText(sale), formatTime(sale.payment_date)]
    .filter(Boolean)
    .join(' · ');
}

/**
 * A sale on a phone: the amount first and large, then brand, product and time small, the status
 * beside it. The codes (NSU, transaction code) wait in the sale's sheet, one tap away.
 */
export function SaleRow({ sale, onOpen }: { sale: Transaction; onOpen: (sale: Transaction) => void }) {
  const amount = formatCents(sale.amount);
  const line = saleLine(sale);
  return (
    <div className={styles.row}>
      <h3 className={styles.title}>
        {/* Named by what it shows, then which sale it is (for a screen reader, which has no code
            on screen to tell two sales of the same amount apart). */}
        <OpenButton onClick={() => onOpen(sale)}>
          <span className={styles.amount}>{amount}</span>
          <span className={styles.line}>{line}</span>
          <span className="visually-hidden"> — venda {sale.transaction_id}</span>
        </OpenButton>
      </h3>
      <span className={styles.status}>
        <StatusBadge status={sale.status} sale={sale} />
      </span>
    </div>
  );
}
