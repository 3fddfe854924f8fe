import { IonButton } from '@ionic/react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { addDays, formatDate, today } from '@/lib/dates';
import { formatCents, formatNumberBr } from '@/lib/money';
import { Sheet } from '@/ui/sheet/sheet';
import { LoadFailure } from '@/ui/states/load-failure';
import { SkeletonList } from '@/ui/states/skeleton-list';
import { statementQueries } from '../api/list-receivables';
import { AdjustmentDayPicker } from './adjustment-day-picker';
import styles from './statement.module.css';
import { LoadMoreButton } from '@/ui/data-list/load-more-button';

/**
 * How far ahead a day can be picked: a refund's debit is an adjustment on the coming payment day
 * it is taken from, as far as the last installment of a 12× sale (a year and a month).
 */
const DAYS_AHEAD = 400;

export interface AdjustmentsDialogProps {
  open: boolean;
  /** The day shown first ('YYYY-MM-DD'): the end of the statement's period, or today. */
  initialDate: string;
  onClose: () => void;
}

/**
 * Back-office credits and debits (rental, MDR corrections, chargebacks), settled apart from card
 * payments. Requirements §7 asks for them one day at a time (`date`), so the sheet walks day by day.
 */
export function AdjustmentsDialog({ open, initialDate, onClose }: AdjustmentsDialogProps) {
  return (
    <Sheet open={open} title="Ajustes manuais" onClose={onClose}>
      {/* Mounted per opening: each one starts again from the statement's day. */}
      {open && <Adjustments initialDate={initialDate} />}
    </Sheet>
  );
}

function Adjustments({ initialDate }: { initialDate: string }) {
  const [date, setDate] = useState(initialDate);
  const query = useInfiniteQuery(statementQueries.adjustments(date));
  const pages = query.data?.pages ?? [];
  const rows = pages.flatMap((page) => page.data);
  const first = pages[0];
  return (
    <div className={styles.adjustments}>
      <p className={styles.muted}>
        Créditos e débitos lançados pela operação, dia a dia. São pagos à parte dos recebíveis de cartão.
      </p>
      <AdjustmentDayPicker date={date} latest={addDays(today(), DAYS_AHEAD)} onChange={setDate} />
      {query.isPending ? (
        <SkeletonList rows={3} label="Carregando ajustes…" />
      ) : query.isError && rows.length === 0 ? (
        <LoadFailure error={query.error} onRetry={() => void query.refetch()} />
      ) : rows.length === 0 ? (
        <p>Nenhum ajuste em {formatDate(date)}.</p>
      ) : (
        <>
          <p className={styles.adjustTotal}>
            {formatNumberBr(first?.total ?? 0)} {first?.total === 1 ? 'ajuste' : 'ajustes'} em {formatDate(date)}, saldo{' '}
            {formatCents(first?.sum.amount ?? 0)}
          </p>
          <ul className={styles.adjustList}>
            {rows.map((row) => (
              <li key={row.id} className={styles.adjustItem}>
                <span className={styles.adjustMain}>
                  <span>{row.description}</span>
                  {row.financial_id !== null && <span className={styles.muted}>recebível {row.financial_id}</span>}
                </span>
                <AdjustmentAmount amount={row.amount} />
                {row.financial_id !== null && <ReceivableAdjustments financialId={row.financial_id} />}
              </li>
            ))}
          </ul>
          <LoadMoreButton query={query} label="Carregar mais" />
        </>
      )}
    </div>
  );
}

function AdjustmentAmount({ amount }: { amount: number }) {
  return (
    <span className={amount < 0 ? `${styles.adjustAmount} ${styles.debit}` : styles.adjustAmount}>
      {amount < 0 ? 'Débito ' : 'Crédito '}
      {formatCents(Math.abs(amount))}
    </span>
  );
}

/**
 * An adjustment's detail: every adjustment of the same receivable (requirements §7: financial/adjust/{id}),
 * e.g. a chargeback and its reversal, asked for only when opened.
 */
function ReceivableAdjustments({ financialId }: { financialId: number }) {
  const [open, setOpen] = useState(false);
  const query = useQuery({ ...statementQueries.receivableAdjustments(financialId), enabled: open });
  return (
    <div className={styles.adjustDetail}>
      <IonButton size="small" fill="clear" color="dark" aria-expanded={open} onClick={() => setOpen(!open)}>
        {open ? 'Ocultar' : 'Ver'} ajustes do recebível {financialId}
      </IonButton>
      {open &&
        (query.data ? (
          <ul className={styles.adjustList} aria-label={`Ajustes do recebível ${financialId}`}>
            {query.data.data.map((row) => (
              <li key={row.id} className={styles.adjustItem}>
                <span className={styles.adjustMain}>
                  <span>{row.description}</span>
                  <span className={styles.muted}>{formatDate(row.adjustment_date)}</span>
                </span>
                <AdjustmentAmount amount={row.amount} />
              </li>
            ))}
          </ul>
        ) : query.isError ? (
          <LoadFailure error={query.error} onRetry={() => void query.refetch()} />
        ) : (
          <SkeletonList rows={1} label="Carregando ajustes do recebível…" />
        ))}
    </div>
  );
}
