import { createFileRoute, notFound } from '@tanstack/react-router';
import { reloadForChunkError } from '@/app/chunk-reload';
import { FEED_PER_PAGE, notificationQueries } from '@/features/notifications/api/notifications';
import { NOTIFICATIONS_TITLE, NotificationsPage } from '@/features/notifications/components/notifications-page';
import { PageError } from '@/ui/page/page-error';

export const Route = createFileRoute('/_app/notifications/')({
  // An optional capability (issue 34): a backend without it has no bell, no screen and no call.
  beforeLoad: ({ context }) => {
    if (!context.config.features.notifications) throw notFound();
  },
  // Not awaited: the screen shows at once (offline, the list from the cache).
  loader: ({ context }) =>
    void context.queryClient.prefetchInfiniteQuery(notificationQueries.feed.infinite(FEED_PER_PAGE)),
  errorComponent: ({ error }) =>
    reloadForChunkError(error) ? null : <PageError title={NOTIFICATIONS_TITLE} error={error} />,
  component: NotificationsPage,
});
