import { lazy, useEffect, useState, type ReactNode } from 'react';
import { AfterIdle } from '@/ui/defer/after-idle';
import { OfflineMarker } from './offline-marker';
import { PageTitleBar, type BreadcrumbItem } from './page-title-bar';
import { useIsOffline } from './use-is-offline';
import { useScreenSnapshot } from './screen-snapshot';
import styles from './app-page.module.css';

// The gesture is not needed in the first second: its code loads once the page is idle.
const PullToRefresh = lazy(() => import('./pull-to-refresh').then((module) => ({ default: module.PullToRefresh })));

/** Spec section 1: every page title ends with the product name. */
export const TITLE_SUFFIX = 'Painel de Vendas';

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
 * One signed-in screen: the spec's page title bar, the scrolling content with pull-to-refresh,
 * and the offline marker. The layout around it owns the menu and the top toolbar.
 */
export function AppPage({ title, breadcrumb, onRefresh, dataUpdatedAt, actions, children }: AppPageProps) {
  const offline = useIsOffline();
  const [scroller, setScroller] = useState<HTMLElement | null>(null);
  useScreenSnapshot(dataUpdatedAt, offline);

  useEffect(() => {
    document.title = `${title} | ${TITLE_SUFFIX}`;
  }, [title]);

  return (
    // The page's own scroller (not the document): the header and sidebar stay put, and lists
    // virtualize against it (data-scroller, see useScrollElement).
    <main ref={setScroller} className={styles.content} data-scroller="">
      {onRefresh && scroller && (
        <AfterIdle>
          <PullToRefresh scroller={scroller} onRefresh={onRefresh} />
        </AfterIdle>
      )}
      <div className={styles.page}>
        <PageTitleBar title={title} breadcrumb={breadcrumb} actions={actions} />
        {offline && <OfflineMarker dataUpdatedAt={dataUpdatedAt} />}
        {children}
      </div>
    </main>
  );
}
