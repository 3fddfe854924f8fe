import { IonLabel } from '@/ui/ionic/elements/label';
import { IonList } from '@/ui/ionic/elements/list';
import { IonListHeader } from '@/ui/ionic/elements/list-header';
import { IonMenuToggle } from '@/ui/ionic/elements/menu-toggle';
import { isBilletEnabled, isEcommerceEnabled, type Merchant } from '@/features/merchant/api/get-merchant';
import { ItemLink } from '@/ui/link/ion-links';
import { t } from '@/ui/i18n/pt-br';
import { truncate } from '@/lib/text';
import { groupLinks, SIDEBAR_TITLE_MAX, visibleMenu } from '../menu';

/** The sidebar's groups and links (spec section 2), with the visibility rules of the merchant. */
export function MenuLinks({ merchant }: { merchant: Merchant | undefined }) {
  const groups = visibleMenu({
    ecommerce: merchant ? isEcommerceEnabled(merchant) : false,
    billet: merchant ? isBilletEnabled(merchant) : false,
  });
  return (
    <nav aria-label="Menu principal">
      {groups.map((group) => (
        <IonList key={group.title} lines="none" className="app-menu-group">
          <IonListHeader>
            <IonLabel>{truncate(t(group.title), SIDEBAR_TITLE_MAX)}</IonLabel>
          </IonListHeader>
          {groupLinks(group, t).map((link) => (
            // Closes the phone drawer after a tap; no effect while the split pane shows.
            <IonMenuToggle key={link.to} autoHide={false}>
              <ItemLink
                to={link.to}
                detail={false}
                className="app-menu-item"
                activeProps={{ className: 'app-menu-item active', 'aria-current': 'page' }}
              >
                <IonLabel title={link.label}>{truncate(link.label, SIDEBAR_TITLE_MAX)}</IonLabel>
              </ItemLink>
            </IonMenuToggle>
          ))}
        </IonList>
      ))}
    </nav>
  );
}
