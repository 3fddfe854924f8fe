import { ApiError } from '@/api';
import { useKeepRecentQueries } from '@/ui/data-list/keep-recent';
import { useListData, useListRequest, useListTable } from '@/ui/data-list/use-list-data';
import { useFieldSelection } from '@/ui/fields/use-field-selection';
import { FilterPanel } from '@/ui/filters/filter-panel';
import { pickFilterValues } from '@/api/lists/filter-params';
import { t } from '@/ui/i18n/pt-br';
import { AppPage } from '@/ui/page/app-page';
import { useIsOffline } from '@/ui/page/use-is-offline';
import { ErrorState } from '@/ui/states/error-state';
import { WaitBox } from '@/ui/loading/wait-box';
import { billetQueries, KEEP_BILLET_LISTS } from './api';
import { BilletDetail } from './billet-detail';
import { BilletRows, BilletsToolbar, CancelDialog } from './billet-list-parts';
import { BilletLookup } from './billet-lookup-box';
import { BILLET_COLUMNS } from './columns';
import { BILLET_FILTERS, type BilletSearch } from './filters';
import { BILLET_LIST } from './list';
import { useCancelSelection } from './use-cancel-selection';

export const BILLETS_TITLE = t('billetList');
export const BILLETS_BREADCRUMB = [{ label: t('billets') }, { label: t('billetList') }] as const;
export const BILLETS_LIST_ID = 'billets';

export interface BilletsPageProps {
  search: BilletSearch;
  onSearchChange: (patch: Partial<BilletSearch>, options?: { replace?: boolean }) => void;
}

/** /billet/list: the merchant's boletos, filterable, exportable, readable offline. */
export function BilletsPage({ search, onSearchChange }: BilletsPageProps) {
  const request = useListRequest(BILLET_LIST, search);
  const wide = useListTable();
  const offline = useIsOffline();
  const list = useListData(request, wide);
  useKeepRecentQueries(billetQueries.lists(), KEEP_BILLET_LISTS, list.dataUpdatedAt);
  const { visible } = useFieldSelection(BILLETS_LIST_ID, BILLET_COLUMNS);
  const open = list.rows.find((row) => row.billet_id === search.billet);
  const forbidden = list.error instanceof ApiError && list.error.status === 403 ? list.error.message : undefined;
  const cancel = useCancelSelection();

  return (
    <AppPage
      title={BILLETS_TITLE}
      breadcrumb={BILLETS_BREADCRUMB}
      onRefresh={list.refetch}
      dataUpdatedAt={list.dataUpdatedAt}
    >
      {forbidden ? (
        <ErrorState title="Boletos indisponíveis" message={forbidden} />
      ) : (
        <>
          <BilletLookup search={search} onSearch={(patch) => onSearchChange(patch, { replace: true })} />
          <FilterPanel
            defs={BILLET_FILTERS}
            values={pickFilterValues(BILLET_FILTERS, search)}
            onChange={(values) => onSearchChange({ ...values, page: undefined })}
            offline={offline}
          />
          <BilletsToolbar
            list={list}
            params={request.params}
            offline={offline}
            selected={cancel.selected.size}
            onCancel={() => cancel.setConfirming(true)}
          />
          {cancel.outcome && <p role="status">{cancel.outcome}</p>}
          <BilletRows
            list={list}
            visible={visible}
            offline={offline}
            selected={cancel.selected}
            onToggle={cancel.toggle}
            onOpen={(row) => onSearchChange({ billet: row.billet_id })}
            onPageChange={(page, perPage) => onSearchChange({ page, perPage })}
          />
          <WaitBox open={cancel.pending} detail="Cancelando os boletos no banco…" />
          <BilletDetail billet={open} onClose={() => onSearchChange({ billet: undefined }, { replace: true })} />
          <CancelDialog
            open={cancel.confirming}
            count={cancel.selected.size}
            pending={cancel.pending}
            onClose={() => cancel.setConfirming(false)}
            onConfirm={cancel.cancelSelected}
          />
        </>
      )}
    </AppPage>
  );
}
