import { createFileRoute, useCanGoBack, useRouter } from '@tanstack/react-router';
import { useRef } from 'react';
import { reloadForChunkError } from '@/app/chunk-reload';
import { TRANSACTION_PAGE_SIZE, transactionQueries } from '@/features/transactions/api/list-transactions';
import {
  TRANSACTIONS_BREADCRUMB,
  TRANSACTIONS_TITLE,
  TransactionsPage,
} from '@/features/transactions/components/transactions-page';
import {
  TRANSACTION_FILTERS,
  TransactionSearchSchema,
  type TransactionSearch,
} from '@/features/transactions/lib/filters';
import { prefetchList } from '@/ui/data-list/list-queries';
import { LIST_TABLE_QUERY } from '@/ui/data-list/media';
import { pickFilterValues, toQueryParams } from '@/ui/filters/params';
import { PageError } from '@/ui/page/page-error';

export const Route = createFileRoute('/_app/financial/transactions/')({
  validateSearch: TransactionSearchSchema,
  // The open sale (`sale`) is not a dependency: opening it must not refetch the list.
  loaderDeps: ({ search: { sale: _sale, ...rest } }) => rest,
  // Not awaited: the filter panel shows at once, the list as a skeleton; offline, an uncached
  // filter is a message in the list, not a failed route.
  loader: ({ context, deps }) =>
    prefetchList(
      context.queryClient,
      transactionQueries.list(toQueryParams(TRANSACTION_FILTERS, pickFilterValues(TRANSACTION_FILTERS, deps))),
      {
        wide: window.matchMedia(LIST_TABLE_QUERY).matches,
        page: deps.page ?? 1,
        perPage: deps.perPage ?? TRANSACTION_PAGE_SIZE,
      },
    ),
  errorComponent: ({ error }) =>
    reloadForChunkError(error) ? null : (
      <PageError title={TRANSACTIONS_TITLE} breadcrumb={TRANSACTIONS_BREADCRUMB} error={error} />
    ),
  component: function Transactions() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    const router = useRouter();
    const canGoBack = useCanGoBack();
    // A sale opened from the list closes with "back" (the phone's back button does the same).
    const openedHere = useRef(false);
    const change = (patch: Partial<TransactionSearch>, options?: { replace?: boolean }) => {
      if (patch.sale !== undefined) openedHere.current = true;
      void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: options?.replace ?? false });
    };
    return (
      <TransactionsPage
        search={search}
        onSearchChange={change}
        onCloseSale={() => {
          if (openedHere.current && canGoBack) router.history.back();
          else void navigate({ search: (prev) => ({ ...prev, sale: undefined }), replace: true });
          openedHere.current = false;
        }}
      />
    );
  },
});
