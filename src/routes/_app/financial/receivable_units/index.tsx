import { createFileRoute } from '@tanstack/react-router';
import { UnitsPage } from '@/features/receivable-units/components/units-page';
import { UNIT_FILTERS, UnitsSearchSchema, type UnitsSearch } from '@/features/receivable-units/lib/filters';
import { UNIT_LIST } from '@/features/receivable-units/lib/list';
import { listDeps, listRequest } from '@/api/lists/list-route';
import { prefetchList } from '@/ui/data-list/prefetch-list';

export const Route = createFileRoute('/_app/financial/receivable_units/')({
  validateSearch: UnitsSearchSchema,
  loaderDeps: ({ search }) => listDeps(UNIT_FILTERS, search),
  // Starts the fetch without blocking: the filter panel shows at once, the list as a skeleton.
  loader: ({ context, deps }) => prefetchList(context.queryClient, listRequest(UNIT_LIST, deps)),
  component: function UnitsRoute() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    const change = (patch: Partial<UnitsSearch>) => void navigate({ search: (prev) => ({ ...prev, ...patch }) });
    return <UnitsPage search={search} onSearchChange={change} />;
  },
});
