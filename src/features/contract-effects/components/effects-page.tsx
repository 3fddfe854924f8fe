import { useNavigate } from '@tanstack/react-router';
import { IonButton } from '@ionic/react';
import { formatNumberBr } from '@/lib/money';
import { DataList } from '@/ui/data-list/data-list';
import { useListData, useListRequest, useListTable } from '@/ui/data-list/use-list-data';
import { FilterPanel } from '@/ui/filters/filter-panel';
import { resetValues } from '@/ui/filters/chips';
import { pickFilterValues } from '@/api/lists/filter-params';
import type { FilterValues } from '@/api/lists/filter-types';
import { AppPage } from '@/ui/page/app-page';
import { useIsOffline } from '@/ui/page/use-is-offline';
import { EmptyState } from '@/ui/states/empty-state';
import type { ContractEffectList } from '@contract/contract-effects';
import { EFFECT_FILTERS, withEffectDocuments, type EffectsSearch } from '../lib/filters';
import { EFFECT_LIST } from '../lib/list';
import { EffectStatusBadge } from './status-badge';
import { EFFECT_CARD_OMIT, effectCardTitle, effectOpenLabel, VISIBLE_EFFECT_COLUMNS } from './effect-columns';
import { EFFECTS_BREADCRUMB, EFFECTS_TITLE } from './effect-detail-page';
import styles from './effects-page.module.css';

export interface EffectsPageProps {
  search: EffectsSearch;
  /** Merges into the search params. */
  onSearchChange: (patch: Partial<EffectsSearch>) => void;
}

/** 'Depreciado' has no chip (it is always in force): the count line says which versions show. */
function summaryText(total: number, deprecated: boolean): string {
  const count = formatNumberBr(total);
  if (deprecated)
    return `${count} ${total === 1 ? 'versão depreciada' : 'versões depreciadas'} (substituídas por outra versão)`;
  return `${count} ${total === 1 ? 'efeito de contrato' : 'efeitos de contrato'} nas versões em vigor`;
}

/** The contract effects registered on the merchant's units, filterable as requirements §5 says. */
export function EffectsPage({ search, onSearchChange }: EffectsPageProps) {
  const wide = useListTable();
  const offline = useIsOffline();
  const navigate = useNavigate();
  // The same request the route's loader prefetched (src/api/lists/list-route.ts).
  const request = useListRequest(EFFECT_LIST, search);
  const { params } = request;
  const list = useListData(request, wide);
  // A new filter starts again at page 1; the page size stays.
  const onFiltersChange = (values: FilterValues) => onSearchChange({ ...values, page: undefined });

  return (
    <AppPage
      title={EFFECTS_TITLE}
      breadcrumb={EFFECTS_BREADCRUMB}
      onRefresh={list.refetch}
      dataUpdatedAt={list.dataUpdatedAt}
    >
      <FilterPanel
        defs={EFFECT_FILTERS}
        values={pickFilterValues(EFFECT_FILTERS, search)}
        onChange={(values) => onFiltersChange(withEffectDocuments(values))}
        offline={offline}
      />
      {/* The results' heading (cards are h3) and their count, announced as filters change. */}
      <div role="status">
        <h2 className={styles.summary}>
          {list.status === 'success' ? summaryText(list.total, params.deprecated === 'true') : 'Resultados'}
        </h2>
      </div>
      <DataList<ContractEffectList>
        list={list}
        columns={VISIBLE_EFFECT_COLUMNS}
        cardOmit={EFFECT_CARD_OMIT}
        rowKey={(effect) => effect.id}
        label="Efeitos de contrato"
        loadingLabel="Carregando efeitos de contrato…"
        onPageChange={(page, perPage) => onSearchChange({ page, perPage })}
        cardTitle={effectCardTitle}
        openLabel={effectOpenLabel}
        cardAside={(effect) => <EffectStatusBadge effect={effect} />}
        onOpen={(effect) => void navigate({ to: '/financial/contract_effects/$id', params: { id: String(effect.id) } })}
        empty={
          <EmptyState
            title="Nenhum efeito de contrato encontrado"
            message="Nenhum contrato registrado nas suas unidades de recebíveis com esses filtros."
            action={
              <IonButton fill="outline" color="dark" onClick={() => onFiltersChange(resetValues(EFFECT_FILTERS))}>
                Limpar filtros
              </IonButton>
            }
          />
        }
      />
    </AppPage>
  );
}
