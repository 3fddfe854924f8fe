import { createFileRoute, notFound } from '@tanstack/react-router';
import { reloadForChunkError } from '@/app/chunk-reload';
import { notificationQueries } from '@/features/notifications/api/notifications';
import {
  PREFERENCES_BREADCRUMB,
  PREFERENCES_TITLE,
  PreferencesPage,
} from '@/features/notifications/components/preferences-page';
import { PageError } from '@/ui/page/page-error';

export const Route = createFileRoute('/_app/notifications/preferences')({
  beforeLoad: ({ context }) => {
    if (!context.config.features.notifications) throw notFound();
  },
  loader: ({ context }) => void context.queryClient.prefetchQuery(notificationQueries.preferences()),
  errorComponent: ({ error }) =>
    reloadForChunkError(error) ? null : (
      <PageError title={PREFERENCES_TITLE} breadcrumb={PREFERENCES_BREADCRUMB} error={error} />
    ),
  component: PreferencesPage,
});
