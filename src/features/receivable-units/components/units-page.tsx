import { useNavigate } from '@tanstack/react-router';
import { optionsOutline } from 'ionicons/icons';
import { IonButton, IonIcon } from '@ionic/react';
import { formatNumberBr } from '@/lib/money';
import { DataList } from '@/ui/data-list/data-list';
import { useListData, useListRequest, useListTable } from '@/ui/data-list/use-list-data';
import { useFieldSelection } from '@/ui/fields/use-field-selection';
import { resetValues } from '@/ui/filters/chips';
import { FilterPanel } from '@/ui/filters/filter-panel';
import { pickFilterValues } from '@/api/lists/filter-params';
import { PeriodNote } from '@/ui/filters/period-note';
import type { FilterValues } from '@/api/lists/filter-types';
import { ButtonLink } from '@/ui/link/button-link';
import tool from '@/ui/page/tool.module.css';
import { AppPage } from '@/ui/page/app-page';
import { useIsOffline } from '@/ui/page/use-is-offline';
import { EmptyState } from '@/ui/states/empty-state';
import type { ReceivableUnitPage } from '@contract/shapes/receivable-unit';
import { UNIT_FILTERS, withUnitDocuments, type UnitsSearch } from '../lib/filters';
import { UNIT_LIST } from '../lib/list';
import { PaidBadge } from './status-badge';
import { UNIT_CARD_OMIT, UNIT_COLUMNS, UNIT_LIST_ID, unitCardTitle } from './unit-columns';
import { UNITS_BREADCRUMB, UNITS_TITLE } from './unit-detail-page';
import styles from './units-page.module.css';

export interface UnitsPageProps {
  search: UnitsSearch;
  /** Merges into the search params. */
  onSearchChange: (patch: Partial<UnitsSearch>) => void;
}

/** The merchant's receivable units: filters, then cards (phones) or a paginated table. */
export function UnitsPage({ search, onSearchChange }: UnitsPageProps) {
  const wide = useListTable();
  const offline = useIsOffline();
  const navigate = useNavigate();
  // The same request the route's loader prefetched (src/api/lists/list-route.ts).
  const list = useListData(useListRequest(UNIT_LIST, search), wide);
  // A new filter starts again at page 1; the page size stays.
  const onFiltersChange = (values: FilterValues) => onSearchChange({ ...values, page: undefined });
  const { visible } = useFieldSelection(UNIT_LIST_ID, UNIT_COLUMNS);

  return (
    <AppPage
      title={UNITS_TITLE}
      breadcrumb={UNITS_BREADCRUMB}
      onRefresh={list.refetch}
      dataUpdatedAt={list.dataUpdatedAt}
      actions={
        <ButtonLink to="/financial/receivable_units/fields" fill="outline" color="dark" className={tool.tool}>
          <IonIcon slot="start" icon={optionsOutline} aria-hidden="true" />
          Campos
        </ButtonLink>
      }
    >
      <FilterPanel
        defs={UNIT_FILTERS}
        values={pickFilterValues(UNIT_FILTERS, search)}
        onChange={(values) => onFiltersChange(withUnitDocuments(values))}
        offline={offline}
      />
      {/* The results' heading (cards are h3) and their count, announced as filters change. */}
      <div role="status">
        <h2 className={styles.summary}>
          {list.status === 'success'
            ? `${formatNumberBr(list.total)} ${list.total === 1 ? 'unidade de recebível' : 'unidades de recebíveis'}`
            : 'Resultados'}
        </h2>
      </div>
      <PeriodNote defs={UNIT_FILTERS} values={pickFilterValues(UNIT_FILTERS, search)} />
      <DataList<ReceivableUnitPage>
        list={list}
        columns={visible}
        cardOmit={UNIT_CARD_OMIT}
        rowKey={(unit) => unit.receivable_unit_id}
        label="Unidades de recebíveis"
        loadingLabel="Carregando unidades de recebíveis…"
        onPageChange={(page, perPage) => onSearchChange({ page, perPage })}
        cardTitle={unitCardTitle}
        openLabel={unitCardTitle}
        cardAside={(unit) => <PaidBadge paid={unit.paid} />}
        onOpen={(unit) =>
          void navigate({ to: '/financial/receivable_units/$id', params: { id: String(unit.receivable_unit_id) } })
        }
        empty={
          <EmptyState
            title="Nenhuma unidade de recebível encontrada"
            message="Mude ou remova filtros para ver outras unidades."
            action={
              <IonButton fill="outline" color="dark" onClick={() => onFiltersChange(resetValues(UNIT_FILTERS))}>
                Limpar filtros
              </IonButton>
            }
          />
        }
      />
    </AppPage>
  );
}
