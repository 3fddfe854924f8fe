import { IonContent, IonPage } from '@ionic/react';
import { Outlet } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { merchantQueries } from '@/features/merchant/api/get-merchant';
import { useMerchantId } from '@/auth';
import { FullScreenSpinner } from '@/ui/loading/loading';
import { useMediaQuery } from '@/ui/page/use-media-query';
import { SplitPane, toggleMenu as toggleDrawer, useMenuDefined } from '@/ui/ionic/menu';
import { ErrorPanel } from './error-panel';
import { AppHeader } from './app-header';
import { SideMenu } from './side-menu';
import { IdleWatcher } from './idle-watcher';
import { BankLoader } from './bank-loader';
import { FieldCopyStarter } from './field-copy-starter';
import { UpdateBanner } from './update-banner';
import { SignInBanner } from './sign-in-banner';
import { InstallBanner } from './install-banner';
import { Tour } from './tour';
import { ServiceWorkerMessages } from './service-worker-messages';
import { useMerchantLoadToast } from './use-merchant-load-toast';
import './shell.css';

/** From here the menu sits beside the page (requirements §2: 250 px); below, it is a drawer. */
const SIDEBAR_QUERY = '(min-width: 992px)';
/** The element the menu and the split pane lay out beside the menu. */
const MAIN_ID = 'app-main';

/**
 * The signed-in layout: Ionic's split pane and menu (a sidebar on wide screens that the header's
 * button collapses, a drawer with its swipe gesture on phones), the header, and the routed page,
 * which brings its own IonContent.
 */
export function Shell() {
  const merchantId = useMerchantId();
  const merchant = useQuery(merchantQueries.detail(merchantId));
  const wide = useMediaQuery(SIDEBAR_QUERY);
  const [collapsed, setCollapsed] = useState(false);
  const menu = useRef<HTMLIonMenuElement>(null);
  const menuButton = useRef<HTMLIonButtonElement>(null);
  // The sidebar is on a wide screen's first screen; a phone's drawer comes before its first use.
  useMenuDefined(wide, menuButton);
  useMerchantLoadToast(merchant.error);

  // The shell's content shows only once the merchant is loaded (requirements §4).
  if (merchant.isPending) return <FullScreenSpinner />;
  // A collapsed sidebar turns the menu into a drawer; the same button brings the sidebar back.
  const toggleMenu = () => (wide ? setCollapsed((value) => !value) : void toggleDrawer(menu.current));
  return (
    <>
      <SplitPane contentId={MAIN_ID} when={SIDEBAR_QUERY} disabled={collapsed}>
        <SideMenu
          ref={menu}
          contentId={MAIN_ID}
          merchant={merchant.data}
          wide={wide}
          returnFocusTo={() => menuButton.current}
        />
        <IonPage id={MAIN_ID}>
          <AppHeader merchant={merchant.data} onToggleMenu={toggleMenu} menuButtonRef={menuButton} />
          {/* Over the page's foot, not under the header: a banner arrives after the page has
              painted (an update found, the install offer, the signal back), and one pushing the
              page down would move what the merchant was about to tap. */}
          <div className="app-banners">
            <UpdateBanner />
            <SignInBanner />
            <InstallBanner />
          </div>
          {merchant.data ? (
            <Outlet />
          ) : (
            <IonContent>
              <ErrorPanel error={merchant.error} onRetry={() => void merchant.refetch()} />
            </IonContent>
          )}
        </IonPage>
      </SplitPane>
      <IdleWatcher />
      <BankLoader />
      <FieldCopyStarter />
      <ServiceWorkerMessages />
      <Tour />
    </>
  );
}
