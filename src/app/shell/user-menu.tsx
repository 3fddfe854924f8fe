import { IonIcon } from '@/ui/ionic/elements/icon';
import { downloadOutline, helpCircleOutline, logOutOutline, openOutline, personCircleOutline } from 'ionicons/icons';
import { useSessionController, useSessionUser } from '@/auth';
import { useInstallPrompt } from '@/offline/install-prompt';
import { Dropdown } from '@/ui/dropdown/dropdown';
import { userMenuLinks } from './sibling-links';
import { replayTour } from './tour-store';

export function UserMenu() {
  const session = useSessionController();
  const user = useSessionUser();
  const install = useInstallPrompt();
  const links = userMenuLinks(user, `${window.location.protocol}//${session.identityHost()}`);
  return (
    <Dropdown
      panelLabel="Conta do usuário"
      id="user-menu-trigger"
      ariaLabel={`Usuário: ${user.fullName || user.userName}`}
      label={<IonIcon icon={personCircleOutline} aria-hidden="true" />}
    >
      <>
        <div className="app-popover-body">
          <p className="app-popover-title">{user.fullName || user.userName}</p>
          <p className="app-muted">{user.userName}</p>
        </div>
        <ul className="app-user-links" aria-label="Menu do usuário">
          {links.map((link) => (
            <li key={link.label}>
              <a className="app-dropdown-item" href={link.href} target="_blank" rel="noopener">
                <IonIcon icon={openOutline} aria-hidden="true" />
                {link.label}
              </a>
            </li>
          ))}
          <li>
            <button type="button" className="app-dropdown-item" onClick={replayTour}>
              <IonIcon icon={helpCircleOutline} aria-hidden="true" />
              Ver o tour novamente
            </button>
          </li>
          {install.canInstall && (
            <li>
              <button type="button" className="app-dropdown-item" onClick={() => void install.promptInstall()}>
                <IonIcon icon={downloadOutline} aria-hidden="true" />
                Instalar aplicativo
              </button>
            </li>
          )}
          <li>
            <button type="button" className="app-dropdown-item" onClick={() => void session.logout()}>
              <IonIcon icon={logOutOutline} aria-hidden="true" />
              Sair
            </button>
          </li>
        </ul>
      </>
    </Dropdown>
  );
}
