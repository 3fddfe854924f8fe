import { createFileRoute, useCanGoBack, useRouter } from '@tanstack/react-router';
import { reloadForChunkError } from '@/app/chunk-reload';
import { paymentQueries } from '@/features/payments/api/list-payments';
import {
  PAYMENTS_BREADCRUMB,
  PAYMENTS_TITLE,
  PaymentsPage,
  PaymentsPending,
} from '@/features/payments/components/payments-page';
import { PaymentsSearchSchema, shownMonth, type PaymentsSearch } from '@/features/payments/lib/search';
import { PageError } from '@/ui/page/page-error';

export const Route = createFileRoute('/_app/financial/payments')({
  validateSearch: PaymentsSearchSchema,
  loaderDeps: ({ search }) => ({ month: shownMonth(search) }),
  // Not awaited: the calendar frame shows at once and the month fills in; offline, a month
  // never fetched is a message on the screen, not a failed route. Only a month not in the cache
  // is fetched here: refreshing a cached one is the screen's call (it knows when it is offline).
  loader: ({ context, deps }) => {
    const month = paymentQueries.month(deps.month);
    if (context.queryClient.getQueryData(month.queryKey) === undefined) void context.queryClient.prefetchQuery(month);
  },
  pendingComponent: PaymentsPending,
  errorComponent: ({ error }) =>
    reloadForChunkError(error) ? null : (
      <PageError title={PAYMENTS_TITLE} breadcrumb={PAYMENTS_BREADCRUMB} error={error} />
    ),
  component: function Payments() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    const router = useRouter();
    const canGoBack = useCanGoBack();
    const go = (next: PaymentsSearch, options?: { replace?: boolean }) =>
      void navigate({ search: next, replace: options?.replace ?? false });
    return (
      <PaymentsPage
        search={search}
        onNavigate={go}
        onBack={(fallback) => (canGoBack ? router.history.back() : go(fallback, { replace: true }))}
      />
    );
  },
});
