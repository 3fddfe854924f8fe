import { IonButton, IonIcon } from '@ionic/react';
import { useRouter } from '@tanstack/react-router';
import { notificationsOutline } from 'ionicons/icons';
import type { MouseEvent } from 'react';
import { useFeature } from '@/config/use-feature';

const FEED = '/notifications';

/**
 * The bell (issue 34): a link to the notifications, only where the backend offers them. Just the
 * icon on the first screen: the list, the preferences and their calls come with the tap (and no
 * router link factory either, which the first screen does not otherwise load).
 */
export function NotificationBell() {
  const router = useRouter();
  if (!useFeature('notifications')) return null;
  const open = (event: MouseEvent) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    void router.navigate({ to: FEED });
  };
  return (
    <IonButton href={FEED} onClick={open} aria-label="Notificações">
      <IonIcon slot="icon-only" icon={notificationsOutline} aria-hidden="true" />
    </IonButton>
  );
}
