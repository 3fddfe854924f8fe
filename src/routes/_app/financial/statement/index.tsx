import { createFileRoute, useCanGoBack, useRouter } from '@tanstack/react-router';
import { useRef } from 'react';
import { reloadForChunkError } from '@/app/chunk-reload';
import { STATEMENT_PAGE_SIZE, statementQueries } from '@/features/statement/api/list-receivables';
import { STATEMENT_BREADCRUMB, STATEMENT_TITLE, StatementPage } from '@/features/statement/components/statement-page';
import { STATEMENT_FILTERS, StatementSearchSchema, type StatementSearch } from '@/features/statement/lib/filters';
import { prefetchList } from '@/ui/data-list/list-queries';
import { LIST_TABLE_QUERY } from '@/ui/data-list/media';
import { pickFilterValues, toQueryParams } from '@/ui/filters/params';
import { PageError } from '@/ui/page/page-error';

export const Route = createFileRoute('/_app/financial/statement/')({
  validateSearch: StatementSearchSchema,
  // The adjustments sheet is not a dependency: opening it must not refetch the list.
  loaderDeps: ({ search: { adjustments: _adjustments, ...rest } }) => rest,
  // Not awaited: the filter panel and totals frame show at once, the list as a skeleton.
  loader: ({ context, deps }) =>
    prefetchList(
      context.queryClient,
      statementQueries.list(toQueryParams(STATEMENT_FILTERS, pickFilterValues(STATEMENT_FILTERS, deps))),
      {
        wide: window.matchMedia(LIST_TABLE_QUERY).matches,
        page: deps.page ?? 1,
        perPage: deps.perPage ?? STATEMENT_PAGE_SIZE,
      },
    ),
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
