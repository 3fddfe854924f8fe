import { IonButton, IonIcon } from '@ionic/react';
import { createOutline, shareSocialOutline, trashOutline } from 'ionicons/icons';
import { OFFLINE_REASON } from '@/offline/online-only';
import { ButtonLink } from '@/ui/link/button-link';
import type { Paylink } from '../api/schemas';
import styles from './paylink.module.css';

export interface RowActionsProps {
  link: Paylink;
  onShare: (link: Paylink) => void;
  onDelete: (link: Paylink) => void;
  /** Writes need the network: delete is disabled offline, and says why. */
  offline: boolean;
  /** A table row: icons only (named by their labels and shown as tooltips), on one line. */
  compact?: boolean;
}

/**
 * Share, edit and delete of one link. Each name carries the link's description, so a screen
 * reader's list of buttons tells the rows apart; the visible word starts the name (label in name).
 */
export function RowActions({ link, onShare, onDelete, offline, compact = false }: RowActionsProps) {
  const slot = compact ? 'icon-only' : 'start';
  const word = (text: string) => (compact ? null : text);
  return (
    <div className={compact ? `${styles.rowActions} ${styles.compact}` : styles.rowActions}>
      <IonButton
        fill="clear"
        color="dark"
        size="small"
        aria-label={`Compartilhar ${link.description}`}
        title={compact ? 'Compartilhar' : undefined}
        onClick={() => onShare(link)}
      >
        <IonIcon slot={slot} icon={shareSocialOutline} aria-hidden="true" />
        {word('Compartilhar')}
      </IonButton>
      {/* A paid link is the record of a sale: the server refuses to change it (409). */}
      {link.status !== 'PAID' && (
        <ButtonLink
          to="/paylink/create/{-$id}"
          params={{ id: String(link.id) }}
          fill="clear"
          color="dark"
          size="small"
          aria-label={`Editar ${link.description}`}
          title={compact ? 'Editar' : undefined}
        >
          <IonIcon slot={slot} icon={createOutline} aria-hidden="true" />
          {word('Editar')}
        </ButtonLink>
      )}
      <IonButton
        fill="clear"
        color="danger"
        size="small"
        disabled={offline}
        title={offline ? OFFLINE_REASON : compact ? 'Excluir' : undefined}
        aria-label={`Excluir ${link.description}`}
        onClick={() => onDelete(link)}
      >
        <IonIcon slot={slot} icon={trashOutline} aria-hidden="true" />
        {word('Excluir')}
      </IonButton>
    </div>
  );
}
