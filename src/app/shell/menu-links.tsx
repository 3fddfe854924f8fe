import { IonLabel } from '@ionic/react';
import { IonList, IonListHeader } from '@/ui/ionic/list';
import { menuController } from '@ionic/core/components';
import { useId } from 'react';
import { useFeature } from '@/config/use-feature';
import { isBilletEnabled, isEcommerceEnabled, type Merchant } from '@/features/merchant/api/get-merchant';
import { t } from '@/ui/i18n/pt-br';
import { ItemLink } from '@/ui/link/item-link';
import { truncate } from '@/lib/text';
import { groupLinks, SIDEBAR_TITLE_MAX, visibleMenu, type MenuGroup } from '../menu';

/** The sidebar's groups and links (requirements §2), with the visibility rules of the merchant. */
export function MenuLinks({ merchant }: { merchant: Merchant | undefined }) {
  const groups = visibleMenu({
    ecommerce: merchant ? isEcommerceEnabled(merchant) : false,
    billet: merchant ? isBilletEnabled(merchant) : false,
    anticipation: useFeature('anticipation'),
  });
  return (
    <>
      {groups.map((group) => (
        <MenuGroupList key={group.title} group={group} />
      ))}
    </>
  );
}

function MenuGroupList({ group }: { group: MenuGroup }) {
  const titleId = useId();
  return (
    // Ionic's lists carry no list semantics of their own: given here, so a screen reader
    // announces each group and how many links it holds.
    <IonList role="list" aria-labelledby={titleId} className="app-menu-group" lines="none">
      <IonListHeader>
        <IonLabel id={titleId}>{truncate(t(group.title), SIDEBAR_TITLE_MAX)}</IonLabel>
      </IonListHeader>
      {groupLinks(group, t).map((link) => (
        <ItemLink
          key={link.to}
          role="listitem"
          to={link.to}
          title={link.label.length > SIDEBAR_TITLE_MAX ? link.label : undefined}
          className="app-menu-item"
          detail={false}
          activeProps={{ className: 'active', 'aria-current': 'page' }}
          // Closes the phone drawer after a tap; nothing to close beside a wide screen's sidebar.
          onClick={() => void menuController.close()}
        >
          {/* Wraps rather than trail off in '…' when the text is enlarged. */}
          <IonLabel className="ion-text-wrap">{truncate(link.label, SIDEBAR_TITLE_MAX)}</IonLabel>
        </ItemLink>
      ))}
    </IonList>
  );
}
