import { useQuery } from '@tanstack/react-query';
import { formatDate, formatWeekday, type IsoDate } from '@/lib/dates';
import { formatCents } from '@/lib/money';
import { ButtonLink } from '@/ui/link/button-link';
import type { StatsRange } from '../api/get-transaction-stats';
import { receiptQueries } from '../api/get-receipts';
import { paymentOutlook } from '../lib/receipts';
import styles from './dashboard.module.css';

export interface ReceiptCardsProps {
  range: StatsRange;
  today: IsoDate;
  /** The period's net is left out when nothing was sold in it. */
  showNet: boolean;
}

const UNAVAILABLE = 'Indisponível agora';

/**
 * "Quanto vou receber?" before anything else: the net of the period's sales, then the money
 * landing today and the next payment day. Each figure loads on its own: the sales figures under
 * it do not wait for them, and one failing leaves the others.
 */
export function ReceiptCards({ range, today, showNet }: ReceiptCardsProps) {
  const net = useQuery({ ...receiptQueries.net(range), enabled: showNet });
  const payments = useQuery(receiptQueries.payments(today));
  const outlook = payments.data ? paymentOutlook(payments.data, today) : undefined;
  const pending = (loading: boolean) => (loading ? 'Carregando…' : UNAVAILABLE);

  return (
    // The tour's first step points here (src/app/shell/tour-steps.ts).
    <section aria-labelledby="dashboard-receipts" data-tour="receipts">
      <h2 id="dashboard-receipts" className={styles.sectionTitle}>
        Você recebe
      </h2>
      <dl className={styles.cards}>
        {showNet && (
          <div className={`${styles.card} ${styles.cardMain}`} aria-busy={net.isPending && net.isFetching}>
            <dt>Líquido das vendas do período</dt>
            <dd className={net.data ? undefined : styles.cardWaiting}>
              {net.data ? formatCents(net.data.sum.net_amount) : pending(net.isFetching)}
            </dd>
            {net.data && net.data.sum.mdr_amount > 0 && (
              <dd className={styles.cardNote}>Já descontadas as taxas: {formatCents(net.data.sum.mdr_amount)}</dd>
            )}
          </div>
        )}
        <div className={styles.card} aria-busy={payments.isPending && payments.isFetching}>
          <dt>Hoje você recebe</dt>
          <dd className={outlook ? undefined : styles.cardWaiting}>
            {outlook ? formatCents(outlook.today) : pending(payments.isFetching)}
          </dd>
          {outlook && outlook.today > 0 && (
            <dd className={styles.cardNote}>{outlook.todayPaid ? 'Pago' : 'Previsto'}</dd>
          )}
        </div>
        <div className={styles.card} aria-busy={payments.isPending && payments.isFetching}>
          <dt>Próximo pagamento</dt>
          <dd className={outlook?.next ? undefined : styles.cardWaiting}>
            {outlook
              ? outlook.next
                ? formatCents(outlook.next.amount)
                : 'Nenhum previsto'
              : pending(payments.isFetching)}
          </dd>
          {outlook?.next && (
            <dd className={styles.cardNote}>
              {formatWeekday(outlook.next.date, 'short')}, {formatDate(outlook.next.date)}
            </dd>
          )}
        </div>
      </dl>
      <ButtonLink to="/financial/payments" fill="clear" color="dark" size="small" className={styles.moreLink}>
        Ver agenda de pagamentos
      </ButtonLink>
    </section>
  );
}
