import { IonContent, IonRefresher, IonRefresherContent } from '@ionic/react';
import { useEffect, type ReactNode } from 'react';
import { pageTitle } from '@/config/brand';
import { OfflineMarker } from './offline-marker';
import { PageTitleBar, type BreadcrumbItem } from './page-title-bar';
import { useIsOffline } from './use-is-offline';
import { useOfflineNotice } from './use-offline-notice';
import { useScreenSnapshot } from './screen-snapshot';
import styles from './app-page.module.css';

export interface AppPageProps {
  title: string;
  breadcrumb?: readonly BreadcrumbItem[];
  /** Pull-to-refresh: refetch the page's data; the spinner stops when it settles. */
  onRefresh?: () => Promise<unknown>;
  /** When the data on screen was fetched, for the offline marker. */
  dataUpdatedAt?: number | undefined;
  /** Page-level actions beside the title. */
  actions?: ReactNode;
  children: ReactNode;
}

/**
 * One signed-in screen: Ionic's content (the page's own scroller, which the lists virtualize
 * against) with pull-to-refresh, the spec's page title bar and the offline marker. The shell
 * owns the menu and the top toolbar.
 */
export function AppPage({ title, breadcrumb, onRefresh, dataUpdatedAt, actions, children }: AppPageProps) {
  const offline = useIsOffline();
  useScreenSnapshot(dataUpdatedAt, offline);

  useEffect(() => {
    // Spec section 1: every page title ends with the brand's name (/config's).
    document.title = pageTitle(title);
  }, [title]);

  return (
    <IonContent className={styles.content}>
      {onRefresh && (
        <IonRefresher
          slot="fixed"
          data-snapshot-skip=""
          // Always release the spinner: a failed refetch keeps the cached data on screen.
          onIonRefresh={(event) => void onRefresh().finally(() => void event.detail.complete())}
        >
          <IonRefresherContent pullingText="Puxe para atualizar" refreshingText="Atualizando…" />
        </IonRefresher>
      )}
      <div className={styles.page}>
        <PageTitleBar title={title} breadcrumb={breadcrumb} actions={actions} />
        {offline && <PageOfflineMarker dataUpdatedAt={dataUpdatedAt} />}
        {children}
      </div>
    </IonContent>
  );
}

function PageOfflineMarker({ dataUpdatedAt }: { dataUpdatedAt: number | undefined }) {
  return <OfflineMarker dataUpdatedAt={dataUpdatedAt} {...useOfflineNotice()} />;
}
