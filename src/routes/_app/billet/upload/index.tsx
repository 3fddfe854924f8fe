import { createFileRoute } from '@tanstack/react-router';
import { reloadForChunkError } from '@/app/chunk-reload';
import { UPLOAD_LIST } from '@/features/billet/upload/list';
import { UploadSearchSchema } from '@/features/billet/upload/search';
import { UPLOAD_BREADCRUMB, UPLOAD_TITLE, UploadPage } from '@/features/billet/upload/upload-page';
import { listDeps, listRequest } from '@/api/lists/list-route';
import { prefetchList } from '@/ui/data-list/prefetch-list';
import { PageError } from '@/ui/page/page-error';

export const Route = createFileRoute('/_app/billet/upload/')({
  validateSearch: UploadSearchSchema,
  loaderDeps: ({ search }) => listDeps([], search),
  loader: ({ context, deps }) => prefetchList(context.queryClient, listRequest(UPLOAD_LIST, deps)),
  errorComponent: ({ error }) =>
    reloadForChunkError(error) ? null : <PageError title={UPLOAD_TITLE} breadcrumb={UPLOAD_BREADCRUMB} error={error} />,
  component: function Upload() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <UploadPage
        search={search}
        onSearchChange={(patch) => void navigate({ search: (prev) => ({ ...prev, ...patch }) })}
      />
    );
  },
});
