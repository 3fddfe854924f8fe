import { createFileRoute, stripSearchParams, useRouter } from '@tanstack/react-router';
import { reloadForChunkError } from '@/app/chunk-reload';
import { dashboardQueries } from '@/features/dashboard/api/get-transaction-stats';
import { DashboardPage, DashboardPending, DashboardUnavailable } from '@/features/dashboard/components/dashboard-page';
import { DashboardSearchSchema, DEFAULT_PERIOD, periodRange, type Period } from '@/features/dashboard/lib/periods';

export const Route = createFileRoute('/_app/dashboard')({
  validateSearch: DashboardSearchSchema,
  // '/dashboard' rather than '/dashboard?period=today' for the default period.
  search: { middlewares: [stripSearchParams({ period: DEFAULT_PERIOD })] },
  loaderDeps: ({ search }) => ({ period: search.period }),
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(dashboardQueries.stats(periodRange(deps.period))),
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
    return <DashboardPage period={period} onPeriodChange={change} />;
  },
});

function usePeriodChange() {
  const navigate = Route.useNavigate();
  // Replace, not push: flipping through periods should not fill the back button's history.
  return (period: Period) => void navigate({ search: { period }, replace: true });
}
