import { IonIcon } from '@ionic/react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import {
  barcodeOutline,
  cardOutline,
  flashOutline,
  linkOutline,
  qrCodeOutline,
  returnDownBackOutline,
  walletOutline,
} from 'ionicons/icons';
import type { MouseEvent } from 'react';
import type { NotificationKind } from '@contract/codes/notifications';
import { formatDateTime } from '@/lib/dates';
import { LoadMoreButton } from '@/ui/data-list/load-more-button';
import { Panel } from '@/ui/page/panel';
import { EmptyState } from '@/ui/states/empty-state';
import { LoadFailure } from '@/ui/states/load-failure';
import { SkeletonList } from '@/ui/states/skeleton-list';
import { FEED_PER_PAGE, notificationQueries } from '../api/notifications';
import { appPath } from '@/lib/app-path';
import styles from './notifications.module.css';

const FEED_LABEL = 'Notificações recentes';

const ICONS: Record<NotificationKind, string> = {
  card_sale: cardOutline,
  link_paid: linkOutline,
  pix_received: qrCodeOutline,
  boleto_paid: barcodeOutline,
  refund: returnDownBackOutline,
  payout: walletOutline,
  anticipation: flashOutline,
};

export const useFeed = () => useInfiniteQuery(notificationQueries.feed.infinite(FEED_PER_PAGE));

type Entry = NonNullable<ReturnType<typeof useFeed>['data']>['pages'][number]['data'][number];

/** The bell's list: the user's notifications, newest first, more on demand; kept for offline. */
export function FeedList({ query }: { query: ReturnType<typeof useFeed> }) {
  const rows = query.data?.pages.flatMap((page) => page.data) ?? [];
  return (
    <Panel title={FEED_LABEL}>
      {query.isPending ? (
        <SkeletonList rows={3} label="Carregando notificações…" />
      ) : query.isError && rows.length === 0 ? (
        <LoadFailure
          error={query.error}
          onRetry={() => void query.refetch()}
          offlineMessage="As notificações ainda não foram abertas com conexão neste aparelho."
        />
      ) : rows.length === 0 ? (
        <EmptyState
          title="Nenhuma notificação ainda"
          message="Vendas aprovadas, links pagos, Pix, boletos, estornos e pagamentos aparecem aqui."
        />
      ) : (
        <>
          <ul className={styles.list} aria-label={FEED_LABEL}>
            {rows.map((row) => (
              <li key={row.id}>
                <FeedEntry entry={row} />
              </li>
            ))}
          </ul>
          <LoadMoreButton query={query} label="Ver mais notificações" />
        </>
      )}
    </Panel>
  );
}

function FeedEntry({ entry }: { entry: Entry }) {
  const navigate = useNavigate();
  const path = appPath(entry.url, window.location.origin);
  const content = (
    <>
      <IonIcon className={styles.icon} icon={ICONS[entry.kind]} aria-hidden="true" />
      <span className={styles.text}>
        <span className={styles.title}>{entry.title}</span>
        <span className={styles.body}>{entry.body}</span>
        <span className={styles.muted}>{formatDateTime(entry.created_at)}</span>
      </span>
    </>
  );
  if (!path) return <div className={styles.entry}>{content}</div>;
  // A real link (long press, open in a new tab), followed inside the app on a plain tap.
  const open = (event: MouseEvent) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    void navigate({ href: path });
  };
  return (
    <a className={styles.entry} href={path} onClick={open}>
      {content}
    </a>
  );
}
