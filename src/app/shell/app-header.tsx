import { contractOutline, expandOutline, menuOutline } from 'ionicons/icons';
import { useEffect, useState } from 'react';
import type { Merchant } from '@/features/merchant/api/get-merchant';
import { Button } from '@/ui/button/button';
import { Icon } from '@/ui/icon/icon';
import { MerchantMenu } from './merchant-menu';
import { UserMenu } from './user-menu';

interface AppHeaderProps {
  merchant: Merchant | undefined;
  /** Opens the drawer on phones, collapses the sidebar on wide screens. */
  onToggleMenu: () => void;
}

/** The top toolbar: menu and full-screen toggles at the start, merchant and user menus at the end. */
export function AppHeader({ merchant, onToggleMenu }: AppHeaderProps) {
  return (
    <header className="app-header">
      <div className="app-toolbar">
        <div className="app-toolbar-start">
          <Button fill="clear" color="dark" iconOnly onClick={onToggleMenu} aria-label="Abrir ou fechar o menu">
            <Icon icon={menuOutline} />
          </Button>
          <FullScreenToggle />
        </div>
        <div className="app-toolbar-end">
          {merchant && <MerchantMenu merchant={merchant} />}
          <UserMenu />
        </div>
      </div>
    </header>
  );
}

function FullScreenToggle() {
  const [full, setFull] = useState(() => typeof document !== 'undefined' && !!document.fullscreenElement);
  useEffect(() => {
    const sync = () => setFull(!!document.fullscreenElement);
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, []);
  // iPhones have no Fullscreen API for pages; an installed PWA is full screen anyway.
  if (typeof document === 'undefined' || !document.fullscreenEnabled) return null;
  const toggle = () =>
    void (document.fullscreenElement ? document.exitFullscreen() : document.documentElement.requestFullscreen());
  return (
    <Button fill="clear" color="dark" iconOnly onClick={toggle} aria-label={full ? 'Sair da tela cheia' : 'Tela cheia'}>
      <Icon icon={full ? contractOutline : expandOutline} />
    </Button>
  );
}
