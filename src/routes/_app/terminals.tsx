import { createFileRoute } from '@tanstack/react-router';
import { reloadForChunkError } from '@/app/chunk-reload';
import { terminalQueries } from '@/features/terminals/api/list-terminals';
import { TerminalsSearchSchema } from '@/features/terminals/lib/filter-terminals';
import {
  TERMINALS_BREADCRUMB,
  TERMINALS_TITLE,
  TerminalsPage,
  TerminalsPending,
} from '@/features/terminals/components/terminals-page';
import { PageError } from '@/ui/page/page-error';

export const Route = createFileRoute('/_app/terminals')({
  validateSearch: TerminalsSearchSchema,
  loader: ({ context }) => context.queryClient.ensureQueryData(terminalQueries.list()),
  pendingComponent: TerminalsPending,
  errorComponent: ({ error }) =>
    reloadForChunkError(error) ? null : (
      <PageError title={TERMINALS_TITLE} breadcrumb={TERMINALS_BREADCRUMB} error={error} />
    ),
  component: function TerminalsRoute() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return <TerminalsPage search={search} onSearchChange={(values) => void navigate({ search: values })} />;
  },
});
