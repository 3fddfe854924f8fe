import { createFileRoute, useCanGoBack, useRouter } from '@tanstack/react-router';
import { useRef } from 'react';
import { reloadForChunkError } from '@/app/chunk-reload';
import { STATEMENT_BREADCRUMB, STATEMENT_TITLE, StatementPage } from '@/features/statement/components/statement-page';
import { STATEMENT_FILTERS, StatementSearchSchema, type StatementSearch } from '@/features/statement/lib/filters';
import { STATEMENT_LIST } from '@/features/statement/lib/list';
import { listDeps, listRequest } from '@/api/lists/list-route';
import { prefetchList } from '@/ui/data-list/prefetch-list';
import { PageError } from '@/ui/page/page-error';

export const Route = createFileRoute('/_app/financial/statement/')({
  validateSearch: StatementSearchSchema,
  // Filters and page only: opening the adjustments sheet must not refetch the list.
  loaderDeps: ({ search }) => listDeps(STATEMENT_FILTERS, search),
  // Not awaited: the filter panel and totals frame show at once, the list as a skeleton.
  loader: ({ context, deps }) => prefetchList(context.queryClient, listRequest(STATEMENT_LIST, deps)),
  errorComponent: ({ error }) =>
    reloadForChunkError(error) ? null : (
      <PageError title={STATEMENT_TITLE} breadcrumb={STATEMENT_BREADCRUMB} error={error} />
    ),
  component: function Statement() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    const router = useRouter();
    const canGoBack = useCanGoBack();
    const openedHere = useRef(false);
    const change = (patch: Partial<StatementSearch>) => {
      if (patch.adjustments) openedHere.current = true;
      void navigate({ search: (prev) => ({ ...prev, ...patch }) });
    };
    return (
      <StatementPage
        search={search}
        onSearchChange={change}
        onCloseAdjustments={() => {
          if (openedHere.current && canGoBack) router.history.back();
          else void navigate({ search: (prev) => ({ ...prev, adjustments: undefined }), replace: true });
          openedHere.current = false;
        }}
      />
    );
  },
});
