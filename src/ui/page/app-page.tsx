import { IonContent } from '@ionic/react';
import { Suspense, useEffect, type ReactNode } from 'react';
import { pageTitle } from '@/config/brand';
import { useAfterIdle } from '@/ui/defer/after-idle';
import { lazyOrNothing } from '@/ui/defer/lazy-or-nothing';
import { OfflineMarker } from './offline-marker';
import { PageTitleBar, type BreadcrumbItem } from './page-title-bar';
import { useIsOffline } from './use-is-offline';
import { useOfflineNotice } from './use-offline-notice';
import { useScreenSnapshot } from './screen-snapshot';
import styles from './app-page.module.css';

// Nobody pulls a page before it has shown: the refresher comes once the browser is idle.
const PullToRefresh = lazyOrNothing(() => import('./pull-to-refresh').then((module) => module.default));

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
 * against) with pull-to-refresh (once the screen has shown), the spec's page title bar and the
 * offline marker. The shell owns the menu and the top toolbar.
 */
export function AppPage({ title, breadcrumb, onRefresh, dataUpdatedAt, actions, children }: AppPageProps) {
  const offline = useIsOffline();
  const idle = useAfterIdle();
  useScreenSnapshot(dataUpdatedAt, offline);

  useEffect(() => {
    // Requirements §1: every page title ends with the brand's name (/config's).
    document.title = pageTitle(title);
  }, [title]);

  return (
    <IonContent className={styles.content}>
      {onRefresh && idle && (
        <Suspense fallback={null}>
          <PullToRefresh onRefresh={onRefresh} />
        </Suspense>
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
