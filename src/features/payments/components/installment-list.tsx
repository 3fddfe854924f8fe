import { useInfiniteQuery } from '@tanstack/react-query';
import { formatDate } from '@/lib/dates';
import { formatCents } from '@/lib/money';
import { titleCase } from '@/lib/text';
import { Panel } from '@/ui/page/panel';
import { paymentDrillQueries, type DrillSource } from '../api/get-payment';
import type { Receivable } from '@contract/shapes/receivable';
import { DrillStatus } from './drill-states';
import { LoadMore } from './load-more';
import styles from './payments.module.css';

function InstallmentItem({ item }: { item: Receivable }) {
  const brand = item.card_brand ? titleCase(item.card_brand.brand_name) : '';
  return (
    <li className={styles.row}>
      <div className={styles.rowMain}>
        <span className={styles.rowTitle}>
          {item.operation.operation_name}
          {brand && ` · ${brand}`} · parcela {item.n_installment}/{item.qt_installment}
        </span>
        <span className={styles.rowAmount}>{formatCents(item.net_amount)}</span>
      </div>
      <p className={styles.rowLine}>
        Venda {item.transaction_id}
        {item.transaction_date && ` de ${formatDate(item.transaction_date)}`}
        {item.nsu && ` · NSU ${item.nsu}`}
      </p>
      <p className={styles.rowLine}>
        Bruto {formatCents(item.gross_amount)} · MDR {formatCents(item.mdr_amount)}
      </p>
    </li>
  );
}

/**
 * The sales' installments settled in a payment (or on a future day). The API sums them over
 * every page, so the total is right before the last page is loaded.
 */
export function InstallmentList({ source }: { source: DrillSource }) {
  const query = useInfiniteQuery(paymentDrillQueries.installments(source));
  const items = query.data?.pages.flatMap((page) => page.data) ?? [];
  const first = query.data?.pages[0];
  return (
    <Panel title={first ? `Parcelas (${first.total})` : 'Parcelas'} level={3}>
      {!first ? (
        <DrillStatus error={query.error} label="as parcelas" onRetry={() => void query.refetch()} />
      ) : (
        <>
          <dl className={styles.sums}>
            <div>
              <dt>Bruto</dt>
              <dd>{formatCents(first.sum.gross_amount)}</dd>
            </div>
            <div>
              <dt>MDR</dt>
              <dd>{formatCents(first.sum.mdr_amount)}</dd>
            </div>
            <div>
              <dt>Líquido</dt>
              <dd>{formatCents(first.sum.net_amount)}</dd>
            </div>
          </dl>
          <ul className={styles.rows}>
            {items.map((item) => (
              <InstallmentItem key={item.id} item={item} />
            ))}
          </ul>
          <LoadMore
            loaded={items.length}
            total={first.total}
            hasMore={query.hasNextPage}
            loading={query.isFetchingNextPage}
            onLoadMore={() => void query.fetchNextPage()}
            noun="parcelas"
          />
        </>
      )}
    </Panel>
  );
}
