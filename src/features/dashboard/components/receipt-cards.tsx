import { IonIcon } from '@ionic/react';
import { useQuery } from '@tanstack/react-query';
import { chevronForwardOutline } from 'ionicons/icons';
import { formatDate, formatWeekday, type IsoDate } from '@/lib/dates';
import { adjustmentNote, signedCents } from '@/lib/landing';
import { formatCents } from '@/lib/money';
import { ButtonLink } from '@/ui/link/button-link';
import type { StatsRange, TransactionStats } from '../api/get-transaction-stats';
import { receiptQueries } from '../api/get-receipts';
import { netOfStats, paymentOutlook, type PeriodNet } from '../lib/receipts';
import styles from './dashboard.module.css';

export interface ReceiptCardsProps {
  range: StatsRange;
  today: IsoDate;
  /** The period's sales figures: their net and fees when the backend sends them. */
  stats: Pick<TransactionStats, 'net_amount' | 'fee_amount' | 'total_count'>;
}

const UNAVAILABLE = 'Indisponível agora';
/** Under a negative figure: debits took more than the day had, so it is owed, not paid. */
const OWED = 'A compensar';

/**
 * A card with a breakdown line takes a row of its own on a phone: the line then reads in one go.
 * The leading card (what lands next) spans its row anyway.
 */
const cardClass = (note: string | null | undefined, leads: boolean) =>
  [styles.card, note && styles.cardWide, leads && styles.cardMain].filter(Boolean).join(' ');

/**
 * "Quanto vou receber?" before anything else, and first what lands next: today's money while it
 * is still on its way, else the next payment day (merchants read the first, biggest figure as
 * the money coming); then the period's net. Each figure loads on its own: the sales figures
 * under it do not wait for them, and one failing leaves the others.
 */
export function ReceiptCards({ range, today, stats }: ReceiptCardsProps) {
  // The period's net is left out when nothing was sold in it.
  const showNet = stats.total_count > 0;
  const fromStats = netOfStats(stats);
  // Only a backend without the stats' net is asked for the receivables of the period's sales.
  const receivables = useQuery({ ...receiptQueries.net(range), enabled: showNet && fromStats === undefined });
  const net: PeriodNet | undefined =
    fromStats ??
    (receivables.data ? { net: receivables.data.sum.net_amount, fees: receivables.data.sum.mdr_amount } : undefined);
  const payments = useQuery(receiptQueries.payments(today));
  const outlook = payments.data ? paymentOutlook(payments.data, today) : undefined;
  const pending = (loading: boolean) => (loading ? 'Carregando…' : UNAVAILABLE);
  const todayNote = outlook && adjustmentNote(outlook.todayAdjustments);
  const nextNote = outlook?.next && adjustmentNote(outlook.next.adjustments);
  const busy = payments.isPending && payments.isFetching;
  // Today's money leads until it has landed (or while nobody knows yet).
  const todayLeads = !outlook || (outlook.today > 0 && !outlook.todayPaid);

  const todayCard = (
    <div key="today" className={cardClass(todayNote, todayLeads)} aria-busy={busy}>
      <dt>Hoje você recebe</dt>
      <dd className={outlook ? undefined : styles.cardWaiting}>
        {outlook ? signedCents(outlook.today) : pending(payments.isFetching)}
      </dd>
      {outlook && outlook.today !== 0 && (
        <dd className={styles.cardNote}>{outlook.today < 0 ? OWED : outlook.todayPaid ? 'Pago' : 'Previsto'}</dd>
      )}
      {todayNote && <dd className={styles.cardNote}>{todayNote}</dd>}
    </div>
  );
  const nextCard = (
    <div key="next" className={cardClass(nextNote, !todayLeads)} aria-busy={busy}>
      <dt>Próximo pagamento</dt>
      <dd className={outlook?.next ? undefined : styles.cardWaiting}>
        {outlook ? (outlook.next ? signedCents(outlook.next.amount) : 'Nenhum previsto') : pending(payments.isFetching)}
      </dd>
      {outlook?.next && (
        <dd className={styles.cardNote}>
          {formatWeekday(outlook.next.date, 'short')}, {formatDate(outlook.next.date)}
          {outlook.next.amount < 0 && ` · ${OWED}`}
        </dd>
      )}
      {nextNote && <dd className={styles.cardNote}>{nextNote}</dd>}
    </div>
  );

  return (
    // The tour's first step points here (src/app/shell/tour-steps.ts).
    <section aria-labelledby="dashboard-receipts" data-tour="receipts">
      <h2 id="dashboard-receipts" className={styles.sectionTitle}>
        Você recebe
      </h2>
      <dl className={styles.cards}>
        {todayLeads ? [todayCard, nextCard] : [nextCard, todayCard]}
        {showNet && (
          <div className={styles.card} aria-busy={!net && receivables.isPending && receivables.isFetching}>
            <dt>Líquido das vendas do período</dt>
            <dd className={net ? undefined : styles.cardWaiting}>
              {net ? formatCents(net.net) : pending(receivables.isFetching)}
            </dd>
            {net && net.fees > 0 && (
              <dd className={styles.cardNote}>Já descontadas as taxas: {formatCents(net.fees)}</dd>
            )}
          </div>
        )}
      </dl>
      <ButtonLink to="/financial/payments" fill="outline" color="dark" size="small" className={styles.moreLink}>
        Ver agenda de pagamentos
        <IonIcon slot="end" icon={chevronForwardOutline} aria-hidden="true" />
      </ButtonLink>
    </section>
  );
}
