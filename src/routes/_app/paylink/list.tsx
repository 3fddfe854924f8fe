import { createFileRoute } from '@tanstack/react-router';
import { reloadForChunkError } from '@/app/chunk-reload';
import { PAYLINK_FILTERS, PaylinkSearchSchema } from '@/features/paylink/lib/filters';
import { PAYLINK_LIST } from '@/features/paylink/lib/list';
import { PAYLINKS_BREADCRUMB, PAYLINKS_TITLE, PaylinksPage } from '@/features/paylink/components/paylinks-page';
import { listDeps, listRequest } from '@/api/lists/list-route';
import { prefetchList } from '@/ui/data-list/prefetch-list';
import { PageError } from '@/ui/page/page-error';

export const Route = createFileRoute('/_app/paylink/list')({
  validateSearch: PaylinkSearchSchema,
  loaderDeps: ({ search }) => listDeps(PAYLINK_FILTERS, search),
  // Not awaited, as the other lists: offline an uncached filter is a message in the list.
  loader: ({ context, deps }) => prefetchList(context.queryClient, listRequest(PAYLINK_LIST, deps)),
  errorComponent: ({ error }) =>
    reloadForChunkError(error) ? null : (
      <PageError title={PAYLINKS_TITLE} breadcrumb={PAYLINKS_BREADCRUMB} error={error} />
    ),
  component: function Paylinks() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <PaylinksPage
        search={search}
        onSearchChange={(patch) => void navigate({ search: (prev) => ({ ...prev, ...patch }) })}
        onOpen={(link) => void navigate({ to: '/paylink/share/$id', params: { id: String(link.id) } })}
      />
    );
  },
});
