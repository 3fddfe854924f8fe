import { IonButton, IonIcon } from '@ionic/react';
import { alertCircleOutline, refresh } from 'ionicons/icons';
import styles from './states.module.css';

export interface ErrorStateProps {
  /** Ready-to-show Portuguese text (ApiError.message). */
  message?: string;
  onRetry?: () => void;
  title?: string;
}

/** A load that failed: what happened, and a way to try again without reloading the app. */
export function ErrorState({ message, onRetry, title = 'Não foi possível carregar os dados' }: ErrorStateProps) {
  return (
    <div className={styles.state} role="alert">
      <IonIcon icon={alertCircleOutline} className={`${styles.icon} ${styles.errorIcon}`} aria-hidden="true" />
      <p className={styles.title}>{title}</p>
      {message && <p className={styles.message}>{message}</p>}
      {onRetry && (
        <IonButton className={styles.retry} fill="outline" color="dark" onClick={onRetry}>
          <IonIcon slot="start" icon={refresh} aria-hidden="true" />
          Tentar novamente
        </IonButton>
      )}
    </div>
  );
}
