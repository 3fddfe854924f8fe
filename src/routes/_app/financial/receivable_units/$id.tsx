import { createFileRoute, notFound } from '@tanstack/react-router';
import * as v from 'valibot';
import { reloadForChunkError } from '@/app/chunk-reload';
import { receivableUnitQueries } from '@/features/receivable-units/api/queries';
import {
  UnitDetailPage,
  UnitDetailPending,
  unitBreadcrumb,
  unitTitle,
} from '@/features/receivable-units/components/unit-detail-page';
import { PageError } from '@/ui/page/page-error';

/** The installments page; anything odd in the URL falls back to the first. */
const Search = v.object({ page: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))), undefined) });

/** Ids are positive integers; anything else is a page that does not exist. */
const idOf = (raw: string): number => (/^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : 0);

export const Route = createFileRoute('/_app/financial/receivable_units/$id')({
  validateSearch: Search,
  loader: ({ context, params }) => {
    const id = idOf(params.id);
    if (id === 0) throw notFound();
    return context.queryClient.ensureQueryData(receivableUnitQueries.detail(id));
  },
  pendingComponent: function Pending() {
    return <UnitDetailPending id={idOf(Route.useParams().id)} />;
  },
  errorComponent: function UnitError({ error }) {
    const id = idOf(Route.useParams().id);
    return reloadForChunkError(error) ? null : (
      <PageError title={unitTitle(id)} breadcrumb={unitBreadcrumb(id)} error={error} />
    );
  },
  component: function UnitRoute() {
    const id = idOf(Route.useParams().id);
    const { page = 1 } = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <UnitDetailPage
        id={id}
        page={page}
        onPageChange={(next) => void navigate({ search: { page: next === 1 ? undefined : next }, replace: true })}
      />
    );
  },
});
