import { IonMenu } from '@/ui/ionic/elements/menu';
import { IonSplitPane } from '@/ui/ionic/elements/split-pane';
import { Outlet } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { merchantQueries, type Merchant } from '@/features/merchant/api/get-merchant';
import { useMerchantId } from '@/auth';
import { ErrorPanel } from './error-panel';
import { AppHeader } from './app-header';
import { SideMenu } from './side-menu';
import { IdleWatcher } from './idle-watcher';
import { BankLoader } from './bank-loader';
import { UpdateBanner } from './update-banner';
import { Tour } from './tour';
import { useMerchantLoadToast } from './use-merchant-load-toast';
import { FullScreenSpinner } from '@/ui/loading/loading';
import './shell.css';

export const MENU_ID = 'main-menu';
const CONTENT_ID = 'main-content';

/** Ionic split pane: a 250-wide sidebar on wide screens, a drawer on phones (spec section 2). */
export function Shell() {
  const merchantId = useMerchantId();
  const merchant = useQuery(merchantQueries.detail(merchantId));
  const [collapsed, setCollapsed] = useState(false);
  useMerchantLoadToast(merchant.error);

  // The shell's content shows only once the merchant is loaded (spec section 4).
  if (merchant.isPending) return <FullScreenSpinner />;
  return (
    <IonSplitPane contentId={CONTENT_ID} when="lg" disabled={collapsed} className="app-split-pane">
      <IonMenu contentId={CONTENT_ID} menuId={MENU_ID} type="overlay" className="app-menu">
        <SideMenu merchant={merchant.data} />
      </IonMenu>
      <div className="ion-page" id={CONTENT_ID}>
        <AppHeader merchant={merchant.data} onToggleSidebar={() => setCollapsed((value) => !value)} />
        <UpdateBanner />
        <div className="app-outlet">
          {merchant.data ? <Outlet /> : <ErrorPanel error={merchant.error} onRetry={() => void merchant.refetch()} />}
        </div>
      </div>
      <IdleWatcher />
      <BankLoader />
      <Tour />
    </IonSplitPane>
  );
}
export type { Merchant };
