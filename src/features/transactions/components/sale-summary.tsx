import { IonButton, IonIcon } from '@ionic/react';
import { shareSocialOutline } from 'ionicons/icons';
import { formatDateTime } from '@/lib/dates';
import { formatCents } from '@/lib/money';
import type { Transaction } from '../api/schemas';
import { brandText, operationText } from '../lib/labels';
import type { Receiving } from '../lib/receiving';
import { receiptText, shareReceipt } from '../lib/share-receipt';
import { StatusBadge } from './status-badge';
import styles from './sale-detail.module.css';

export interface SaleSummaryProps {
  sale: Transaction;
  /** When it is received; undefined while the sale's receivables load, null when they failed to. */
  receiving: Receiving | null | undefined;
  /** The shop's name, at the head of the shared receipt. */
  shopName: string | undefined;
}

/**
 * The head of a sale's sheet: what a merchant asks first — how much, did it go through, when
 * does the money come — and the receipt to send the customer.
 */
export function SaleSummary({ sale, receiving, shopName }: SaleSummaryProps) {
  const product = [sale.card_brand ? brandText(sale) : '', operationText(sale)].filter(Boolean).join(' · ');
  return (
    <section className={styles.summary} aria-label="Resumo da venda">
      <div className={styles.head}>
        <p className={styles.amount}>{formatCents(sale.amount)}</p>
        <StatusBadge status={sale.status} sale={sale} />
      </div>
      <p className={styles.line}>
        {product} · {formatDateTime(sale.payment_date)}
      </p>
      {receiving !== null && (
        <div className={styles.receiving} aria-live="polite">
          {receiving ? (
            <>
              <p className={styles.receivingTitle}>{receiving.title}</p>
              <p className={styles.receivingDetail}>{receiving.detail}</p>
            </>
          ) : (
            <p className={styles.receivingDetail}>Carregando o recebimento…</p>
          )}
        </div>
      )}
      <IonButton
        fill="outline"
        color="dark"
        className={styles.share}
        onClick={() => void shareReceipt(receiptText(sale, shopName))}
      >
        <IonIcon slot="start" icon={shareSocialOutline} aria-hidden="true" />
        Compartilhar comprovante
      </IonButton>
    </section>
  );
}
