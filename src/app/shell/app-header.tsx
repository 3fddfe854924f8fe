import { IonButton } from '@/ui/ionic/elements/button';
import { IonButtons } from '@/ui/ionic/elements/buttons';
import { IonHeader } from '@/ui/ionic/elements/header';
import { IonIcon } from '@/ui/ionic/elements/icon';
import { IonToolbar } from '@/ui/ionic/elements/toolbar';
import { menuController } from '@ionic/core/components';
import { contractOutline, expandOutline, menuOutline } from 'ionicons/icons';
import { useEffect, useState } from 'react';
import type { Merchant } from '@/features/merchant/api/get-merchant';
import { MerchantMenu } from './merchant-menu';
import { UserMenu } from './user-menu';

/** Split pane breakpoint 'lg' (992px): above it the toggle collapses the sidebar. */
const WIDE = '(min-width: 992px)';

interface AppHeaderProps {
  merchant: Merchant | undefined;
  onToggleSidebar: () => void;
}

export function AppHeader({ merchant, onToggleSidebar }: AppHeaderProps) {
  const toggle = () => {
    if (window.matchMedia(WIDE).matches) onToggleSidebar();
    else void menuController.toggle('main-menu');
  };
  return (
    <IonHeader className="app-header">
      <IonToolbar>
        <IonButtons slot="start">
          <IonButton onClick={toggle} aria-label="Abrir ou fechar o menu">
            <IonIcon slot="icon-only" icon={menuOutline} aria-hidden="true" />
          </IonButton>
          <FullScreenToggle />
        </IonButtons>
        <IonButtons slot="end">
          {merchant && <MerchantMenu merchant={merchant} />}
          <UserMenu />
        </IonButtons>
      </IonToolbar>
    </IonHeader>
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
    <IonButton onClick={toggle} aria-label={full ? 'Sair da tela cheia' : 'Tela cheia'}>
      <IonIcon slot="icon-only" icon={full ? contractOutline : expandOutline} aria-hidden="true" />
    </IonButton>
  );
}
