import { IonContent, IonRefresher, IonRefresherContent, type RefresherCustomEvent } from '@ionic/react';
import { useEffect, type ReactNode } from 'react';
import { OfflineMarker } from './offline-marker';
import { PageTitleBar, type BreadcrumbItem } from './page-title-bar';
import { useIsOffline } from './use-is-offline';
import styles from './app-page.module.css';

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

  useEffect(() => {
    document.title = `${title} | ${TITLE_SUFFIX}`;
  }, [title]);

  const refresh = async (event: RefresherCustomEvent) => {
    try {
      await onRefresh?.();
    } finally {
      // Always release the spinner: a failed refetch keeps the cached data on screen.
      event.detail.complete();
    }
  };

  return (
    <IonContent>
      {onRefresh && (
        <IonRefresher slot="fixed" onIonRefresh={(event) => void refresh(event)}>
          <IonRefresherContent pullingText="Puxe para atualizar" refreshingText="Atualizando…" />
        </IonRefresher>
      )}
      {/* No <main> here: IonContent already carries role="main". */}
      <div className={styles.page}>
        <PageTitleBar title={title} breadcrumb={breadcrumb} actions={actions} />
        {offline && <OfflineMarker dataUpdatedAt={dataUpdatedAt} />}
        {children}
      </div>
    </IonContent>
  );
}
