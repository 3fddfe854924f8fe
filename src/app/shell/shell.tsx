import { Outlet } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { merchantQueries, type Merchant } from '@/features/merchant/api/get-merchant';
import { useMerchantId } from '@/auth';
import { FullScreenSpinner } from '@/ui/loading/loading';
import { useMediaQuery } from '@/ui/page/use-media-query';
import { ErrorPanel } from './error-panel';
import { AppHeader } from './app-header';
import { SideMenu } from './side-menu';
import { Drawer } from './drawer';
import { drawer } from './drawer-store';
import { IdleWatcher } from './idle-watcher';
import { BankLoader } from './bank-loader';
import { UpdateBanner } from './update-banner';
import { Tour } from './tour';
import { useMerchantLoadToast } from './use-merchant-load-toast';
import './shell.css';

/** From here the sidebar sits beside the page (spec section 2: 250 px); below, it is a drawer. */
export const SIDEBAR_QUERY = '(min-width: 992px)';

/**
 * The signed-in layout, native rather than Ionic's split pane and menu so the first screen loads
 * no Ionic code (decision 007): a sidebar on wide screens (collapsible), a drawer on phones.
 */
export function Shell() {
  const merchantId = useMerchantId();
  const merchant = useQuery(merchantQueries.detail(merchantId));
  const wide = useMediaQuery(SIDEBAR_QUERY);
  const [collapsed, setCollapsed] = useState(false);
  useMerchantLoadToast(merchant.error);

  // The shell's content shows only once the merchant is loaded (spec section 4).
  if (merchant.isPending) return <FullScreenSpinner />;
  const toggleMenu = () => (wide ? setCollapsed((value) => !value) : drawer.toggle());
  const sideMenu = <SideMenu merchant={merchant.data} />;
  return (
    <div className="app-shell">
      {wide ? !collapsed && <div className="app-sidebar">{sideMenu}</div> : <Drawer label="Menu">{sideMenu}</Drawer>}
      <div className="app-main">
        <AppHeader merchant={merchant.data} onToggleMenu={toggleMenu} />
        <UpdateBanner />
        <div className="app-outlet">
          {merchant.data ? <Outlet /> : <ErrorPanel error={merchant.error} onRetry={() => void merchant.refetch()} />}
        </div>
      </div>
      <IdleWatcher />
      <BankLoader />
      <Tour />
    </div>
  );
}
export type { Merchant };
