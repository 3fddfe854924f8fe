import { optionsOutline } from 'ionicons/icons';
import { lazy, Suspense, useMemo, useState } from 'react';
import { dayOf } from '@/lib/dates';
import { formatNumberBr } from '@/lib/money';
import { DataList } from '@/ui/data-list/data-list';
import { useKeepRecentQueries } from '@/ui/data-list/keep-recent';
import { useListData, useListRequest, useListTable, type ListData } from '@/ui/data-list/use-list-data';
import type { ListColumn } from '@/ui/data-list/types';
import { ExportButton } from '@/ui/export/export-button';
import { useFieldSelection } from '@/ui/fields/use-field-selection';
import { FilterPanel } from '@/ui/filters/filter-panel';
import { pickFilterValues } from '@/api/lists/filter-params';
import { t } from '@/ui/i18n/pt-br';
import { IonIcon } from '@ionic/react';
import { ButtonLink } from '@/ui/link/button-link';
import tool from '@/ui/page/tool.module.css';
import { AppPage } from '@/ui/page/app-page';
import { useIsOffline } from '@/ui/page/use-is-offline';
import { ListEmptyState } from '@/ui/states/empty-state';
import { exportDisabledReason, ListToolbar } from '@/ui/data-list/list-toolbar';
import {
  exportParams,
  KEEP_TRANSACTION_DETAILS,
  KEEP_TRANSACTION_LISTS,
  transactionExportPath,
  transactionQueries,
} from '../api/list-transactions';
import type { Transaction, TransactionList } from '../api/schemas';
import { TRANSACTION_FILTERS, type TransactionSearch } from '../lib/filters';
import { TRANSACTION_LIST } from '../lib/list';
import type { CopiedSale } from '../field-copy/day-part';
import { TRANSACTION_COLUMNS } from './columns';
import { copiedSaleFields } from './copied-sale-fields';
import { isPlainSaleList, saleDays } from '../lib/day-groups';
import { SaleCardTitle } from './sale-card-title';
import { SaleDayHeader } from './sale-day-header';
import { SaleRow } from './sale-row';
import { TransactionDetail } from './transaction-detail';
import { useTransactionFilters } from './use-transaction-filters';
import styles from './transactions.module.css';

export const TRANSACTIONS_TITLE = t('transactionsList');
export const TRANSACTIONS_BREADCRUMB = [{ label: t('financial') }, { label: t('transactionsList') }] as const;
export const TRANSACTIONS_LIST_ID = 'transactions';

export interface TransactionsPageProps {
  search: TransactionSearch;
  /** Merges into the search params; `replace` for changes that should not fill history. */
  onSearchChange: (patch: Partial<TransactionSearch>, options?: { replace?: boolean }) => void;
  /** Closes the sale sheet (history back when the sheet was opened from the list). */
  onCloseSale: () => void;
  /** The shop's name, at the head of a shared receipt. */
  shopName?: string | undefined;
}

// The search and its copy of the last 30 days load after the screen (decision 024).
const SaleSearch = lazy(() => import('./sale-search'));

const plural = (count: number) => `${formatNumberBr(count)} ${count === 1 ? 'venda' : 'vendas'}`;

/** /financial/transactions: what the merchant sold, filterable, exportable, readable offline. */
export function TransactionsPage({ search, onSearchChange, onCloseSale, shopName }: TransactionsPageProps) {
  const defs = useTransactionFilters();
  // The same request the route's loader prefetched (src/api/lists/list-route.ts).
  const request = useListRequest(TRANSACTION_LIST, search);
  const { params } = request;
  const wide = useListTable();
  const offline = useIsOffline();
  const list = useListData(request, wide);
  useKeepRecentQueries(transactionQueries.lists(), KEEP_TRANSACTION_LISTS, list.dataUpdatedAt);
  useKeepRecentQueries(transactionQueries.details(), KEEP_TRANSACTION_DETAILS, search.sale ?? 0);
  const { visible } = useFieldSelection(TRANSACTIONS_LIST_ID, TRANSACTION_COLUMNS);
  const openRow = list.rows.find((row) => row.transaction_id === search.sale);
  const open = (row: Transaction) => onSearchChange({ sale: row.transaction_id });
  const [searching, setSearching] = useState(false);
  // A search result opened: the sheet shows what the copy holds until (or, offline, instead of) the detail.
  const [picked, setPicked] = useState<CopiedSale>();

  return (
    <AppPage
      title={TRANSACTIONS_TITLE}
      breadcrumb={TRANSACTIONS_BREADCRUMB}
      onRefresh={list.refetch}
      dataUpdatedAt={list.dataUpdatedAt}
    >
      <Suspense fallback={<div className={styles.searchPlaceholder} />}>
        <SaleSearch
          onActiveChange={setSearching}
          onOpen={(sale) => {
            setPicked(sale);
            onSearchChange({ sale: sale.transaction_id });
          }}
        />
      </Suspense>
      {!searching && (
        <>
          <FilterPanel
            defs={defs}
            values={pickFilterValues(TRANSACTION_FILTERS, search)}
            onChange={(values) => onSearchChange({ ...values, page: undefined })}
            offline={offline}
          />
          <ListToolbar summary={list.response ? plural(list.total) : ''}>
            <ButtonLink to="/financial/transactions/fields" fill="outline" color="dark" className={tool.tool}>
              <IonIcon slot="start" icon={optionsOutline} aria-hidden="true" />
              Campos
            </ButtonLink>
            <ExportButton
              path={transactionExportPath}
              params={exportParams(params)}
              fileName="transacoes"
              disabledReason={exportDisabledReason(offline, list)}
            />
          </ListToolbar>
          <div className={styles.list}>
            <SalesList
              list={list}
              columns={visible}
              offline={offline}
              plain={isPlainSaleList(search)}
              onOpen={open}
              onPageChange={(page, perPage) => onSearchChange({ page, perPage })}
            />
          </div>
        </>
      )}
      <TransactionDetail
        id={search.sale}
        row={openRow}
        copied={picked && picked.transaction_id === search.sale ? copiedSaleFields(picked) : undefined}
        shopName={shopName}
        onClose={onCloseSale}
      />
    </AppPage>
  );
}

interface SalesListProps {
  list: ListData<TransactionList>;
  columns: readonly ListColumn<Transaction>[];
  offline: boolean;
  /** Every confirmed sale of the period (isPlainSaleList): the day headers can ask for the whole day's totals. */
  plain: boolean;
  onOpen: (row: Transaction) => void;
  onPageChange: (page: number, perPage: number) => void;
}

/** The sales: a table on wide screens, cards grouped by day on phones. */
function SalesList({ list, columns, offline, plain, onOpen, onPageChange }: SalesListProps) {
  // Phones: the loaded sales by São Paulo day, each day with its total (src/features/transactions/lib/day-groups.ts).
  const days = useMemo(() => saleDays(list.rows, list.hasMore), [list.rows, list.hasMore]);
  return (
    <DataList<TransactionList>
      list={list}
      columns={columns}
      rowKey={(row: Transaction) => row.transaction_id}
      label="Vendas"
      loadingLabel="Carregando vendas…"
      onPageChange={onPageChange}
      empty={
        <ListEmptyState
          offline={offline}
          title="Nenhuma venda encontrada"
          message="Mude o período ou tire algum filtro."
        />
      }
      cardTitle={(row: Transaction) => <SaleCardTitle amount={row.amount} paymentDate={row.payment_date} />}
      onOpen={onOpen}
      cardBody={(row: Transaction) => <SaleRow sale={row} onOpen={onOpen} />}
      groups={{
        keyOf: (row: Transaction) => dayOf(row.payment_date),
        header: (day: string) => {
          const summary = days.get(day);
          return summary ? <SaleDayHeader day={summary} plain={plain} /> : null;
        },
      }}
    />
  );
}
