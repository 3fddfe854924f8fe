import type { RefresherCustomEvent } from '@ionic/core/components';
import { IonRefresher } from '@/ui/ionic/elements/refresher';
import { IonRefresherContent } from '@/ui/ionic/elements/refresher-content';

/** Ionic's pull-to-refresh; the spinner stops when `onRefresh` settles. */
export function PullToRefresh({ onRefresh }: { onRefresh: () => Promise<unknown> }) {
  const refresh = async (event: RefresherCustomEvent) => {
    try {
      await onRefresh();
    } finally {
      // Always release the spinner: a failed refetch keeps the cached data on screen.
      event.detail.complete();
    }
  };
  return (
    <IonRefresher slot="fixed" onIonRefresh={(event) => void refresh(event)}>
      <IonRefresherContent pullingText="Puxe para atualizar" refreshingText="Atualizando…" />
    </IonRefresher>
  );
}
