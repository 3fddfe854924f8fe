import { useNavigate } from '@tanstack/react-router';
import { optionsOutline } from 'ionicons/icons';
import { IonButton } from '@/ui/ionic/elements/button';
import { Icon } from '@/ui/icon/icon';
import { formatNumberBr } from '@/lib/money';
import { DataList } from '@/ui/data-list/data-list';
import { useListData, useListTable } from '@/ui/data-list/use-list-data';
import { useFieldSelection } from '@/ui/fields/use-field-selection';
import { resetValues } from '@/ui/filters/chips';
import { FilterPanel } from '@/ui/filters/filter-panel';
import type { FilterValues } from '@/ui/filters/types';
import { ButtonLink } from '@/ui/button/button-link';
import { AppPage } from '@/ui/page/app-page';
import { useIsOffline } from '@/ui/page/use-is-offline';
import { EmptyState } from '@/ui/states/empty-state';
import { receivableUnitQueries } from '../api/queries';
import type { ReceivableUnitPage } from '@/api/shapes/receivable-unit';
import { UNIT_FILTERS, unitQueryParams, withFormattedDocuments } from '../lib/filters';
import { PaidBadge } from './status-badge';
import { UNIT_CARD_OMIT, UNIT_COLUMNS, UNIT_LIST_ID, unitCardTitle } from './unit-columns';
import { UNITS_BREADCRUMB, UNITS_TITLE } from './unit-detail-page';
import styles from './units-page.module.css';

export interface UnitsPageProps {
  /** The route's filter values (search params). */
  filters: FilterValues;
  page: number;
  perPage: number;
  onFiltersChange: (filters: FilterValues) => void;
  onPageChange: (page: number, perPage: number) => void;
}

/** The merchant's receivable units: filters, then cards (phones) or a paginated table. */
export function UnitsPage({ filters, page, perPage, onFiltersChange, onPageChange }: UnitsPageProps) {
  const wide = useListTable();
  const offline = useIsOffline();
  const navigate = useNavigate();
  const list = useListData<ReceivableUnitPage>(receivableUnitQueries.list(unitQueryParams(filters)), {
    wide,
    page,
    perPage,
  });
  const { visible } = useFieldSelection(UNIT_LIST_ID, UNIT_COLUMNS);

  return (
    <AppPage
      title={UNITS_TITLE}
      breadcrumb={UNITS_BREADCRUMB}
      onRefresh={list.refetch}
      dataUpdatedAt={list.dataUpdatedAt}
      actions={
        <ButtonLink to="/financial/receivable_units/fields" fill="outline" color="dark" className={styles.fieldsButton}>
          <Icon icon={optionsOutline} />
          Campos
        </ButtonLink>
      }
    >
      <FilterPanel
        defs={UNIT_FILTERS}
        values={filters}
        onChange={(values) => onFiltersChange(withFormattedDocuments(values))}
        offline={offline}
        defaultOpen={wide}
      />
      {/* The results' heading (cards are h3) and their count, announced as filters change. */}
      <div role="status">
        <h2 className={styles.summary}>
          {list.status === 'success'
            ? `${formatNumberBr(list.total)} ${list.total === 1 ? 'unidade de recebível' : 'unidades de recebíveis'}`
            : 'Resultados'}
        </h2>
      </div>
      <DataList<ReceivableUnitPage>
        list={list}
        columns={visible}
        cardOmit={UNIT_CARD_OMIT}
        rowKey={(unit) => unit.receivable_unit_id}
        label="Unidades de recebíveis"
        loadingLabel="Carregando unidades de recebíveis…"
        onPageChange={onPageChange}
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

export { UNITS_PER_PAGE } from '../lib/filters';
