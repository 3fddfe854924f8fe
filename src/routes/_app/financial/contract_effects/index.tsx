import { createFileRoute } from '@tanstack/react-router';
import { EffectsPage } from '@/features/contract-effects/components/effects-page';
import { EFFECT_FILTERS, EffectsSearchSchema, type EffectsSearch } from '@/features/contract-effects/lib/filters';
import { EFFECT_LIST } from '@/features/contract-effects/lib/list';
import { listDeps, listRequest } from '@/api/lists/list-route';
import { prefetchList } from '@/ui/data-list/prefetch-list';

export const Route = createFileRoute('/_app/financial/contract_effects/')({
  validateSearch: EffectsSearchSchema,
  loaderDeps: ({ search }) => listDeps(EFFECT_FILTERS, search),
  // Starts the fetch without blocking: the filter panel shows at once, the list as a skeleton.
  loader: ({ context, deps }) => prefetchList(context.queryClient, listRequest(EFFECT_LIST, deps)),
  component: function EffectsRoute() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    const change = (patch: Partial<EffectsSearch>) => void navigate({ search: (prev) => ({ ...prev, ...patch }) });
    return <EffectsPage search={search} onSearchChange={change} />;
  },
});
