import { createFileRoute, notFound } from '@tanstack/react-router';
import { reloadForChunkError } from '@/app/chunk-reload';
import { contractEffectQueries } from '@/features/contract-effects/api/queries';
import {
  EffectDetailPage,
  EffectDetailPending,
  effectBreadcrumb,
  effectTitle,
} from '@/features/contract-effects/components/effect-detail-page';
import { PageError } from '@/ui/page/page-error';

/** Ids are positive integers; anything else is a page that does not exist. */
const idOf = (raw: string): number => (/^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : 0);

export const Route = createFileRoute('/_app/financial/contract_effects/$id')({
  loader: ({ context, params }) => {
    const id = idOf(params.id);
    if (id === 0) throw notFound();
    return context.queryClient.ensureQueryData(contractEffectQueries.detail(id));
  },
  pendingComponent: function Pending() {
    return <EffectDetailPending id={idOf(Route.useParams().id)} />;
  },
  errorComponent: function EffectError({ error }) {
    const id = idOf(Route.useParams().id);
    return reloadForChunkError(error) ? null : (
      <PageError title={effectTitle(id)} breadcrumb={effectBreadcrumb(id)} error={error} />
    );
  },
  component: function EffectRoute() {
    return <EffectDetailPage id={idOf(Route.useParams().id)} />;
  },
});
