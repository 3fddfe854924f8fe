import { useRouteContext } from '@tanstack/react-router';
import { AppPage } from '@/ui/page/app-page';
import { useAnnouncePresence } from '../lib/use-presence';
import { DevicePanel } from './device-panel';
import { KindsPanel } from './kinds-panel';
import styles from './notifications.module.css';

export const PREFERENCES_TITLE = 'Preferências de notificação';
export const PREFERENCES_BREADCRUMB = [{ label: 'Notificações' }, { label: 'Preferências' }] as const;

/** The user menu's "Notificações": this device on or off, and which events to be told of. */
export function PreferencesPage() {
  const { config } = useRouteContext({ from: '__root__' });
  useAnnouncePresence();
  return (
    <AppPage title={PREFERENCES_TITLE} breadcrumb={PREFERENCES_BREADCRUMB}>
      <div className={styles.layout}>
        <DevicePanel vapidPublicKey={config.vapidPublicKey} />
        <KindsPanel />
      </div>
    </AppPage>
  );
}
