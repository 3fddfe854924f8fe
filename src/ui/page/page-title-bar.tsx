import { useCanGoBack, useRouter, useRouterState } from '@tanstack/react-router';
import { arrowBack } from 'ionicons/icons';
import { IonButton, IonIcon } from '@ionic/react';
import type { ReactNode } from 'react';
import styles from './page-title-bar.module.css';

const HOME = '/dashboard';

export interface BreadcrumbItem {
  label: string;
}

export interface PageTitleBarProps {
  title: string;
  breadcrumb?: readonly BreadcrumbItem[];
  /** Page-level actions shown at the end of the bar (export, create…). */
  actions?: ReactNode;
}

/**
 * The generic page title bar of the spec (section 2, shared widgets): breadcrumb, title and a
 * back button that goes one step back in history.
 */
export function PageTitleBar({ title, breadcrumb = [], actions }: PageTitleBarProps) {
  const router = useRouter();
  const canGoBack = useCanGoBack();
  // The home screen opened fresh has nowhere to go back to: no arrow that does nothing there.
  const atHomeFirst = useRouterState({ select: (state) => state.location.pathname === HOME }) && !canGoBack;

  // An installed PWA opened straight on a deep link has no history to go back to: the home
  // screen is the sensible "back" then, rather than a button that does nothing.
  const goBack = () => {
    if (canGoBack) router.history.back();
    else void router.navigate({ to: HOME });
  };

  return (
    // data-page-title: where a painted snapshot puts its offline marker (offline/snapshot).
    <div className={styles.bar} data-page-title="">
      {!atHomeFirst && (
        <IonButton className={styles.back} fill="clear" color="dark" aria-label="Voltar" onClick={goBack}>
          <IonIcon slot="icon-only" icon={arrowBack} aria-hidden="true" />
        </IonButton>
      )}
      <div className={styles.heading}>
        {breadcrumb.length > 0 && (
          <nav aria-label="Trilha de navegação">
            <ol className={styles.crumbs}>
              {breadcrumb.map((item, index) => (
                <li key={`${index}-${item.label}`} aria-current={index === breadcrumb.length - 1 ? 'page' : undefined}>
                  {item.label}
                </li>
              ))}
            </ol>
          </nav>
        )}
        <h1 className={styles.title}>{title}</h1>
      </div>
      {actions && <div className={styles.actions}>{actions}</div>}
    </div>
  );
}
