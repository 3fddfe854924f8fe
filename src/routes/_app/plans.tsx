import { createFileRoute } from '@tanstack/react-router';
import { reloadForChunkError } from '@/app/chunk-reload';
import { salesPlanQueries } from '@/api/sales-plans';
import { PLANS_BREADCRUMB, PLANS_TITLE, PlansPage, PlansPending } from '@/features/plans/components/plans-page';
import { PageError } from '@/ui/page/page-error';

export const Route = createFileRoute('/_app/plans')({
  loader: ({ context }) => context.queryClient.ensureQueryData(salesPlanQueries.list()),
  pendingComponent: PlansPending,
  errorComponent: ({ error }) =>
    reloadForChunkError(error) ? null : <PageError title={PLANS_TITLE} breadcrumb={PLANS_BREADCRUMB} error={error} />,
  component: PlansPage,
});
