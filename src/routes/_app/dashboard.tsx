import { useQuery } from '@tanstack/react-query';
import { createFileRoute, stripSearchParams, useRouter } from '@tanstack/react-router';
import { reloadForChunkError } from '@/app/chunk-reload';
import { useMerchantId } from '@/auth';
import { receiptQueries } from '@/features/dashboard/api/get-receipts';
import { dashboardQueries } from '@/features/dashboard/api/get-transaction-stats';
import { DashboardPage, DashboardPending, DashboardUnavailable } from '@/features/dashboard/components/dashboard-page';
import { DashboardSearchSchema, DEFAULT_PERIOD, periodRange, type Period } from '@/features/dashboard/lib/periods';
import { isEcommerceEnabled, merchantQueries } from '@/features/merchant/api/get-merchant';
import { today } from '@/lib/dates';

export const Route = createFileRoute('/_app/dashboard')({
  validateSearch: DashboardSearchSchema,
  // '/dashboard' rather than '/dashboard?period=today' for the default period.
  search: { middlewares: [stripSearchParams({ period: DEFAULT_PERIOD })] },
  loaderDeps: ({ search }) => ({ period: search.period }),
  loader: ({ context, deps }) => {
    const range = periodRange(deps.period);
    // Started, not awaited: what lands fills in beside the sales figures. The period's net comes
    // with the stats (asked apart only by a backend without it: ReceiptCards).
    void context.queryClient.prefetchQuery(receiptQueries.payments(today()));
    return context.queryClient.ensureQueryData(dashboardQueries.stats(range));
  },
  pendingComponent: function Pending() {
    const { period } = Route.useSearch();
    const change = usePeriodChange();
    return <DashboardPending period={period} onPeriodChange={change} />;
  },
  errorComponent: function DashboardError({ error }) {
    const { period } = Route.useSearch();
    const change = usePeriodChange();
    const router = useRouter();
    if (reloadForChunkError(error)) return null;
    return (
      <DashboardUnavailable
        period={period}
        onPeriodChange={change}
        error={error}
        onRetry={() => void router.invalidate()}
      />
    );
  },
  component: function Dashboard() {
    const { period } = Route.useSearch();
    const change = usePeriodChange();
    // The shell loaded the merchant already; links are offered as the menu offers them (requirements §2).
    const merchant = useQuery(merchantQueries.detail(useMerchantId()));
    const canCreateLinks = merchant.data ? isEcommerceEnabled(merchant.data) : false;
    return <DashboardPage period={period} onPeriodChange={change} canCreateLinks={canCreateLinks} />;
  },
});

function usePeriodChange() {
  const navigate = Route.useNavigate();
  // Replace, not push: flipping through periods should not fill the back button's history.
  return (period: Period) => void navigate({ search: { period }, replace: true });
}
