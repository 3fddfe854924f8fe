import { Icon } from '@/ui/icon/icon';
import { downloadOutline, helpCircleOutline, logOutOutline, openOutline, personCircleOutline } from 'ionicons/icons';
import { useSessionController, useSessionUser } from '@/auth';
import { useInstallPrompt } from '@/offline/use-install-prompt';
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
      label={<Icon icon={personCircleOutline} />}
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
                <Icon icon={openOutline} />
                {link.label}
              </a>
            </li>
          ))}
          <li>
            <button type="button" className="app-dropdown-item" onClick={replayTour}>
              <Icon icon={helpCircleOutline} />
              Ver o tour novamente
            </button>
          </li>
          {install.canInstall && (
            <li>
              <button type="button" className="app-dropdown-item" onClick={() => void install.promptInstall()}>
                <Icon icon={downloadOutline} />
                Instalar aplicativo
              </button>
            </li>
          )}
          <li>
            <button type="button" className="app-dropdown-item" onClick={() => void session.logout()}>
              <Icon icon={logOutOutline} />
              Sair
            </button>
          </li>
        </ul>
      </>
    </Dropdown>
  );
}
