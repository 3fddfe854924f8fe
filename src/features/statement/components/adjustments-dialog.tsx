import { useInfiniteQuery } from '@tanstack/react-query';
import { formatDate } from '@/lib/dates';
import { formatCents, formatNumberBr } from '@/lib/money';
import { IonButton } from '@ionic/react';
import { Sheet } from '@/ui/sheet/sheet';
import { ErrorState } from '@/ui/states/error-state';
import { SkeletonList } from '@/ui/states/skeleton-list';
import { statementQueries, type AdjustmentPeriod } from '../api/list-receivables';
import styles from './statement.module.css';

export interface AdjustmentsDialogProps {
  open: boolean;
  /** The statement's period, when it has one (adjustments have their own dates). */
  period: AdjustmentPeriod;
  onClose: () => void;
}

function periodText({ start_date, end_date }: AdjustmentPeriod): string {
  if (start_date && end_date) return `de ${formatDate(start_date)} a ${formatDate(end_date)}`;
  if (start_date) return `a partir de ${formatDate(start_date)}`;
  if (end_date) return `até ${formatDate(end_date)}`;
  return 'de todo o período';
}

/** Back-office credits and debits (rental, MDR corrections, chargebacks), settled apart from card payments. */
export function AdjustmentsDialog({ open, period, onClose }: AdjustmentsDialogProps) {
  const query = useInfiniteQuery({ ...statementQueries.adjustments(period), enabled: open });
  const pages = query.data?.pages ?? [];
  const rows = pages.flatMap((page) => page.data);
  const first = pages[0];
  return (
    <Sheet open={open} title="Ajustes manuais" onClose={onClose}>
      {open && (
        <div className={styles.adjustments}>
          <p className={styles.muted}>
            Créditos e débitos lançados pela operação {periodText(period)}. São pagos à parte dos recebíveis de cartão.
          </p>
          {query.isPending ? (
            <SkeletonList rows={3} label="Carregando ajustes…" />
          ) : query.isError && rows.length === 0 ? (
            <ErrorState message={query.error.message} onRetry={() => void query.refetch()} />
          ) : rows.length === 0 ? (
            <p>Nenhum ajuste neste período.</p>
          ) : (
            <>
              <p className={styles.adjustTotal}>
                {formatNumberBr(first?.total ?? 0)} {first?.total === 1 ? 'ajuste' : 'ajustes'}, saldo{' '}
                {formatCents(first?.sum.amount ?? 0)}
              </p>
              <ul className={styles.adjustList}>
                {rows.map((row) => (
                  <li key={row.id} className={styles.adjustItem}>
                    <span className={styles.adjustMain}>
                      <span>{row.description}</span>
                      <span className={styles.muted}>
                        {formatDate(row.adjustment_date)}
                        {row.financial_id !== null ? ` · recebível ${row.financial_id}` : ''}
                      </span>
                    </span>
                    <span className={row.amount < 0 ? `${styles.adjustAmount} ${styles.debit}` : styles.adjustAmount}>
                      {row.amount < 0 ? 'Débito ' : 'Crédito '}
                      {formatCents(Math.abs(row.amount))}
                    </span>
                  </li>
                ))}
              </ul>
              {query.hasNextPage && (
                <IonButton
                  fill="outline"
                  color="dark"
                  disabled={query.isFetchingNextPage}
                  onClick={() => void query.fetchNextPage()}
                >
                  {query.isFetchingNextPage ? 'Carregando…' : 'Carregar mais'}
                </IonButton>
              )}
            </>
          )}
        </div>
      )}
    </Sheet>
  );
}
