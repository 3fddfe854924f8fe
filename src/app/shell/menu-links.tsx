import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { isBilletEnabled, isEcommerceEnabled, type Merchant } from '@/features/merchant/api/get-merchant';
import { t } from '@/ui/i18n/pt-br';
import { truncate } from '@/lib/text';
import { groupLinks, SIDEBAR_TITLE_MAX, visibleMenu, type MenuGroup } from '../menu';
import { drawer } from './drawer-store';

/**
 * The sidebar's groups and links (spec section 2), with the visibility rules of the merchant.
 * Plain lists of router links styled like Ionic's items: the shell carries no Ionic code.
 */
export function MenuLinks({ merchant }: { merchant: Merchant | undefined }) {
  const groups = visibleMenu({
    ecommerce: merchant ? isEcommerceEnabled(merchant) : false,
    billet: merchant ? isBilletEnabled(merchant) : false,
  });
  return (
    <nav aria-label="Menu principal" className="app-menu">
      {groups.map((group) => (
        <MenuGroupList key={group.title} group={group} />
      ))}
    </nav>
  );
}

function MenuGroupList({ group }: { group: MenuGroup }) {
  const titleId = useId();
  return (
    <div className="app-menu-group">
      <p id={titleId} className="app-menu-title">
        {truncate(t(group.title), SIDEBAR_TITLE_MAX)}
      </p>
      <ul aria-labelledby={titleId}>
        {groupLinks(group, t).map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              title={link.label.length > SIDEBAR_TITLE_MAX ? link.label : undefined}
              className="app-menu-item"
              activeProps={{ className: 'active', 'aria-current': 'page' }}
              // Closes the phone drawer after a tap; no effect beside a wide screen's sidebar.
              onClick={drawer.close}
            >
              {truncate(link.label, SIDEBAR_TITLE_MAX)}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
