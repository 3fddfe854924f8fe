import { useQuery } from '@tanstack/react-query';
import { createFileRoute, useCanGoBack, useRouter } from '@tanstack/react-router';
import { useRef } from 'react';
import { reloadForChunkError } from '@/app/chunk-reload';
import { merchantDisplayName } from '@/app/shell/merchant-menu';
import { useMerchantId } from '@/auth';
import { merchantQueries } from '@/features/merchant/api/get-merchant';
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
import { TRANSACTION_LIST } from '@/features/transactions/lib/list';
import { listDeps, listRequest } from '@/api/lists/list-route';
import { prefetchList } from '@/ui/data-list/prefetch-list';
import { PageError } from '@/ui/page/page-error';

export const Route = createFileRoute('/_app/financial/transactions/')({
  validateSearch: TransactionSearchSchema,
  // Filters and page only: opening a sale (`sale`) must not refetch the list.
  loaderDeps: ({ search }) => listDeps(TRANSACTION_FILTERS, search),
  // Not awaited: the filter panel shows at once, the list as a skeleton; offline, an uncached
  // filter is a message in the list, not a failed route.
  loader: ({ context, deps }) => prefetchList(context.queryClient, listRequest(TRANSACTION_LIST, deps)),
  errorComponent: ({ error }) =>
    reloadForChunkError(error) ? null : (
      <PageError title={TRANSACTIONS_TITLE} breadcrumb={TRANSACTIONS_BREADCRUMB} error={error} />
    ),
  component: function Transactions() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    const router = useRouter();
    const canGoBack = useCanGoBack();
    // The shell has loaded the merchant already: its name heads a shared receipt.
    const merchant = useQuery(merchantQueries.detail(useMerchantId())).data;
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
        shopName={merchant ? merchantDisplayName(merchant) : undefined}
        onCloseSale={() => {
          if (openedHere.current && canGoBack) router.history.back();
          else void navigate({ search: (prev) => ({ ...prev, sale: undefined }), replace: true });
          openedHere.current = false;
        }}
      />
    );
  },
});
