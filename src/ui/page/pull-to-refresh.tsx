import { IonRefresher, IonRefresherContent } from '@/ui/ionic/refresher';

/**
 * Ionic's pull-to-refresh at the top of a page's content. A module of its own that AppPage loads
 * once the screen has shown (its ~6 KiB gzip are nothing the first screen draws).
 */
export default function PullToRefresh({ onRefresh }: { onRefresh: () => Promise<unknown> }) {
  return (
    <IonRefresher
      slot="fixed"
      data-snapshot-skip=""
      // Always release the spinner: a failed refetch keeps the cached data on screen.
      onIonRefresh={(event) => void onRefresh().finally(() => void event.detail.complete())}
    >
      <IonRefresherContent pullingText="Puxe para atualizar" refreshingText="Atualizando…" />
    </IonRefresher>
  );
}
