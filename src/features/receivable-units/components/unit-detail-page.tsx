import { useSuspenseQuery } from '@tanstack/react-query';
import { t } from '@/ui/i18n/pt-br';
import { AppPage } from '@/ui/page/app-page';
import { SkeletonCards } from '@/ui/states/skeleton-cards';
import { receivableUnitQueries } from '../api/queries';
import { UnitCerc } from './unit-cerc';
import { UnitEffects } from './unit-effects';
import { UnitFields, UnitPaymentFields } from './unit-fields';
import { UnitInstallments } from './unit-installments';
import { UnitSummary } from './unit-summary';
import styles from './unit-detail.module.css';

export const UNITS_TITLE = t('receivableUnits');
export const UNITS_BREADCRUMB = [{ label: t('financial') }, { label: t('receivableUnits') }] as const;

export const unitTitle = (id: number) => `Unidade de recebível ${id}`;
export const unitBreadcrumb = (id: number) => [...UNITS_BREADCRUMB, { label: `UR ${id}` }];

export interface UnitDetailPageProps {
  id: number;
  /** Page of the installments list (kept in the URL, so back and reload return to it). */
  page: number;
  onPageChange: (page: number) => void;
}

/** One receivable unit: its figures, every field, its contract effects and its installments. */
export function UnitDetailPage({ id, page, onPageChange }: UnitDetailPageProps) {
  const { data: unit, dataUpdatedAt, refetch } = useSuspenseQuery(receivableUnitQueries.detail(id));
  return (
    <AppPage title={unitTitle(id)} breadcrumb={unitBreadcrumb(id)} onRefresh={refetch} dataUpdatedAt={dataUpdatedAt}>
      <div className={styles.detail}>
        <UnitSummary unit={unit} />
        <div className={styles.columns}>
          <UnitFields unit={unit} />
          <div className={styles.detail}>
            <UnitPaymentFields unit={unit} />
            <UnitEffects effects={unit.contract_effects} />
            <UnitCerc unitId={id} />
          </div>
        </div>
        <UnitInstallments unitId={id} page={page} onPageChange={onPageChange} />
      </div>
    </AppPage>
  );
}

export function UnitDetailPending({ id }: { id: number }) {
  return (
    <AppPage title={unitTitle(id)} breadcrumb={unitBreadcrumb(id)}>
      <SkeletonCards count={3} label="Carregando unidade de recebível…" />
    </AppPage>
  );
}
