import { useInfiniteQuery } from '@tanstack/react-query';
import { formatDate, formatDateTime } from '@/lib/dates';
import { formatCents } from '@/lib/money';
import { Panel } from '@/ui/page/panel';
import { EmptyState } from '@/ui/states/empty-state';
import { LoadFailure } from '@/ui/states/load-failure';
import { SkeletonList } from '@/ui/states/skeleton-list';
import { anticipationQueries, LIST_PER_PAGE } from '../api/anticipation';
import type { Anticipation } from '@contract/anticipation';
import { receivablesText } from '../lib/amount';
import styles from './anticipation.module.css';
import { LoadMoreButton } from '@/ui/data-list/load-more-button';

const LIST_TITLE = 'Antecipações feitas';

/** The merchant's past anticipations, newest first, more on demand; kept for offline viewing. */
export function AnticipationList({ query }: { query: ReturnType<typeof useAnticipationList> }) {
  const rows = query.data?.pages.flatMap((page) => page.data) ?? [];
  return (
    <Panel title={LIST_TITLE}>
      {query.isPending ? (
        <SkeletonList rows={3} label="Carregando antecipações…" />
      ) : query.isError && rows.length === 0 ? (
        <LoadFailure
          error={query.error}
          onRetry={() => void query.refetch()}
          offlineMessage="As antecipações ainda não foram abertas com conexão neste aparelho."
        />
      ) : rows.length === 0 ? (
        <EmptyState title="Nenhuma antecipação ainda" message="As antecipações que você fizer aparecem aqui." />
      ) : (
        <>
          <ul className={styles.list} aria-label={LIST_TITLE}>
            {rows.map((row) => (
              <AnticipationRow key={row.anticipation_id} row={row} />
            ))}
          </ul>
          <LoadMoreButton query={query} label="Ver mais antecipações" />
        </>
      )}
    </Panel>
  );
}

function AnticipationRow({ row }: { row: Anticipation }) {
  return (
    <li className={styles.row}>
      <div className={styles.rowMain}>
        <span className={styles.net}>{formatCents(row.net_amount)}</span>
        <span>Crédito em {formatDate(row.credit_date)}</span>
      </div>
      <p className={styles.muted}>
        {formatCents(row.amount)} antecipados − taxa {formatCents(row.fee_amount)}
        {row.receivables_count !== undefined && ` · ${receivablesText(row.receivables_count)}`}
      </p>
      <p className={styles.muted}>Pedida em {formatDateTime(row.created_at)}</p>
    </li>
  );
}

export const useAnticipationList = () => useInfiniteQuery(anticipationQueries.list.infinite(LIST_PER_PAGE));
