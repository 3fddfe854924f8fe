import { createFileRoute, notFound } from '@tanstack/react-router';
import { reloadForChunkError } from '@/app/chunk-reload';
import { anticipationQueries } from '@/features/anticipation/api/anticipation';
import {
  ANTICIPATION_BREADCRUMB,
  ANTICIPATION_TITLE,
  AnticipationPage,
} from '@/features/anticipation/components/anticipation-page';
import { PageError } from '@/ui/page/page-error';

export const Route = createFileRoute('/_app/financial/anticipation')({
  // An optional capability (issue 23): a backend without it has no such screen, and nothing
  // here calls it.
  beforeLoad: ({ context }) => {
    if (!context.config.features.anticipation) throw notFound();
  },
  // Not awaited: the screen shows at once and each part fills in (offline, the list from the cache).
  loader: ({ context }) => void context.queryClient.prefetchQuery(anticipationQueries.available()),
  errorComponent: ({ error }) =>
    reloadForChunkError(error) ? null : (
      <PageError title={ANTICIPATION_TITLE} breadcrumb={ANTICIPATION_BREADCRUMB} error={error} />
    ),
  component: AnticipationPage,
});
