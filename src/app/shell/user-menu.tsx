import { IonButton, IonContent, IonIcon, IonItem, IonLabel, IonList, IonPopover } from '@ionic/react';
import { downloadOutline, helpCircleOutline, logOutOutline, openOutline, personCircleOutline } from 'ionicons/icons';
import { useSessionController, useSessionUser } from '@/auth';
import { useInstallPrompt } from '@/offline/use-install-prompt';
import { usePopover } from '@/ui/popover/use-popover';
import { userMenuLinks } from './sibling-links';
import { replayTour } from './tour-store';

export function UserMenu() {
  const session = useSessionController();
  const user = useSessionUser();
  const install = useInstallPrompt();
  const popover = usePopover();
  const links = userMenuLinks(user, `${window.location.protocol}//${session.identityHost()}`);
  // Closes the menu, then acts: the popover's focus must not return over a dialog just opened.
  const choose = (action: () => void) => popover.close(action);
  return (
    <>
      <IonButton
        id="user-menu-trigger"
        aria-label={`Usuário: ${user.fullName || user.userName}`}
        {...popover.triggerProps}
      >
        <IonIcon slot="icon-only" icon={personCircleOutline} aria-hidden="true" />
      </IonButton>
      <IonPopover {...popover.popoverProps} className="app-popover" aria-label="Conta do usuário">
        <IonContent>
          <div className="app-popover-body">
            <p className="app-popover-title">{user.fullName || user.userName}</p>
            <p className="app-muted">{user.userName}</p>
          </div>
          <IonList role="list" aria-label="Menu do usuário" lines="none">
            {links.map((link) => (
              <IonItem key={link.label} role="listitem" href={link.href} target="_blank" rel="noopener" detail={false}>
                <IonIcon slot="start" icon={openOutline} aria-hidden="true" />
                <IonLabel>{link.label}</IonLabel>
              </IonItem>
            ))}
            <IonItem role="listitem" button detail={false} onClick={() => choose(replayTour)}>
              <IonIcon slot="start" icon={helpCircleOutline} aria-hidden="true" />
              <IonLabel>Ver o tour novamente</IonLabel>
            </IonItem>
            {install.canInstall && (
              <IonItem role="listitem" button detail={false} onClick={() => choose(() => void install.promptInstall())}>
                <IonIcon slot="start" icon={downloadOutline} aria-hidden="true" />
                <IonLabel>Instalar aplicativo</IonLabel>
              </IonItem>
            )}
            <IonItem role="listitem" button detail={false} onClick={() => choose(() => void session.logout())}>
              <IonIcon slot="start" icon={logOutOutline} aria-hidden="true" />
              <IonLabel>Sair</IonLabel>
            </IonItem>
          </IonList>
        </IonContent>
      </IonPopover>
    </>
  );
}
