import { IonIcon, IonLabel } from '@ionic/react';
import { downloadOutline, helpCircleOutline, logOutOutline, openOutline } from 'ionicons/icons';
import { IonItem } from '@/ui/ionic/item';
import { IonList } from '@/ui/ionic/list';

export interface UserMenuListProps {
  links: readonly { label: string; href: string }[];
  canInstall: boolean;
  onTour: () => void;
  onInstall: () => void;
  onLogout: () => void;
}

/** The user menu's entries: the operator's sibling links, the tour, installing, signing out. */
export function UserMenuList({ links, canInstall, onTour, onInstall, onLogout }: UserMenuListProps) {
  return (
    <IonList role="list" aria-label="Menu do usuário" lines="none">
      {links.map((link) => (
        <IonItem key={link.label} role="listitem" href={link.href} target="_blank" rel="noopener" detail={false}>
          <IonIcon slot="start" icon={openOutline} aria-hidden="true" />
          <IonLabel>{link.label}</IonLabel>
        </IonItem>
      ))}
      <IonItem role="listitem" button detail={false} onClick={onTour}>
        <IonIcon slot="start" icon={helpCircleOutline} aria-hidden="true" />
        <IonLabel>Ver o tour novamente</IonLabel>
      </IonItem>
      {canInstall && (
        <IonItem role="listitem" button detail={false} onClick={onInstall}>
          <IonIcon slot="start" icon={downloadOutline} aria-hidden="true" />
          <IonLabel>Instalar aplicativo</IonLabel>
        </IonItem>
      )}
      <IonItem role="listitem" button detail={false} onClick={onLogout}>
        <IonIcon slot="start" icon={logOutOutline} aria-hidden="true" />
        <IonLabel>Sair</IonLabel>
      </IonItem>
    </IonList>
  );
}
