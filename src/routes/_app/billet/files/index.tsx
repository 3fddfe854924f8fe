import { RETURN_FILTERS } from '@/features/billet/files/filters';
import { createFileRoute } from '@tanstack/react-router';
import { reloadForChunkError } from '@/app/chunk-reload';
import { RETURN_LIST } from '@/features/billet/files/list';
import { ReturnSearchSchema } from '@/features/billet/files/filters';
import { FILES_BREADCRUMB, FILES_TITLE, FilesPage } from '@/features/billet/files/files-page';
import { listDeps, listRequest } from '@/api/lists/list-route';
import { prefetchList } from '@/ui/data-list/prefetch-list';
import { PageError } from '@/ui/page/page-error';

export const Route = createFileRoute('/_app/billet/files/')({
  validateSearch: ReturnSearchSchema,
  loaderDeps: ({ search }) => listDeps(RETURN_FILTERS, search),
  loader: ({ context, deps }) => prefetchList(context.queryClient, listRequest(RETURN_LIST, deps)),
  errorComponent: ({ error }) =>
    reloadForChunkError(error) ? null : <PageError title={FILES_TITLE} breadcrumb={FILES_BREADCRUMB} error={error} />,
  component: function Files() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <FilesPage
        search={search}
        onSearchChange={(patch) => void navigate({ search: (prev) => ({ ...prev, ...patch }) })}
      />
    );
  },
});
