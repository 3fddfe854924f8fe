import { IonButton, IonIcon, IonItem, IonLabel, IonList, IonPopover } from '@ionic/react';
import { downloadOutline, helpCircleOutline, logOutOutline, openOutline, personCircleOutline } from 'ionicons/icons';
import { useRef } from 'react';
import { useSessionController, useSessionUser } from '@/auth';
import { useInstallPrompt } from '@/offline/install-prompt';
import { userMenuLinks } from './sibling-links';
import { replayTour } from './tour-store';

export function UserMenu() {
  const session = useSessionController();
  const user = useSessionUser();
  const popover = useRef<HTMLIonPopoverElement>(null);
  const install = useInstallPrompt();
  const links = userMenuLinks(user, `${window.location.protocol}//${session.identityHost()}`);
  const close = () => void popover.current?.dismiss();
  return (
    <>
      <IonButton id="user-menu-trigger" aria-label={`Usuário: ${user.fullName || user.userName}`}>
        <IonIcon slot="icon-only" icon={personCircleOutline} aria-hidden="true" />
      </IonButton>
      <IonPopover ref={popover} trigger="user-menu-trigger" triggerAction="click" className="app-popover">
        <div className="app-popover-body">
          <p className="app-popover-title">{user.fullName || user.userName}</p>
          <p className="app-muted">{user.userName}</p>
        </div>
        <IonList lines="none" aria-label="Menu do usuário">
          {links.map((link) => (
            <IonItem key={link.label} href={link.href} target="_blank" rel="noopener" detail={false} button>
              <IonIcon slot="start" icon={openOutline} aria-hidden="true" />
              <IonLabel>{link.label}</IonLabel>
            </IonItem>
          ))}
          <IonItem button detail={false} onClick={() => { close(); replayTour(); }}>
            <IonIcon slot="start" icon={helpCircleOutline} aria-hidden="true" />
            <IonLabel>Ver o tour novamente</IonLabel>
          </IonItem>
          {install.canInstall && (
            <IonItem button detail={false} onClick={() => { close(); void install.promptInstall(); }}>
              <IonIcon slot="start" icon={downloadOutline} aria-hidden="true" />
              <IonLabel>Instalar aplicativo</IonLabel>
            </IonItem>
          )}
          <IonItem button detail={false} onClick={() => { close(); void session.logout(); }}>
            <IonIcon slot="start" icon={logOutOutline} aria-hidden="true" />
            <IonLabel>Sair</IonLabel>
          </IonItem>
        </IonList>
      </IonPopover>
    </>
  );
}
