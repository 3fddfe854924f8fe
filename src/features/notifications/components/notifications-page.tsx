import { AppPage } from '@/ui/page/app-page';
import { ButtonLink } from '@/ui/link/button-link';
import tool from '@/ui/page/tool.module.css';
import { useAnnouncePresence } from '../lib/use-presence';
import { FeedList, useFeed } from './feed-list';
import styles from './notifications.module.css';

export const NOTIFICATIONS_TITLE = 'Notificações';

/** The bell (issue 34): the user's recent notifications; a tap opens the sale, link or payment. */
export function NotificationsPage() {
  const feed = useFeed();
  useAnnouncePresence();
  return (
    <AppPage
      title={NOTIFICATIONS_TITLE}
      onRefresh={() => feed.refetch()}
      dataUpdatedAt={feed.dataUpdatedAt || undefined}
      actions={
        <ButtonLink to="/notifications/preferences" fill="outline" color="dark" className={tool.tool}>
          Preferências
        </ButtonLink>
      }
    >
      <div className={styles.layout}>
        <FeedList query={feed} />
      </div>
    </AppPage>
  );
}
