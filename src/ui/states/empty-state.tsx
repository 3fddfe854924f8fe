import { IonIcon } from '@ionic/react';
import { fileTrayOutline } from 'ionicons/icons';
import type { ReactNode } from 'react';
import styles from './states.module.css';

export interface EmptyStateProps {
  title: string;
  message?: ReactNode;
  /** An ionicons icon; decorative. */
  icon?: string;
  /** A follow-up action (change the filter, create the first item). */
  action?: ReactNode;
}

/** Nothing to show: says so plainly instead of an empty list or a blank chart. */
export function EmptyState({ title, message, icon = fileTrayOutline, action }: EmptyStateProps) {
  return (
    <div className={styles.state}>
      <IonIcon icon={icon} className={styles.icon} aria-hidden="true" />
      <p className={styles.title}>{title}</p>
      {message && <p className={styles.message}>{message}</p>}
      {action}
    </div>
  );
}

/**
 * A list's empty answer: offline, the device simply holds nothing for these filters (not "none
 * exist"); online, the list's own words and how to widen the search.
 */
export function ListEmptyState({ offline, title, message }: { offline: boolean; title: string; message: ReactNode }) {
  return offline ? (
    <EmptyState title="Sem dados salvos para estes filtros" message="Conecte-se para buscar." />
  ) : (
    <EmptyState title={title} message={message} />
  );
}
