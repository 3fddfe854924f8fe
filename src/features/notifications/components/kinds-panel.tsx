import { useQuery } from '@tanstack/react-query';
import { NOTIFICATION_KINDS } from '@contract/codes/notifications';
import { useOnlineOnly } from '@/offline/online-only';
import { IonCheckbox } from '@/ui/ionic/checkbox';
import { Panel } from '@/ui/page/panel';
import { LoadFailure } from '@/ui/states/load-failure';
import { SkeletonList } from '@/ui/states/skeleton-list';
import { showToast } from '@/ui/toast';
import { notificationQueries, useUpdatePreferences } from '../api/notifications';
import { KIND_TEXTS } from '../lib/kinds';
import styles from './notifications.module.css';

const KINDS_TITLE = 'O que avisar';
const SAVE_FAILED = 'Não foi possível salvar a preferência. Tente de novo.';

/**
 * One switch per kind of event; each change is saved at once (the switch goes back if it fails).
 * They hold for every device of the user and for the bell's list.
 */
export function KindsPanel() {
  const preferences = useQuery(notificationQueries.preferences());
  const update = useUpdatePreferences();
  const { allowed, reason } = useOnlineOnly();
  const values = preferences.data;
  return (
    <Panel title={KINDS_TITLE}>
      {preferences.isPending ? (
        <SkeletonList rows={4} label="Carregando preferências…" />
      ) : !values ? (
        <LoadFailure
          error={preferences.error}
          onRetry={() => void preferences.refetch()}
          offlineMessage="As preferências ainda não foram abertas com conexão neste aparelho."
        />
      ) : (
        <>
          <p className={styles.muted}>Valem para todos os seus aparelhos e para a lista do sino.</p>
          <ul className={styles.kinds} aria-label={KINDS_TITLE}>
            {NOTIFICATION_KINDS.map((kind) => (
              <li key={kind}>
                <IonCheckbox
                  labelPlacement="end"
                  justify="start"
                  checked={values[kind]}
                  disabled={!allowed}
                  aria-describedby={`notification-kind-${kind}`}
                  onIonChange={(event) =>
                    update.mutate({ [kind]: event.detail.checked }, { onError: () => showToast(SAVE_FAILED) })
                  }
                >
                  {KIND_TEXTS[kind].label}
                </IonCheckbox>
                <p id={`notification-kind-${kind}`} className={styles.help}>
                  {KIND_TEXTS[kind].help}
                </p>
              </li>
            ))}
          </ul>
          {reason && <p className={styles.muted}>{reason}</p>}
        </>
      )}
    </Panel>
  );
}
