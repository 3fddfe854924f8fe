import { IonButton, IonButtons, IonHeader, IonIcon, IonToolbar } from '@ionic/react';
import { contractOutline, expandOutline, menuOutline } from 'ionicons/icons';
import { useEffect, useState, type Ref } from 'react';
import type { Merchant } from '@/features/merchant/api/get-merchant';
import { MerchantMenu } from './merchant-menu';
import { NotificationBell } from './notification-bell';
import { UserMenu } from './user-menu';

interface AppHeaderProps {
  merchant: Merchant | undefined;
  /** Opens the drawer on phones, collapses the sidebar on wide screens. */
  onToggleMenu: () => void;
  /** The menu button, where focus returns when the drawer closes. */
  menuButtonRef?: Ref<HTMLIonButtonElement>;
}

/** The top toolbar: menu and full-screen toggles at the start, merchant menu, the bell and the user menu at the end. */
export function AppHeader({ merchant, onToggleMenu, menuButtonRef }: AppHeaderProps) {
  return (
    <IonHeader className="app-header">
      <IonToolbar>
        <IonButtons slot="start">
          <IonButton ref={menuButtonRef} onClick={onToggleMenu} aria-label="Abrir ou fechar o menu" data-tour="menu">
            <IonIcon slot="icon-only" icon={menuOutline} aria-hidden="true" />
          </IonButton>
          <FullScreenToggle />
        </IonButtons>
        <IonButtons slot="end" className="app-header-end">
          {merchant && <MerchantMenu merchant={merchant} />}
          <NotificationBell />
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
