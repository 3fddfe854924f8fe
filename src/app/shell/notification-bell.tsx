import { IonIcon } from '@ionic/react';
import { notificationsOutline } from 'ionicons/icons';
import { useFeature } from '@/config/use-feature';
import { ButtonLink } from '@/ui/link/button-link';

/**
 * The bell (issue 34): a link to the notifications, only where the backend offers them. Just the
 * icon on the first screen: the list, the preferences and their calls come with the tap.
 */
export function NotificationBell() {
  if (!useFeature('notifications')) return null;
  return (
    <ButtonLink to="/notifications" aria-label="Notificações">
      <IonIcon slot="icon-only" icon={notificationsOutline} aria-hidden="true" />
    </ButtonLink>
  );
}
