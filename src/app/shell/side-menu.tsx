import { IonContent, IonHeader, IonToolbar } from '@ionic/react';
import { Suspense, useState, type RefObject } from 'react';
import { brandLogoUrl, brandName } from '@/config/brand';
import type { Merchant } from '@/features/merchant/api/get-merchant';
import { lazyOrNothing } from '@/ui/defer/lazy-or-nothing';
import { focusIonic } from '@/ui/focus';
import { Menu } from '@/ui/ionic/menu';

// The links (and Ionic's item and list) are nothing a phone's first screen shows, and most phone
// visits never open the drawer: it gets them as it starts to open (from the service worker's
// cache, within its slide-in); beside a wide screen's page they come at once.
const MenuLinks = lazyOrNothing(() => import('./menu-links').then((module) => module.MenuLinks));

interface SideMenuProps {
  merchant: Merchant | undefined;
  /** The id of the page the menu opens over (or sits beside). */
  contentId: string;
  ref: RefObject<HTMLIonMenuElement | null>;
  /** Where focus returns when the drawer closes (the button that opened it). */
  returnFocusTo: () => HTMLElement | null;
  /** A screen wide enough for the sidebar beside the page (shown at once there). */
  wide: boolean;
}

/**
 * Opened as a drawer, focus goes to the current page's link (else the first), so a keyboard or
 * screen reader user starts inside it; Ionic traps it there but does not move it in.
 */
function focusInto(menu: HTMLIonMenuElement, framesLeft = 60): void {
  const items = [...menu.querySelectorAll<HTMLElement>('ion-item')];
  // The links of a first opening may still be on their way (see MenuLinks): a few frames more.
  if (items.length === 0 && framesLeft > 0 && !menu.hidden) {
    requestAnimationFrame(() => focusInto(menu, framesLeft - 1));
    return;
  }
  const target = items.find((item) => item.classList.contains('active')) ?? items[0];
  focusIonic(target);
}

/** Closed, focus goes back to the button that opened it, unless the user already moved it elsewhere. */
function focusBack(menu: HTMLIonMenuElement, to: HTMLElement | null): void {
  const active = document.activeElement;
  if (!active || active === document.body || menu.contains(active)) focusIonic(to);
}

/**
 * The sidebar: brand bar, the menu's groups and the copyright line. ion-menu is a navigation
 * landmark, so beside the page (wide screens) none of it is content outside a landmark; as a
 * drawer it traps focus, closes on Escape, a swipe or a tap on the backdrop.
 */
export function SideMenu({ merchant, contentId, ref, returnFocusTo, wide }: SideMenuProps) {
  const [opening, setOpening] = useState(false);
  return (
    <Menu
      ref={ref}
      contentId={contentId}
      label="Menu principal"
      className="app-side-menu"
      onWillOpen={() => setOpening(true)}
      onDidOpen={(menu) => focusInto(menu)}
      onDidClose={(menu) => focusBack(menu, returnFocusTo())}
    >
      <IonHeader className="ion-no-border">
        <IonToolbar color="primary">
          <div className="app-brand">
            {/* The operator's brand (/config), applied before the app's first render. */}
            <img src={brandLogoUrl()} alt="" width="28" height="28" />
            <span>{brandName()}</span>
          </div>
        </IonToolbar>
      </IonHeader>
      <IonContent>
        {(wide || opening) && (
          <Suspense fallback={null}>
            <MenuLinks merchant={merchant} />
          </Suspense>
        )}
        <p className="app-copyright">© 2020 {brandName()}</p>
      </IonContent>
    </Menu>
  );
}
