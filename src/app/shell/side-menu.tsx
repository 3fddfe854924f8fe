import type { Merchant } from '@/features/merchant/api/get-merchant';
import { MenuLinks } from './menu-links';

/**
 * The sidebar's content: brand bar, then the menu's groups and the copyright line. A landmark of
 * its own, so that beside the page (wide screens) none of it is content outside any landmark.
 */
export function SideMenu({ merchant }: { merchant: Merchant | undefined }) {
  return (
    <aside className="app-side-menu" aria-label="Menu lateral">
      <div className="app-brand-bar">
        <div className="app-brand">
          <img src="/icons/logo.svg" alt="" width="28" height="28" />
          <span>Painel de Vendas</span>
        </div>
      </div>
      <div className="app-side-scroll">
        <MenuLinks merchant={merchant} />
        <p className="app-copyright">© 2020 Painel de Vendas</p>
      </div>
    </aside>
  );
}
