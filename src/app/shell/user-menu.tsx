import { IonButton, IonContent, IonIcon, IonPopover } from '@ionic/react';
import { personCircleOutline } from 'ionicons/icons';
import { useRouter } from '@tanstack/react-router';
import { useState, type MouseEvent } from 'react';
import { useSessionController, useSessionUser } from '@/auth';
import { useFeature } from '@/config/use-feature';
import { useInstallPrompt } from '@/offline/use-install-prompt';
import { defineOverlay } from '@/ui/ionic/overlays';
import { usePopover } from '@/ui/popover/use-popover';
import { userMenuLinks } from './sibling-links';
import { replayTour } from './tour-store';
import type { UserMenuList as List } from './user-menu-list';

export function UserMenu() {
  const session = useSessionController();
  const user = useSessionUser();
  const install = useInstallPrompt();
  const popover = usePopover();
  const router = useRouter();
  const notifications = useFeature('notifications');
  // The entries (and Ionic's item) come with the first tap, with the popover's own code, and the
  // popover opens once both are here: nothing of it weighs on the first screen.
  const [UserMenuList, setList] = useState<typeof List>();
  const links = userMenuLinks(user, `${window.location.protocol}//${session.identityHost()}`);
  // Closes the menu, then acts: the popover's focus must not return over a dialog just opened.
  const choose = (action: () => void) => popover.close(action);
  const open = (tap: MouseEvent) => {
    Promise.all([import('./user-menu-list'), defineOverlay('ion-popover')]).then(
      ([module]) => {
        setList(() => module.UserMenuList);
        popover.triggerProps.onClick(tap);
      },
      // Offline with an old cache, or a deploy in between: nothing opens, the next tap tries again.
      () => undefined,
    );
  };
  return (
    <>
      <IonButton
        id="user-menu-trigger"
        aria-label={`Usuário: ${user.fullName || user.userName}`}
        {...popover.triggerProps}
        onClick={open}
      >
        <IonIcon slot="icon-only" icon={personCircleOutline} aria-hidden="true" />
      </IonButton>
      <IonPopover {...popover.popoverProps} className="app-popover" aria-label="Conta do usuário">
        <IonContent>
          <div className="app-popover-body">
            <p className="app-popover-title">{user.fullName || user.userName}</p>
            <p className="app-muted">{user.userName}</p>
          </div>
          {UserMenuList && (
            <UserMenuList
              links={links}
              canInstall={install.canInstall}
              onNotifications={
                notifications
                  ? () => choose(() => void router.navigate({ to: '/notifications/preferences' }))
                  : undefined
              }
              onTour={() => choose(replayTour)}
              onInstall={() => choose(() => void install.promptInstall())}
              onLogout={() => choose(() => void session.logout())}
            />
          )}
        </IonContent>
      </IonPopover>
    </>
  );
}
