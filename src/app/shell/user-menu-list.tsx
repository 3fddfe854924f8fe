import { IonIcon, IonLabel } from '@ionic/react';
import { downloadOutline, helpCircleOutline, logOutOutline, notificationsOutline, openOutline } from 'ionicons/icons';
import { IonItem } from '@/ui/ionic/item';
import { IonList } from '@/ui/ionic/list';

export interface UserMenuListProps {
  links: readonly { label: string; href: string }[];
  canInstall: boolean;
  /** The notifications' preferences, where the backend offers them (issue 34). */
  onNotifications?: (() => void) | undefined;
  onTour: () => void;
  onInstall: () => void;
  onLogout: () => void;
}

/** The user menu's entries: the operator's sibling links, the notifications, the tour, installing, signing out. */
export function UserMenuList({ links, canInstall, onNotifications, onTour, onInstall, onLogout }: UserMenuListProps) {
  return (
    <IonList role="list" aria-label="Menu do usuário" lines="none">
      {links.map((link) => (
        <IonItem key={link.label} role="listitem" href={link.href} target="_blank" rel="noopener" detail={false}>
          <IonIcon slot="start" icon={openOutline} aria-hidden="true" />
          <IonLabel>{link.label}</IonLabel>
        </IonItem>
      ))}
      {onNotifications && (
        <IonItem role="listitem" button detail={false} onClick={onNotifications}>
          <IonIcon slot="start" icon={notificationsOutline} aria-hidden="true" />
          <IonLabel>Notificações</IonLabel>
        </IonItem>
      )}
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
