import { IonContent, IonHeader, IonMenu, IonToolbar } from '@ionic/react';
import type { Ref } from 'react';
import type { Merchant } from '@/features/merchant/api/get-merchant';
import { MenuLinks } from './menu-links';

interface SideMenuProps {
  merchant: Merchant | undefined;
  /** The id of the page the menu opens over (or sits beside). */
  contentId: string;
  ref?: Ref<HTMLIonMenuElement>;
}

/**
 * The sidebar: brand bar, the menu's groups and the copyright line. ion-menu is a navigation
 * landmark, so beside the page (wide screens) none of it is content outside a landmark; as a
 * drawer it traps focus, closes on Escape, a swipe or a tap on the backdrop.
 */
export function SideMenu({ merchant, contentId, ref }: SideMenuProps) {
  return (
    <IonMenu ref={ref} contentId={contentId} type="overlay" aria-label="Menu principal" className="app-side-menu">
      <IonHeader className="ion-no-border">
        <IonToolbar color="primary">
          <div className="app-brand">
            <img src="/icons/logo.svg" alt="" width="28" height="28" />
            <span>Painel de Vendas</span>
          </div>
        </IonToolbar>
      </IonHeader>
      <IonContent>
        <MenuLinks merchant={merchant} />
        <p className="app-copyright">© 2020 Painel de Vendas</p>
      </IonContent>
    </IonMenu>
  );
}
