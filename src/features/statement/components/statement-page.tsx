import { optionsOutline, swapVerticalOutline } from 'ionicons/icons';
import { useMemo } from 'react';
import { formatDate, today } from '@/lib/dates';
import { formatCents } from '@/lib/money';
import { DataList } from '@/ui/data-list/data-list';
import { useKeepRecentQueries } from '@/ui/data-list/keep-recent';
import { useListData, useListRequest, useListTable, type ListData } from '@/ui/data-list/use-list-data';
import type { ListColumn } from '@/ui/data-list/types';
import type { QueryParams } from '@/api';
import { ExportButton } from '@/ui/export/export-button';
import { useFieldSelection } from '@/ui/fields/use-field-selection';
import { FilterPanel } from '@/ui/filters/filter-panel';
import { pickFilterValues } from '@/api/lists/filter-params';
import { PeriodNote } from '@/ui/filters/period-note';
import { t } from '@/ui/i18n/pt-br';
import { IonButton, IonIcon } from '@ionic/react';
import { ButtonLink } from '@/ui/link/button-link';
import tool from '@/ui/page/tool.module.css';
import { AppPage } from '@/ui/page/app-page';
import { useIsOffline } from '@/ui/page/use-is-offline';
import { ListEmptyState } from '@/ui/states/empty-state';
import { exportParams, KEEP_STATEMENT_LISTS, statementExportPath, statementQueries } from '../api/list-receivables';
import type { Receivable, ReceivablePage } from '@contract/shapes/receivable';
import { STATEMENT_FILTERS, type StatementSearch } from '../lib/filters';
import { STATEMENT_LIST } from '../lib/list';
import { settlementDays } from '../lib/settlement-days';
import { AdjustmentsDialog } from './adjustments-dialog';
import { CARD_HEAD_IDS, STATEMENT_COLUMNS } from './columns';
import { SettlementDayHeader } from './settlement-day-header';
import { SituationBadge } from './situation-badge';
import { StatementStats } from './statement-stats';
import { TotalsBar } from './totals-bar';
import { useStatementFilters } from './use-statement-filters';
import styles from './statement.module.css';

export const STATEMENT_TITLE = t('financialStatement');
export const STATEMENT_BREADCRUMB = [{ label: t('financial') }, { label: t('financialStatement') }] as const;
export const STATEMENT_LIST_ID = 'statement';

export interface StatementPageProps {
  search: StatementSearch;
  onSearchChange: (patch: Partial<StatementSearch>) => void;
  /** Closes the adjustments sheet (history back when it was opened here). */
  onCloseAdjustments: () => void;
}

/** /financial/statement: every receivable of the filter, with its totals always in sight. */
export function StatementPage({ search, onSearchChange, onCloseAdjustments }: StatementPageProps) {
  // The same request the route's loader prefetched (src/api/lists/list-route.ts).
  const request = useListRequest(STATEMENT_LIST, search);
  const { params } = request;
  const defs = useStatementFilters(String(params.date_type ?? 'settlement'));
  const wide = useListTable();
  const offline = useIsOffline();
  const list = useListData(request, wide);
  useKeepRecentQueries(statementQueries.lists(), KEEP_STATEMENT_LISTS, list.dataUpdatedAt);
  const { visible } = useFieldSelection(STATEMENT_LIST_ID, STATEMENT_COLUMNS);
  // The adjustments sheet opens on the period's last day (never after today).
  const periodEnd = typeof params.end_date === 'string' ? params.end_date : undefined;
  const adjustmentsDay = periodEnd !== undefined && periodEnd < today() ? periodEnd : today();

  return (
    <AppPage
      title={STATEMENT_TITLE}
      breadcrumb={STATEMENT_BREADCRUMB}
      onRefresh={list.refetch}
      dataUpdatedAt={list.dataUpdatedAt}
    >
      <FilterPanel
        defs={defs}
        values={pickFilterValues(STATEMENT_FILTERS, search)}
        onChange={(values) => onSearchChange({ ...values, page: undefined })}
        offline={offline}
      />
      <PeriodNote defs={defs} values={pickFilterValues(STATEMENT_FILTERS, search)} />
      <div className={styles.toolbar}>
        <IonButton
          fill="outline"
          color="dark"
          className={tool.tool}
          disabled={offline}
          onClick={() => onSearchChange({ adjustments: true })}
        >
          <IonIcon slot="start" icon={swapVerticalOutline} aria-hidden="true" />
          Ajustes manuais
        </IonButton>
        <ButtonLink to="/financial/statement/fields" fill="outline" color="dark" className={tool.tool}>
          <IonIcon slot="start" icon={optionsOutline} aria-hidden="true" />
          Campos
        </ButtonLink>
        <ExportButton
          path={statementExportPath}
          params={exportParams(params)}
          fileName="extrato-recebiveis"
          disabledReason={
            offline ? 'Exportar precisa de conexão' : list.response && list.total === 0 ? 'Nada a exportar' : undefined
          }
        />
      </div>
      {/* A failed first load has no totals to promise: the list below says why. */}
      {(list.response || list.status !== 'error') && (
        <TotalsBar total={list.response ? list.total : undefined} sum={list.response?.sum} stale={list.isPlaceholder} />
      )}
      <StatementStats params={params} />
      <ReceivablesList
        list={list}
        columns={visible}
        offline={offline}
        params={params}
        onPageChange={(page, perPage) => onSearchChange({ page, perPage })}
      />
      <AdjustmentsDialog open={search.adjustments === true} initialDate={adjustmentsDay} onClose={onCloseAdjustments} />
    </AppPage>
  );
}

interface ReceivablesListProps {
  list: ListData<ReceivablePage>;
  columns: readonly ListColumn<Receivable>[];
  offline: boolean;
  /** The list's query, which each day's header narrows to its day. */
  params: QueryParams;
  onPageChange: (page: number, perPage: number) => void;
}

/** The receivables: a table on wide screens, cards grouped by settlement day on phones. */
function ReceivablesList({ list, columns, offline, params, onPageChange }: ReceivablesListProps) {
  // Phones: the loaded receivables by settlement day, each day with its sums (lib/settlement-days.ts).
  const days = useMemo(() => settlementDays(list.rows, list.hasMore), [list.rows, list.hasMore]);
  return (
    <DataList<ReceivablePage>
      list={list}
      columns={columns}
      rowKey={(row: Receivable) => row.id}
      label="Recebíveis"
      loadingLabel="Carregando recebíveis…"
      onPageChange={onPageChange}
      empty={
        <ListEmptyState
          offline={offline}
          title="Nenhum recebível encontrado"
          message="Mude o período, a data de referência ou tire algum filtro."
        />
      }
      cardTitle={(row: Receivable) => (
        <>
          <span className={styles.cardAmount}>{formatCents(row.net_amount)}</span>
          <span className={styles.cardDate}>Liquidação {formatDate(row.settlement_date)}</span>
        </>
      )}
      cardAside={(row: Receivable) => <SituationBadge receivable={row} />}
      cardOmit={CARD_HEAD_IDS}
      // Under the day headings (h2).
      cardHeadingLevel={3}
      groups={{
        keyOf: (row: Receivable) => row.settlement_date.slice(0, 10),
        header: (day: string) => {
          const summary = days.get(day);
          return summary ? <SettlementDayHeader day={summary} params={params} /> : null;
        },
      }}
    />
  );
}
