import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { contractEffectQueries } from '@/features/contract-effects/api/queries';
import { EFFECT_FILTERS, EFFECTS_PER_PAGE, effectQueryParams } from '@/features/contract-effects/lib/filters';
import { EffectsPage } from '@/features/contract-effects/components/effects-page';
import { prefetchList } from '@/ui/data-list/list-queries';
import { LIST_TABLE_QUERY } from '@/ui/data-list/media';
import { filterSearchEntries, pickFilterValues } from '@/ui/filters/params';

const Paging = {
  page: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))), undefined),
  perPage: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100))), undefined),
};
const Search = v.object({ ...filterSearchEntries(EFFECT_FILTERS), ...Paging });

export const Route = createFileRoute('/_app/financial/contract_effects/')({
  validateSearch: Search,
  loaderDeps: ({ search }) => search,
  // Starts the fetch without blocking: the filter panel shows at once, the list as a skeleton.
  loader: ({ context, deps }) =>
    prefetchList(
      context.queryClient,
      contractEffectQueries.list(effectQueryParams(pickFilterValues(EFFECT_FILTERS, deps))),
      {
        wide: window.matchMedia(LIST_TABLE_QUERY).matches,
        page: deps.page ?? 1,
        perPage: deps.perPage ?? EFFECTS_PER_PAGE,
      },
    ),
  component: function EffectsRoute() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <EffectsPage
        filters={pickFilterValues(EFFECT_FILTERS, search)}
        page={search.page ?? 1}
        perPage={search.perPage ?? EFFECTS_PER_PAGE}
        // A new filter starts again at page 1; the page size stays.
        onFiltersChange={(filters) => void navigate({ search: (prev) => ({ ...filters, perPage: prev.perPage }) })}
        onPageChange={(page, perPage) => void navigate({ search: (prev) => ({ ...prev, page, perPage }) })}
      />
    );
  },
});
