import { createFileRoute } from '@tanstack/react-router';
import { reloadForChunkError } from '@/app/chunk-reload';
import { BILLET_FILTERS, BilletSearchSchema, type BilletSearch } from '@/features/billet/list/filters';
import { BILLET_LIST } from '@/features/billet/list/list';
import { BILLETS_BREADCRUMB, BILLETS_TITLE, BilletsPage } from '@/features/billet/list/billets-page';
import { listDeps, listRequest } from '@/api/lists/list-route';
import { prefetchList } from '@/ui/data-list/prefetch-list';
import { PageError } from '@/ui/page/page-error';

export const Route = createFileRoute('/_app/billet/list/')({
  validateSearch: BilletSearchSchema,
  // Filters and page only: opening a boleto must not refetch the list.
  loaderDeps: ({ search }) => listDeps(BILLET_FILTERS, search),
  loader: ({ context, deps }) => prefetchList(context.queryClient, listRequest(BILLET_LIST, deps)),
  errorComponent: ({ error }) =>
    reloadForChunkError(error) ? null : (
      <PageError title={BILLETS_TITLE} breadcrumb={BILLETS_BREADCRUMB} error={error} />
    ),
  component: function Billets() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    const change = (patch: Partial<BilletSearch>, options?: { replace?: boolean }) =>
      void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: options?.replace ?? false });
    return <BilletsPage search={search} onSearchChange={change} />;
  },
});
