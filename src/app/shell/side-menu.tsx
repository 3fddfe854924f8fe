import { IonContent } from '@/ui/ionic/elements/content';
import { IonHeader } from '@/ui/ionic/elements/header';
import { IonToolbar } from '@/ui/ionic/elements/toolbar';
import { lazy } from 'react';
import type { Merchant } from '@/features/merchant/api/get-merchant';
import { AfterIdle } from '@/ui/defer/after-idle';

// The links (Ionic list, items, labels and the menu model) load after the first screen: on a
// phone the drawer is closed, on a desktop they fill the sidebar a moment after the page.
const MenuLinks = lazy(() => import('./menu-links').then((module) => ({ default: module.MenuLinks })));

export function SideMenu({ merchant }: { merchant: Merchant | undefined }) {
  return (
    <>
      <IonHeader className="ion-no-border">
        <IonToolbar className="app-brand-bar">
          <div className="app-brand">
            <img src="/icons/logo.svg" alt="" width="28" height="28" />
            <span>Painel de Vendas</span>
          </div>
        </IonToolbar>
      </IonHeader>
      <IonContent>
        <AfterIdle>
          <MenuLinks merchant={merchant} />
        </AfterIdle>
        <p className="app-copyright">© 2020 Painel de Vendas</p>
      </IonContent>
    </>
  );
}
