import { useSuspenseQuery } from '@tanstack/react-query';
import { t } from '@/ui/i18n/pt-br';
import { AppPage } from '@/ui/page/app-page';
import { SkeletonCards } from '@/ui/states/skeleton-cards';
import { contractEffectQueries } from '../api/queries';
import { EffectFields, EffectUnitFields } from './effect-fields';
import { EffectSummary } from './effect-summary';
import styles from './effect-detail.module.css';

export const EFFECTS_TITLE = t('contractEffects');
export const EFFECTS_BREADCRUMB = [{ label: t('financial') }, { label: t('contractEffects') }] as const;

export const effectTitle = (id: number) => `Efeito de contrato ${id}`;
export const effectBreadcrumb = (id: number) => [...EFFECTS_BREADCRUMB, { label: `Efeito ${id}` }];

/** One contract effect: every field the registry reports and the unit it acts on. */
export function EffectDetailPage({ id }: { id: number }) {
  const { data: effect, dataUpdatedAt, refetch } = useSuspenseQuery(contractEffectQueries.detail(id));
  return (
    <AppPage
      title={effectTitle(id)}
      breadcrumb={effectBreadcrumb(id)}
      onRefresh={refetch}
      dataUpdatedAt={dataUpdatedAt}
    >
      <div className={styles.detail}>
        <EffectSummary effect={effect} />
        <div className={styles.columns}>
          <EffectFields effect={effect} />
          <EffectUnitFields effect={effect} />
        </div>
      </div>
    </AppPage>
  );
}

export function EffectDetailPending({ id }: { id: number }) {
  return (
    <AppPage title={effectTitle(id)} breadcrumb={effectBreadcrumb(id)}>
      <SkeletonCards count={3} label="Carregando efeito de contrato…" />
    </AppPage>
  );
}
