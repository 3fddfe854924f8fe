import { useSuspenseQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { t } from '@/ui/i18n/pt-br';
import { AppPage } from '@/ui/page/app-page';
import { Panel } from '@/ui/page/panel';
import { TABLET_UP, useMediaQuery } from '@/ui/page/use-media-query';
import { EmptyState } from '@/ui/states/empty-state';
import { SkeletonList } from '@/ui/states/skeleton-list';
import { salesPlanQueries } from '@/api/sales-plans';
import { buildPlansView } from '../lib/plan-matrix';
import { simulateChannels } from '../lib/simulate-options';
import { BrandFeeList } from './brand-fee-list';
import { FeeMatrixTable } from './fee-matrix-table';
import { HolderPlan } from './holder-plan';
import { SimulateSale } from './simulate-sale';
import styles from './plans.module.css';

export const PLANS_TITLE = t('myPlans');
export const PLANS_BREADCRUMB = [{ label: t('planAndTaxes') }, { label: t('myPlans') }] as const;

/** The fees (MDR) of each sales plan per brand, operation and installments. */
export function PlansPage() {
  const { data, dataUpdatedAt, refetch } = useSuspenseQuery(salesPlanQueries.list());
  const view = useMemo(() => buildPlansView(data.data), [data]);
  const channels = useMemo(() => simulateChannels(data.data), [data]);
  // Five brand columns fit from tablet width on; phones get one brand at a time.
  const wide = useMediaQuery(TABLET_UP);
  const empty = view.salesPlans.length === 0 && view.holderPlans.length === 0;

  return (
    <AppPage title={PLANS_TITLE} breadcrumb={PLANS_BREADCRUMB} onRefresh={refetch} dataUpdatedAt={dataUpdatedAt}>
      {empty ? (
        <EmptyState title="Nenhum plano de venda cadastrado" message="Fale com o suporte para conhecer os planos." />
      ) : (
        <div className={styles.stack}>
          <p className={styles.intro}>
            Percentual descontado de cada venda (MDR), por bandeira e modalidade de pagamento.
          </p>
          {channels.length > 0 && <SimulateSale channels={channels} />}
          {view.salesPlans.map((matrix) => (
            <Panel key={matrix.planId} title={matrix.planName}>
              <p className={styles.channel}>Canal: {matrix.channelName}</p>
              {matrix.rows.length === 0 ? (
                <p className={styles.channel}>Este plano não tem taxas por bandeira de cartão.</p>
              ) : wide ? (
                <FeeMatrixTable matrix={matrix} />
              ) : (
                <BrandFeeList matrix={matrix} />
              )}
            </Panel>
          ))}
          {view.holderPlans.map((matrix) => (
            <HolderPlan key={matrix.planId} matrix={matrix} />
          ))}
        </div>
      )}
    </AppPage>
  );
}

export function PlansPending() {
  return (
    <AppPage title={PLANS_TITLE} breadcrumb={PLANS_BREADCRUMB}>
      <SkeletonList rows={8} label="Carregando planos…" />
    </AppPage>
  );
}
