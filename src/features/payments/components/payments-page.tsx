import { IonButton } from '@ionic/react';
import { lazy, Suspense, useState } from 'react';
import { useFeature } from '@/config/use-feature';
import { currentMonth, formatDate, monthOf, today, type IsoDate, type IsoMonth } from '@/lib/dates';
import { t } from '@/ui/i18n/pt-br';
import { AppPage } from '@/ui/page/app-page';
import { SkeletonList } from '@/ui/states/skeleton-list';
import type { Payment } from '@contract/shapes/payment';
import { monthTotals } from '../lib/day-totals';
import { shownMonth, type PaymentsSearch } from '../lib/search';
import { DayPayments } from './day-payments';
import { ExpectedDayDrill } from './expected-day-drill';
import { MonthCalendar, monthName } from './month-calendar';
import { MonthSummary } from './month-summary';
import { MonthUnavailable } from './month-unavailable';
import { PaymentDrill } from './payment-drill';
import { usePaymentsMonth } from './use-payments-month';
import styles from './payments.module.css';

// The month's conciliação file (an optional capability) loads with its first showing.
const ReconciliationExport = lazy(() => import('./reconciliation-export'));

export const PAYMENTS_TITLE = t('transactionsPayments');
export const PAYMENTS_BREADCRUMB = [{ label: t('financial') }, { label: t('transactionsPayments') }] as const;

export interface PaymentsPageProps {
  search: PaymentsSearch;
  /** Replace for flipping months and days (no history spam), push to open a payment. */
  onNavigate: (search: PaymentsSearch, options?: { replace?: boolean }) => void;
  /** Leaves a drill-down: one step back in history when there is one. */
  onBack: (fallback: PaymentsSearch) => void;
}

/** The day to show: the one in the URL when it is in the month, else today in the current month. */
function shownDay(month: IsoMonth, day: IsoDate | undefined): IsoDate | undefined {
  if (day && monthOf(day) === month) return day;
  return month === currentMonth() ? today() : undefined;
}

/**
 * Payments calendar (issue 3): what lands in the bank on each day of the month, paid and
 * expected; a day lists its payments, a payment opens its units and installments.
 */
export function PaymentsPage({ search, onNavigate, onBack }: PaymentsPageProps) {
  // The month the route's loader prefetched (same function).
  const month = shownMonth(search);
  const day = shownDay(month, search.day);
  const { query, totals, dayList } = usePaymentsMonth(month, day);
  const [enterFrom, setEnterFrom] = useState<-1 | 1>();
  const reconciliation = useFeature('reconciliation');

  const open = (payment: Payment) =>
    onNavigate(
      payment.paid
        ? { month, day: payment.payment_date, payment: payment.id }
        : { month, day: payment.payment_date, expected: true },
    );
  const back = () => onBack({ month, day });
  const backLabel = day ? `Voltar a ${formatDate(day)}` : 'Voltar ao calendário';

  const drill =
    search.payment !== undefined ? (
      <PaymentDrill id={search.payment} backLabel={backLabel} onBack={back} />
    ) : search.expected && day && dayList ? (
      <ExpectedDayDrill date={day} payments={dayList.filter((p) => !p.paid)} backLabel={backLabel} onBack={back} />
    ) : null;

  return (
    <AppPage
      title={PAYMENTS_TITLE}
      breadcrumb={PAYMENTS_BREADCRUMB}
      onRefresh={query.refetch}
      dataUpdatedAt={query.dataUpdatedAt}
    >
      <div className={drill ? `${styles.layout} ${styles.drilling}` : styles.layout}>
        <div className={styles.calendarColumn}>
          {!query.data && query.isError && (
            <MonthUnavailable month={month} error={query.error} onRetry={() => void query.refetch()} />
          )}
          <MonthCalendar
            month={month}
            totals={totals}
            selectedDay={day}
            enterFrom={enterFrom}
            onSelectDay={(picked) => onNavigate({ month, day: picked }, { replace: true })}
            onChangeMonth={(next, direction) => {
              setEnterFrom(direction);
              onNavigate({ month: next }, { replace: true });
            }}
          />
          {month !== currentMonth() && (
            <IonButton
              fill="outline"
              color="dark"
              size="small"
              className={styles.todayButton}
              onClick={() => onNavigate({}, { replace: true })}
            >
              Ir para o mês atual
            </IonButton>
          )}
          {query.data && <MonthSummary totals={monthTotals(query.data)} />}
          {reconciliation && (
            <Suspense fallback={null}>
              <ReconciliationExport month={month} monthName={monthName(month)} />
            </Suspense>
          )}
        </div>
        <div className={styles.sideColumn}>
          {drill ??
            (query.isPending ? (
              <SkeletonList rows={2} label="Carregando pagamentos…" />
            ) : day && dayList ? (
              <DayPayments day={day} payments={dayList} onOpen={open} />
            ) : query.data ? (
              <p className={styles.hint}>Toque em um dia do calendário para ver os pagamentos.</p>
            ) : null)}
        </div>
      </div>
    </AppPage>
  );
}

export function PaymentsPending() {
  return (
    <AppPage title={PAYMENTS_TITLE} breadcrumb={PAYMENTS_BREADCRUMB}>
      <SkeletonList rows={6} label="Carregando pagamentos…" />
    </AppPage>
  );
}
