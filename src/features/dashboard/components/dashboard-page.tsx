import { useSuspenseQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { formatDate, today } from '@/lib/dates';
import { titleCase } from '@/lib/text';
import { t } from '@/ui/i18n/pt-br';
import { AppPage } from '@/ui/page/app-page';
import { ButtonLink } from '@/ui/link/button-link';
import { EmptyState } from '@/ui/states/empty-state';
import { LoadFailure } from '@/ui/states/load-failure';
import { SkeletonCards } from '@/ui/states/skeleton-cards';
import { SkeletonList } from '@/ui/states/skeleton-list';
import { dashboardQueries } from '../api/get-transaction-stats';
import { periodRange, type Period } from '../lib/periods';
import { PeriodSegment } from './period-segment';
import { ReceiptCards } from './receipt-cards';
import { SalesByDay } from './sales-by-day';
import { ShareList } from './share-list';
import { StatCards } from './stat-cards';
import styles from './dashboard.module.css';

const DASHBOARD_TITLE = t('dashboard');
/** Marks the home's figures once loaded (or its empty state): a ready signal that outlives its wording. */
const DASHBOARD_READY_TEST_ID = 'dashboard-figures';

export interface DashboardPageProps {
  period: Period;
  onPeriodChange: (period: Period) => void;
}

export interface DashboardProps extends DashboardPageProps {
  /** The merchant sells online (requirements §2: the paylink menu entry): the empty state offers a link. */
  canCreateLinks?: boolean;
}

/**
 * What the merchant receives (the period's net, today's and the next payment), then what was
 * sold in the chosen period: totals, sales per day, and the split by brand and operation.
 */
export function DashboardPage({ period, onPeriodChange, canCreateLinks = false }: DashboardProps) {
  const range = useMemo(() => periodRange(period), [period]);
  const { data: stats, dataUpdatedAt, refetch } = useSuspenseQuery(dashboardQueries.stats(range));
  const empty = stats.total_count === 0 && !stats.cancelled_count && !stats.denied_count;

  return (
    <AppPage title={DASHBOARD_TITLE} onRefresh={refetch} dataUpdatedAt={dataUpdatedAt}>
      <PeriodSegment value={period} onChange={onPeriodChange} />
      <p className={styles.range}>Período: {rangeText(period)}</p>
      {/* The figures are on screen (stats loaded): what the bench and e2e wait for, whatever the headings say. */}
      <div className={styles.layout} data-testid={DASHBOARD_READY_TEST_ID}>
        <ReceiptCards range={range} today={today()} stats={stats} />
        {empty ? (
          <EmptyDashboard canCreateLinks={canCreateLinks} />
        ) : (
          <>
            <StatCards stats={stats} />
            {/* One bar is not a chart: 'Hoje' shows the totals only. */}
            {stats.by_day.length > 1 && <SalesByDay days={stats.by_day} />}
            <div className={styles.splits}>
              <ShareList
                title="Por bandeira"
                items={stats.by_brand.map((brand) => ({
                  ...brand,
                  key: brand.card_brand_id,
                  label: titleCase(brand.brand_name),
                }))}
              />
              <ShareList
                title="Por operação"
                items={stats.by_operation.map((op) => ({ ...op, key: op.operation_id, label: op.operation_name }))}
              />
            </div>
          </>
        )}
      </div>
    </AppPage>
  );
}

/** A quiet period is a moment to sell: the next step, not a dead end (issue 22). */
function EmptyDashboard({ canCreateLinks }: { canCreateLinks: boolean }) {
  return (
    <EmptyState
      title="Nenhuma venda no período"
      message={
        canCreateLinks
          ? 'Venda a distância: crie um link de pagamento e envie ao seu cliente.'
          : 'Escolha outro período acima ou veja todas as suas vendas.'
      }
      action={
        canCreateLinks ? (
          <ButtonLink to="/paylink/create/{-$id}" params={{}} color="primary" className={styles.nextStep}>
            Criar link
          </ButtonLink>
        ) : (
          <ButtonLink to="/financial/transactions" fill="outline" color="dark" className={styles.nextStep}>
            Ver vendas
          </ButtonLink>
        )
      }
    />
  );
}

function rangeText(period: Period): string {
  const range = periodRange(period);
  return range.dateIni === range.dateEnd
    ? formatDate(range.dateIni)
    : `${formatDate(range.dateIni)} a ${formatDate(range.dateEnd)}`;
}

/**
 * A period that could not be loaded: the tabs stay (offline, the periods saved on this device
 * are one tap away), and the failure takes only the figures' place.
 */
export function DashboardUnavailable({
  period,
  onPeriodChange,
  error,
  onRetry,
}: DashboardPageProps & { error: unknown; onRetry: () => void }) {
  return (
    <AppPage title={DASHBOARD_TITLE}>
      <PeriodSegment value={period} onChange={onPeriodChange} />
      <p className={styles.range}>Período: {rangeText(period)}</p>
      <LoadFailure
        error={error}
        onRetry={onRetry}
        offlineMessage="As vendas deste período ainda não foram abertas com conexão neste aparelho. Elas aparecem sozinhas quando a conexão voltar."
      />
    </AppPage>
  );
}

/** Shown while the route loader fetches the first period. */
export function DashboardPending({ period, onPeriodChange }: DashboardPageProps) {
  return (
    <AppPage title={DASHBOARD_TITLE}>
      <PeriodSegment value={period} onChange={onPeriodChange} />
      <SkeletonCards count={3} label="Carregando vendas…" />
      <SkeletonList rows={4} label="Carregando vendas…" />
    </AppPage>
  );
}
